import { describe, expect, it } from 'vitest';
import { cleanSearchQuery, sanitizeSearchText } from './search-text.ts';

describe('sanitizeSearchText', () => {
  it('drops everything but letters, digits and whitespace, keeping spacing as typed', () => {
    expect(sanitizeSearchText('c++ & java-script: 101?')).toBe('c  javascript 101');
    expect(sanitizeSearchText('yoga 🧘‍♀️ €5 #health')).toBe('yoga  5 health');
  });

  it('keeps letters and digits of every script, and the marks that belong to them', () => {
    expect(sanitizeSearchText('Café ñandú 日本語 عربي ٣ हिंदी')).toBe('Café ñandú 日本語 عربي ٣ हिंदी');
  });
});

describe('cleanSearchQuery', () => {
  it('collapses and trims spaces after dropping symbols', () => {
    expect(cleanSearchQuery('  clim!@   change\t ')).toBe('clim change');
    expect(cleanSearchQuery('हिंदी सीखें?')).toBe('हिंदी सीखें');
    expect(cleanSearchQuery('🔥🚀')).toBe('');
  });
});
