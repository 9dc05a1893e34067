import { describe, expect, it } from 'vitest';

import { cleanSuggestionTitle, sanitizeSearchText } from './sanitize';

describe('sanitizeSearchText', () => {
  it('drops everything but letters, digits and whitespace', () => {
    expect(sanitizeSearchText('clim!@')).toBe('clim');
    expect(sanitizeSearchText('c++ & java-script: 101?')).toBe('c  javascript 101');
    expect(sanitizeSearchText('<script>alert(1)</script>')).toBe('scriptalert1script');
  });

  it('keeps letters and digits of every script, and the marks that belong to them', () => {
    expect(sanitizeSearchText('Café ñandú 日本語 عربي ٣ हिंदी')).toBe('Café ñandú 日本語 عربي ٣ हिंदी');
    expect(sanitizeSearchText('tabs\tand  spaces')).toBe('tabs\tand  spaces');
  });

  it('drops emoji and symbols', () => {
    expect(sanitizeSearchText('yoga 🧘‍♀️ €5 #health')).toBe('yoga  5 health');
  });
});

describe('cleanSuggestionTitle', () => {
  it('keeps punctuation but drops symbols and emoji, tidying the spaces they leave', () => {
    expect(cleanSuggestionTitle('A climate solution | Ted Halstead')).toBe('A climate solution Ted Halstead');
    expect(cleanSuggestionTitle("What's next? (Part 1) — a talk, maybe!")).toBe(
      "What's next? (Part 1) — a talk, maybe!",
    );
    expect(cleanSuggestionTitle('🔥 Learn $JS + CSS in 2025 🚀')).toBe('Learn JS CSS in 2025');
  });

  it('keeps non-Latin titles intact', () => {
    expect(cleanSuggestionTitle('हिंदी सीखें: भाग १')).toBe('हिंदी सीखें: भाग १');
  });
});
