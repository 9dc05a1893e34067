import { describe, expect, it } from 'vitest';

import { fallbackSuggestions } from './fallback-suggestions';

const titles = (text: string) => fallbackSuggestions(text).map((s) => s.title);

describe('fallbackSuggestions', () => {
  it('offers the sample titles that contain the text, ignoring case', () => {
    expect(titles('ai')).toEqual(['AI in healthcare']);
    expect(titles('AFRICA')).toEqual(['travel tips for Africa']);
    expect(titles('a')).toEqual(['AI in healthcare', 'travel tips for Africa']);
    expect(titles(' tips ')).toEqual(['travel tips for Africa']);
  });

  it('offers nothing for text neither title contains, or for no text', () => {
    expect(titles('climate')).toEqual([]);
    expect(titles('   ')).toEqual([]);
  });

  it('gives fallbacks no video id, so choosing one searches for its title', () => {
    expect(fallbackSuggestions('ai').every((s) => s.id === undefined)).toBe(true);
  });
});
