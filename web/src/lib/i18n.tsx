import { i18n as browserI18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, LinguiContext, Trans } from '@lingui/react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  toLanguage,
  type Language,
} from '@focustube/contracts';
import { useContext, useMemo, type ReactElement, type ReactNode } from 'react';

import type english from '@/locales/en/messages.json';

/**
 * The web app's words, through Lingui (@lingui/core + @lingui/react, without macros): every message has
 * an explicit id and lives in web/src/locales/<language>/messages.json as ICU text (plurals and
 * placeholders in the message, never glued together in code). The build compiles each catalogue
 * (vite.config.ts `catalogues()`), filling any message the Swahili one lacks with the English text, and
 * each language is a chunk of its own, fetched only by a reader who reads it.
 */

/** A message id: the keys of the English catalogue, so a mistyped id fails the type check. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;

export { DEFAULT_LANGUAGE, type Language };

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** The locale Intl formats dates and numbers in, per language. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', sw: 'sw-TZ' };

const catalogues: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('@/locales/en/messages.json'),
  sw: () => import('@/locales/sw/messages.json'),
};

/** The build manifest's key of a language's catalogue chunk (the server preloads it with the page). */
export const catalogueModule = (language: Language) => `src/locales/${language}/messages.json`;

/** Loads a language's catalogue into `i18n` and makes it the active one. */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  // A module already fetched comes back at once.
  const { default: messages } = await catalogues[language]();
  i18n.load(language, messages as Messages);
  i18n.activate(language);
}

/** A fresh instance for one server render (renders of different languages run at the same time). */
export async function createI18n(language: Language): Promise<I18n> {
  const i18n = setupI18n();
  await activateLanguage(i18n, language);
  return i18n;
}

/** The browser's one instance (the server renders with one per page, given through LanguageProvider). */
export const appI18n = browserI18n;

export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

function useI18n(): I18n {
  // The provider's instance changes (a new proxy) whenever the language does, so users re-render.
  return useContext(LinguiContext)?.i18n ?? browserI18n;
}

/** The page's language. */
export function useLanguage(): Language {
  return toLanguage(useI18n().locale) ?? DEFAULT_LANGUAGE;
}

/** `t('header.courses')`, `t('search.count', { count })`: a message in the reader's language. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const i18n = useI18n();
  return useMemo(() => (id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/** A message outside React (a toast, the API client's messages): the browser's instance. */
export const translate = (id: MessageId, values?: MessageValues): string => browserI18n._(id, values);

/** A message with markup: `<0>…</0>` in the catalogue becomes `components[0]` with that text inside. */
export function Message({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}

/** Remembers the reader's choice for a year, so the server renders the next page in it. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}
