import { describe, expect, it } from 'vitest';
import { editDistance, oneEditAway, typosAllowed } from './typos.ts';

describe('the typo rule', () => {
  it('allows none under 5 letters, one from 5, two from 9 (counting letters, not bytes)', () => {
    expect(['zebu', 'mama', 'ngoma', 'extreme', 'kinkajou', 'kiswahili', 'tardigrades'].map(typosAllowed)).toEqual([
      0, 0, 1, 1, 1, 2, 2,
    ]);
    expect(typosAllowed('café')).toBe(0);
    expect(typosAllowed('éléve')).toBe(1);
  });
});

describe('editDistance', () => {
  it('counts a dropped, added or replaced letter and a swap of neighbours as one typo each', () => {
    expect(editDistance('exteme', 'extreme').distance).toBe(1);
    expect(editDistance('extreeme', 'extreme').distance).toBe(1);
    expect(editDistance('extrame', 'extreme').distance).toBe(1);
    expect(editDistance('exterme', 'extreme').distance).toBe(1);
    expect(editDistance('tradigardes', 'tardigrades').distance).toBe(2);
    expect(editDistance('extreme', 'extreme').distance).toBe(0);
  });

  it('measures a word being typed against the nearest start of a word', () => {
    expect(editDistance('exteme', 'extremely', true)).toEqual({ distance: 1, end: 7 });
    expect(editDistance('kinakj', 'kinkajou', true)).toEqual({ distance: 1, end: 6 });
  });
});

describe('oneEditAway', () => {
  it('lists every spelling one typo away, each once, and not the word itself', () => {
    const spellings = oneEditAway('narwhol').map((s) => s.text);
    expect(spellings).toContain('narwhal');
    expect(spellings).toContain('narwho');
    expect(spellings).toContain('anrwhol');
    expect(spellings).toContain('narwhols');
    expect(spellings).not.toContain('narwhol');
    expect(new Set(spellings).size).toBe(spellings.length);
    // 7 drops, 6 swaps, 7 × 25 replacements, 8 × 26 additions, less the repeats (a doubled letter…).
    expect(spellings.length).toBeLessThanOrEqual(7 + 6 + 7 * 25 + 8 * 26);
    expect(oneEditAway('kiswahili').every((s) => editDistance('kiswahili', s.text).distance === 1)).toBe(true);
  });

  it('adds no letter at the end of a word still being typed, and ranks same-length spellings first', () => {
    expect(oneEditAway('exteme', true).map((s) => s.text)).not.toContain('extemes');
    const ranks = new Map(oneEditAway('exteme').map((s) => [s.text, s.rank]));
    expect([ranks.get('extame'), ranks.get('extreme'), ranks.get('extee')]).toEqual([0, 1, 2]);
  });

  it('uses the letters of the word itself beside the Latin ones', () => {
    expect(oneEditAway('éleve').map((s) => s.text)).toContain('élevé');
  });
});
