import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { compileCatalogue, placeholdersOf, pluralCategoriesOf, type Catalogue } from '@/lib/i18n-compile';

import english from './en/messages.json';
import swahili from './sw/messages.json';

const en: Catalogue = english;
const sw: Catalogue = swahili;

describe('the message catalogues', () => {
  it('have exactly the same message ids in English and Kiswahili', () => {
    const missingInSwahili = Object.keys(en).filter((id) => !(id in sw));
    const unknownInSwahili = Object.keys(sw).filter((id) => !(id in en));
    expect(missingInSwahili).toEqual([]);
    expect(unknownInSwahili).toEqual([]);
  });

  it('leave no Swahili message empty', () => {
    expect(Object.entries(sw).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('keep every placeholder of the English message in the Swahili one', () => {
    const lost = Object.keys(en)
      .filter((id) => id in sw)
      .flatMap((id) =>
        [...placeholdersOf(en[id]!)]
          .filter((name) => !placeholdersOf(sw[id]!).has(name))
          .map((name) => `${id}: {${name}}`),
      );
    expect(lost).toEqual([]);
  });

  it.each([
    ['en', en],
    ['sw', sw],
  ] as const)('spell out every plural category the language has (%s)', (language, catalogue) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    // English and Kiswahili both tell one from many; the catalogues must say both.
    expect([...categories].sort()).toEqual(['one', 'other']);
    const lacking = Object.entries(catalogue).flatMap(([id, text]) =>
      pluralCategoriesOf(text)
        .filter((keys) => !categories.every((category) => keys.includes(category)))
        .map(() => id),
    );
    expect(lacking).toEqual([]);
  });

  it('format plurals by each language’s rules', () => {
    const i18n = setupI18n();
    i18n.load({ en: compileCatalogue(en), sw: compileCatalogue(sw, en) });
    i18n.activate('en');
    expect(i18n._('search.suggestionsStatus', { count: 1 })).toMatch(/^1 suggestion\./);
    expect(i18n._('search.suggestionsStatus', { count: 3 })).toMatch(/^3 suggestions\./);
    i18n.activate('sw');
    expect(i18n._('search.suggestionsStatus', { count: 1 })).toMatch(/^Pendekezo 1\./);
    expect(i18n._('search.suggestionsStatus', { count: 3 })).toMatch(/^Mapendekezo 3\./);
  });

  it('give a message the Swahili catalogue lacks in English, never as its id', () => {
    const { 'home.title': _dropped, ...partial } = sw;
    const i18n = setupI18n();
    i18n.load({ sw: compileCatalogue(partial, en) });
    i18n.activate('sw');
    expect(i18n._('home.title')).toBe(en['home.title']);
    expect(i18n._('home.subtitle')).toBe(sw['home.subtitle']);
  });
});
