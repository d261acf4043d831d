import { formatFormula, type Formula, type Rational } from '../../engine';

// Small pieces of printed text shared by the regulation document's articles.

/** An exact number as printed: 1/2 as ½, other fractions as written, decimals as they are. */
export function numberText(value: Rational): string {
  const text = value.toDecimalString();
  return text === '0.5' ? '½' : text;
}

/** An exact number as the booklet's language prints it: a decimal comma where the language writes one (3,5); ½ stays ½. */
export function numberIn(value: Rational, words: { decimalComma: boolean }): string {
  const text = numberText(value);
  return words.decimalComma ? text.replace('.', ',') : text;
}

/** How a table writes its numbers: a decimal comma (3,5) in German, French, Spanish and Russian, and its word for "n/a". */
export interface TableNumbers {
  decimalComma: boolean;
  notApplicable: string;
}

export const ENGLISH_NUMBERS: TableNumbers = { decimalComma: false, notApplicable: 'n/a' };

// A cell of values only ("3.5", "1.5 | 3", "3–5"): its decimal points are the language's.
const VALUES_ONLY = /^[\d.\s|–/-]+$/;

/** Text holding numbers ("MP 1 | GP 1.5"), each decimal point a comma where the language writes one. */
export function decimalCommaText(text: string, words: { decimalComma: boolean }): string {
  return words.decimalComma ? text.replace(/(\d)\.(\d)/g, '$1,$2') : text;
}

/** A cell's text in the language: "11.5" is "11,5" with a decimal comma; a text that is not only values is as it is. */
export function valuesText(text: string, numbers: { decimalComma: boolean }): string {
  return VALUES_ONLY.test(text) ? decimalCommaText(text, numbers) : text;
}

/** A formula as typeset: × and ÷ for * and /. */
export function formulaText(formula: Formula, display?: (name: string) => string): string {
  return formatFormula(formula, display)
    .replace(/ \* /g, ' × ')
    .replace(/ \/ /g, ' ÷ ')
    .replace(/ <= /g, ' ≤ ')
    .replace(/ >= /g, ' ≥ ')
    .replace(/ <> /g, ' ≠ ');
}

export function sentence(text: string): string {
  const trimmed = text.trim();
  const upper = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(upper) ? upper : `${upper}.`;
}
