import { describe, expect, it } from 'vitest';
import { TextMemo } from '../../../../io/grid/text-memo';

describe('TextMemo', () => {
  it('works each text out once, undefined answers included, and keeps no more than its limit', () => {
    const seen: string[] = [];
    const memo = new TextMemo<number | undefined>(2);
    const length = (text: string) => {
      seen.push(text);
      return text === '' ? undefined : text.length;
    };
    expect(['ab', '', 'ab', '', 'xyz', 'xyz'].map((text) => memo.get(text, length))).toEqual([2, undefined, 2, undefined, 3, 3]);
    // 'ab' and '' were kept; 'xyz', past the limit, is worked out each time.
    expect(seen).toEqual(['ab', '', 'xyz', 'xyz']);
  });
});
