import { describe, expect, it } from 'vitest';

import { cleanSuggestionTitle } from './sanitize';

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
