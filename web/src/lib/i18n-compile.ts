import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export type Catalogue = Record<string, string>;

/**
 * A catalogue compiled for Lingui's runtime (which then needs no ICU parser), every message of `english`
 * present: one the catalogue lacks takes the English text, so a reader never sees a message id.
 * Used by the build (vite.config.ts) and the catalogues' test.
 */
export function compileCatalogue(messages: Catalogue, english: Catalogue = {}): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries({ ...english, ...messages }).map(([id, text]) => [id, compileMessageOrThrow(text)]),
  );
}

/** The names of a message's placeholders (`{count}`, `{title}`), plural and select arguments included. */
export function placeholdersOf(message: string): Set<string> {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format))
          if (key !== 'offset' && Array.isArray(choice)) visit(choice);
      }
    }
  };
  const compiled = compileMessageOrThrow(message);
  visit(typeof compiled === 'string' ? [compiled] : compiled);
  return names;
}

/** The plural categories each plural argument of a message spells out (`one`, `other`…). */
export function pluralCategoriesOf(message: string): string[][] {
  const found: string[][] = [];
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [, type, format] = token;
      if (format && typeof format === 'object') {
        const keys = Object.keys(format).filter((key) => key !== 'offset');
        if (type === 'plural') found.push(keys);
        for (const key of keys) {
          const choice = (format as Record<string, unknown>)[key];
          if (Array.isArray(choice)) visit(choice as CompiledMessage);
        }
      }
    }
  };
  const compiled = compileMessageOrThrow(message);
  visit(typeof compiled === 'string' ? [compiled] : compiled);
  return found;
}
