import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

import { compileCatalogue, type Catalogue } from '../src/lib/i18n-compile.ts';
import { areaOf, type Area } from '../src/locales/areas.ts';

/**
 * The message catalogues (src/locales/<language>/messages.json, ICU text) compiled at build time, so the
 * browser needs no message parser: each message becomes Lingui's compiled form. A message the Swahili
 * catalogue lacks takes the English text (the catalogue test reports it), never its id.
 *
 * `messages.json?area=<area>` is the part of a catalogue one area of the app uses (src/locales/areas.ts):
 * each is a chunk of its own, loaded by the routes that need it.
 */
export function catalogues(): Plugin {
  const catalogue = /[\\/]src[\\/]locales[\\/](\w+)[\\/]messages\.json$/;
  const english = fileURLToPath(new URL('../src/locales/en/messages.json', import.meta.url));
  return {
    name: 'focustube-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const [file, query] = id.split('?') as [string, string | undefined];
      const language = catalogue.exec(file)?.[1];
      if (!language) return null;
      if (language !== 'en') this.addWatchFile(english);
      const fallback = language === 'en' ? {} : (JSON.parse(readFileSync(english, 'utf8')) as Catalogue);
      const area = new URLSearchParams(query).get('area') as Area | null;
      const compiled = compileCatalogue(JSON.parse(code) as Catalogue, fallback);
      const messages = area
        ? Object.fromEntries(Object.entries(compiled).filter(([key]) => areaOf(key) === area))
        : compiled;
      // JSON still, though its name ends in a query (which hides the extension the type is read from).
      return { code: JSON.stringify(messages), map: null, moduleType: 'json' };
    },
  };
}
