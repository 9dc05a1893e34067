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

import type { Area } from '@/locales/areas';
import type english from '@/locales/en/messages.json';

/**
 * The web app's words, through Lingui (@lingui/core + @lingui/react, without macros): every message has
 * an explicit id and lives in web/src/locales/<language>/messages.json as ICU text (plurals and
 * placeholders in the message, never glued together in code). The build compiles each catalogue
 * (web/build/catalogues.ts), filling any message the Swahili one lacks with the English text, and cuts
 * it by area (src/locales/areas.ts): a chunk per language and area, the public one with every page, the
 * others with the routes that need them, and only in the language being read.
 */

/** A message id: the keys of the English catalogue, so a mistyped id fails the type check. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;

export { DEFAULT_LANGUAGE, type Area, type Language };

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** The locale Intl formats dates and numbers in, per language. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', sw: 'sw-TZ' };

type Chunk = () => Promise<{ default: unknown }>;

const catalogues: Record<Language, Record<Area, Chunk>> = {
  en: {
    public: () => import('@/locales/en/messages.json?area=public'),
    about: () => import('@/locales/en/messages.json?area=about'),
    pages: () => import('@/locales/en/messages.json?area=pages'),
    member: () => import('@/locales/en/messages.json?area=member'),
    moderator: () => import('@/locales/en/messages.json?area=moderator'),
  },
  sw: {
    public: () => import('@/locales/sw/messages.json?area=public'),
    about: () => import('@/locales/sw/messages.json?area=about'),
    pages: () => import('@/locales/sw/messages.json?area=pages'),
    member: () => import('@/locales/sw/messages.json?area=member'),
    moderator: () => import('@/locales/sw/messages.json?area=moderator'),
  },
};

/**
 * The build manifest's keys of a page's catalogue chunks, the public one and its route's areas (the server
 * preloads them with the page).
 */
export const catalogueModules = (language: Language, areas: Area[]) =>
  [...new Set<Area>(['public', ...areas])].map((area) => `src/locales/${language}/messages.json?area=${area}`);

/** An instance's language (set at once, before its messages arrive) and the areas its screens have needed. */
const loaded = new WeakMap<I18n, { language: Language; areas: Set<Area> }>();

async function loadCatalogues(i18n: I18n, language: Language, areas: Iterable<Area>): Promise<void> {
  // A module already fetched comes back at once.
  const chunks = await Promise.all([...areas].map((area) => catalogues[language][area]()));
  for (const { default: messages } of chunks) i18n.load(language, messages as Messages);
}

/**
 * Makes `language` the active one once its public messages and those of every area loaded so far are
 * in (switching languages on a moderator's screen brings the moderators' messages in the new language).
 */
export async function activateLanguage(i18n: I18n, language: Language, areas: Area[] = []): Promise<void> {
  const state = loaded.get(i18n) ?? { language, areas: new Set<Area>(['public']) };
  loaded.set(i18n, state);
  state.language = language;
  for (const area of areas) state.areas.add(area);
  await loadCatalogues(i18n, language, state.areas);
  // A later switch (the reader pressed EN, then SW) wins over this one.
  if (state.language === language) i18n.activate(language);
}

/**
 * Loads areas of the catalogue in the current language (and in any language chosen later), for a route
 * to await before its screen renders; the app's routes do it with their code (routes.tsx).
 */
export async function loadAreas(areas: Area[], i18n: I18n = browserI18n): Promise<void> {
  const state = loaded.get(i18n);
  if (!state) throw new Error('loadAreas before activateLanguage');
  for (const area of areas) state.areas.add(area);
  // A switch started after this reads the areas above; one started before has set its language already.
  await loadCatalogues(i18n, state.language, areas);
}

/** A fresh instance for one server render (renders of different languages run at the same time). */
export async function createI18n(language: Language, areas: Area[] = []): Promise<I18n> {
  const i18n = setupI18n();
  await activateLanguage(i18n, language, areas);
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
