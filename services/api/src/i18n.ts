import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languageFromAcceptLanguage, LANGUAGES, type Language } from '@focustube/contracts';
import { en, type MessageId } from './locales/en.ts';
import { sw } from './locales/sw.ts';

/** The languages FocusTube speaks (contracts/languages.ts); English is the fallback of every message. */
export { LANGUAGES, type Language };

/** A value that is itself written in the reader's language: a message, or a relative time (`ago()`). */
export interface LocalizedValue {
  in(language: Language): string;
}

export type MessageValues = Record<string, string | number | LocalizedValue>;
export type { MessageId };

const catalogues: Record<Language, Partial<Record<MessageId, string>>> = { en, sw };

/** One Lingui instance per language, compiling each catalogue's ICU messages once, when first used. */
const instances = new Map<Language, I18n>();
function instance(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: catalogues[language] } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(language, i18n);
  }
  return i18n;
}

/** A message in a language; one missing from the Swahili catalogue is given in English, never as its id. */
export function translate(language: Language, id: MessageId, values?: MessageValues): string {
  const lang = catalogues[language][id] === undefined ? 'en' : language;
  const plain = values
    ? Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value.in(language) : value]),
      )
    : undefined;
  return instance(lang)._(id, plain);
}

/** The locale `Intl` writes dates and relative times in, for each language. */
const INTL_LOCALES: Record<Language, string> = { en: 'en', sw: 'sw-TZ' };

/**
 * How long ago `at` was, in the reader's language through `Intl.RelativeTimeFormat` ("2 minutes ago",
 * "dakika 2 zilizopita"), to be put in a sentence: under ten seconds it is "just now" ("sasa hivi").
 */
export function ago(at: string | Date, now = Date.now()): LocalizedValue {
  const seconds = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
  return {
    in(language: Language) {
      if (seconds < 10) return translate(language, 'time.justNow');
      const [n, unit]: [number, Intl.RelativeTimeFormatUnit] =
        seconds < 60
          ? [seconds, 'second']
          : seconds < 3600
            ? [Math.floor(seconds / 60), 'minute']
            : seconds < 86_400
              ? [Math.floor(seconds / 3600), 'hour']
              : [Math.floor(seconds / 86_400), 'day'];
      const text = new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'always' }).format(-n, unit);
      // Inside a sentence: CLDR's Swahili capitalises "Sekunde 1 iliyopita".
      return text.charAt(0).toLocaleLowerCase(INTL_LOCALES[language]) + text.slice(1);
    },
  };
}

/**
 * A message by id with its values, to be put in the reader's language when the answer is written
 * (the error handler knows the request's language; whoever throws does not). As a string it is English.
 */
export class Message {
  constructor(
    readonly id: MessageId,
    readonly values?: MessageValues,
  ) {}

  in(language: Language): string {
    return translate(language, this.id, this.values);
  }

  toString(): string {
    return this.in('en');
  }
}

export const msg = (id: MessageId, values?: MessageValues) => new Message(id, values);

/** A text an answer may carry: a message by id, or an English sentence that may be in the catalogue. */
export type Text = string | Message;

/** English messages with `{name}` placeholders only, as anchored patterns that give back the values. */
interface Template {
  id: MessageId;
  pattern: RegExp;
  names: string[];
}

let byText: Map<string, MessageId> | undefined;
let templates: Template[] | undefined;

function indexEnglish() {
  byText = new Map();
  templates = [];
  for (const [id, text] of Object.entries(en) as [MessageId, string][]) {
    if (!/\{\w+[},]/.test(text)) {
      // No placeholder: the sentence as it reads (a quoted literal brace unquoted).
      const english = translate('en', id);
      if (!byText.has(english)) byText.set(english, id);
      continue;
    }
    // Plurals and selects cannot be read back from their English; those are only ever thrown by id.
    if (/\{\w+,/.test(text)) continue;
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    templates.push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  // The most specific (longest fixed text) first, so "There is no video…" does not take a longer sentence's place.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
}

/**
 * The message an English sentence is, when it is one of the catalogue's: the schemas' messages (shared
 * with the web app, so they stay English in the contracts) and sentences built elsewhere (core outcomes).
 */
export function messageOf(text: string): Message | null {
  if (!byText || !templates) indexEnglish();
  const id = byText!.get(text);
  if (id) return new Message(id);
  for (const template of templates!) {
    const match = template.pattern.exec(text);
    if (match) return new Message(template.id, Object.fromEntries(template.names.map((n, i) => [n, match[i + 1]!])));
  }
  return null;
}

/** A text in a language: a message by id, or an English sentence found in the catalogue; otherwise as it is. */
export function localize(text: Text, language: Language): string {
  if (text instanceof Message) return text.in(language);
  if (language === 'en') return text;
  return messageOf(text)?.in(language) ?? text;
}

/**
 * The language an `Accept-Language` header asks for: the highest-weighted one we speak (`sw`, `sw-TZ`
 * or `sw-KE` is Kiswahili), by the same reading as the web app's (contracts/languages.ts); English when
 * none is, or the header is missing or garbled.
 */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  return languageFromAcceptLanguage(value?.slice(0, 1000)) ?? 'en';
}
