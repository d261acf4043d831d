import { describe, expect, it } from 'vitest';
import { keywordAt } from '../../../dsl/list-text';
import { KEYWORD_TEXT } from '../../../dsl/tokens';

/** What the keyword's own pattern (flag i, sticky at the offset) matches: what keywordAt must match. */
function byPattern(pattern: RegExp, text: string, offset: number): string | undefined {
  const sticky = new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, '')}y`);
  sticky.lastIndex = offset;
  const match = sticky.exec(text);
  return match && match[0].length > 0 ? match[0] : undefined;
}

// Case variants a cold start must read as the lexer does, and characters that fold to ASCII only
// with the u flag or under toLowerCase (the Kelvin sign, the dotted capital I, the long s).
const SPOILERS = ['\u212a', '\u0130', '\u017f', '\u0131', 'ß', ' ', '-'];

describe('keywordAt, the criteria list reader matching a keyword without its regular expression', () => {
  it('knows every keyword, ASCII and in lower case', () => {
    expect(KEYWORD_TEXT.size).toBeGreaterThan(150);
    for (const text of KEYWORD_TEXT.values()) expect(text).toMatch(/^[a-z][a-z -]*$/);
  });

  it('matches exactly what each keyword pattern matches, in every case and against lookalikes', () => {
    let compared = 0;
    for (const [type, text] of KEYWORD_TEXT) {
      const pattern = type.PATTERN as RegExp;
      const variants = [
        text,
        text.toUpperCase(),
        text.charAt(0).toUpperCase() + text.slice(1),
        `${text}s and more`,
        text.slice(0, -1),
        ...SPOILERS.map((spoiler) => text.replace(/[ksi]/, spoiler)),
      ];
      for (const variant of variants)
        for (const prefix of ['', 'x ', '1. ']) {
          const line = prefix + variant;
          expect(keywordAt(text, line, prefix.length), `${text} in ${JSON.stringify(line)}`).toBe(byPattern(pattern, line, prefix.length));
          compared++;
        }
    }
    expect(compared).toBeGreaterThan(3000);
  });
});
