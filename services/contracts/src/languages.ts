import { cookieValue } from './cookies.ts';

/**
 * The languages FocusTube speaks. The reader's choice travels in the `lang` cookie (set by the web app's
 * switch, read by the server renderer) and in `Accept-Language` (sent by the web app on every API call, so
 * problem details come back in the reader's language). Anything unknown falls back to English, silently.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie that remembers a reader's choice: `lang=en|sw`, path `/`, one year, SameSite=Lax. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** `sw`, `SW`, `sw-TZ` → 'sw'; anything else → null. */
export function toLanguage(value: string | null | undefined): Language | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/, 1)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/** The first language of an Accept-Language header we speak, by its q weights (`sw-TZ,sw;q=0.9,en;q=0.8`). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: toLanguage(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The `lang` cookie's value in a Cookie header, when it names a language we speak. */
export function languageFromCookie(header: string | null | undefined): Language | null {
  return toLanguage(cookieValue(header, LANGUAGE_COOKIE));
}

/** The page's language: the reader's choice (cookie), else the browser's (Accept-Language), else English. */
export function pickLanguage(headers: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  return languageFromCookie(headers.cookie) ?? languageFromAcceptLanguage(headers.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
