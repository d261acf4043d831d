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
