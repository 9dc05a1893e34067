import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies.ts';
import { languageFromCookie } from './languages.ts';

describe('cookieValue', () => {
  it('finds a cookie by its whole name, among others, spaced or not', () => {
    const header = 'focustube_signed_in=1; lang=sw;other=x';
    expect(cookieValue(header, 'focustube_signed_in')).toBe('1');
    expect(cookieValue(header, 'other')).toBe('x');
    expect(cookieValue(header, 'signed_in')).toBeNull();
    expect(cookieValue('lang', 'lang')).toBe('');
    expect(cookieValue(undefined, 'lang')).toBeNull();
  });

  it('reads the language cookie only when it names a language we speak', () => {
    expect(languageFromCookie('a=b; lang=sw')).toBe('sw');
    expect(languageFromCookie('lang=xx')).toBeNull();
    expect(languageFromCookie('xlang=sw')).toBeNull();
  });
});
