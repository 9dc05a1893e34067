import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { toYouTubeError } from '@focustube/core/youtube/errors';
import { ago, languageFromHeader, localize, messageOf, msg, translate, type MessageId } from '../i18n.ts';
import { issueMessage } from '../validation-errors.ts';
import { en } from './en.ts';
import { contractMessages } from './schema-messages.ts';
import { sw } from './sw.ts';

/** The argument names of an ICU message, those inside plural and select branches included. */
function placeholders(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return names;
}

/** Sample values for every placeholder of a message: numbers for plural and number arguments. */
function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const name of placeholders(message)) {
    const numeric = new RegExp(`\\{${name}\\s*,\\s*(plural|number)`).test(message);
    values[name] = numeric ? 3 : `x-${name}`;
  }
  return values;
}

const ids = Object.keys(en) as MessageId[];

describe('the server catalogues', () => {
  it('have exactly the same keys in English and Kiswahili', () => {
    expect(Object.keys(sw).sort()).toEqual([...ids].sort());
  });

  it('keep every placeholder of the English message in the Swahili one', () => {
    const missing = ids.flatMap((id) =>
      [...placeholders(en[id])].filter((name) => !placeholders(sw[id]).has(name)).map((name) => `${id}: {${name}}`),
    );
    expect(missing).toEqual([]);
  });

  it('format every message in both languages, values in place, without leaving a brace or an id', () => {
    for (const id of ids) {
      for (const language of ['en', 'sw'] as const) {
        const values = sampleValues(en[id]);
        const text = translate(language, id, values);
        expect(text, `${language} ${id}`).not.toBe(id);
        for (const [name, value] of Object.entries(values)) {
          // A select's value picks a branch (and `other` shows it); a plural's is formatted as a number.
          if (!new RegExp(`\\{${name}\\s*,\\s*select`).test(en[id]))
            expect(text, `${language} ${id}`).toContain(String(value));
        }
        // Braces are left only where the message quotes them on purpose ('{ "all": true }').
        if (!en[id].includes("'{")) expect(text, `${language} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('differ where they should: the Swahili text is not the English one', () => {
    // Titles of things the API names (status codes aside) must be translated, not copied.
    const same = ids.filter(
      (id) =>
        !id.startsWith('status.') &&
        translate('sw', id, sampleValues(en[id])) === translate('en', id, sampleValues(en[id])),
    );
    expect(same).toEqual([]);
  });

  it('use each language’s plural rules (Intl.PluralRules): one and other in both', () => {
    expect(new Intl.PluralRules('en').select(1)).toBe('one');
    expect(new Intl.PluralRules('sw').select(1)).toBe('one');
    expect(new Intl.PluralRules('sw').select(5)).toBe('other');
    const wait = (language: 'en' | 'sw', seconds: number) =>
      translate(language, 'limit.network', { what: 'searches', seconds });
    expect(wait('en', 1)).toContain('Try again in 1 second.');
    expect(wait('en', 42)).toContain('Try again in 42 seconds.');
    expect(wait('sw', 1)).toContain('Jaribu tena baada ya sekunde 1.');
    expect(wait('sw', 42)).toContain('Jaribu tena baada ya sekunde 42.');
    const items = (language: 'en' | 'sw', limit: number) =>
      translate(language, 'validation.length.atMost.items', { name: 'video_ids', limit });
    expect(items('en', 1)).toBe('video_ids can be at most 1 item.');
    expect(items('en', 1000)).toBe('video_ids can be at most 1,000 items.');
    expect(items('sw', 1)).toBe('Sehemu ya video_ids isizidi kipengele 1.');
    expect(items('sw', 200)).toBe('Sehemu ya video_ids isizidi vipengele 200.');
  });

  it('have an entry for every message the contracts’ schemas can give, found by its English text', () => {
    const messages = [...contractMessages()];
    expect(messages.length).toBeGreaterThan(50);
    const unknown = messages.filter((text) => messageOf(text)?.in('en') !== text);
    expect(unknown).toEqual([]);
    expect(localize('Passwords do not match.', 'sw')).toBe('Manenosiri hayalingani.');
    expect(
      localize(
        'Send either { "all": true } to approve every pending video or { "video_ids": [...] } to approve only those, not both.',
        'sw',
      ),
    ).toContain('{ "all": true }');
  });

  it('read sentences built elsewhere back into their message, values and all', () => {
    expect(localize('There is no course at the address "mwanzo".', 'sw')).toBe('Hakuna kozi kwenye anwani "mwanzo".');
    expect(localize('This video was already removed by amina.', 'sw')).toBe('Video hii tayari imeondolewa na amina.');
    expect(localize('Something nobody wrote down.', 'sw')).toBe('Something nobody wrote down.');
  });

  it('read the YouTube client’s failures, as the core words them, into Swahili', () => {
    const failure = (status: number, reason?: string) =>
      toYouTubeError({ response: { status, data: { error: { message: 'Bad <b>thing</b>', errors: [{ reason }] } } } })
        .message;
    const sentences = [
      toYouTubeError({ code: 'ECONNREFUSED' }).message,
      toYouTubeError({}).message,
      failure(429),
      failure(403, 'quotaExceeded'),
      failure(503),
      failure(404),
      failure(400, 'keyInvalid'),
      failure(400),
    ];
    const unread = sentences.filter((text) => {
      const message = messageOf(text);
      return message?.in('en') !== text || message.in('sw') === text;
    });
    expect(unread).toEqual([]);
    expect(localize(failure(403, 'quotaExceeded'), 'sw')).toBe(
      'Kiwango cha kila siku cha YouTube kimekwisha; kuleta video kutajaribiwa tena.',
    );
  });

  it('put a relative time in the reader’s language through Intl, inside the sentence', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    const at = (seconds: number) => ago(new Date(now - seconds * 1000), now);
    expect([3, 1, 45, 150, 3 * 3600, 86_400, 5 * 86_400].map((s) => at(s).in('en'))).toEqual([
      'just now',
      'just now',
      '45 seconds ago',
      '2 minutes ago',
      '3 hours ago',
      '1 day ago',
      '5 days ago',
    ]);
    expect([3, 45, 60, 150, 3 * 3600, 5 * 86_400].map((s) => at(s).in('sw'))).toEqual([
      'sasa hivi',
      'sekunde 45 zilizopita',
      'dakika 1 iliyopita',
      'dakika 2 zilizopita',
      'saa 3 zilizopita',
      'siku 5 zilizopita',
    ]);
    const detail = msg('courses.changedAgo', { actor: msg('courses.someone'), ago: at(150) });
    expect(String(detail)).toBe('Someone changed this course 2 minutes ago: reload it to see their changes.');
    expect(detail.in('sw')).toBe(
      'Mtu fulani amebadilisha kozi hii dakika 2 zilizopita: ipakie upya ili uone mabadiliko yake.',
    );
  });

  it('fall back to English, never to an id, for a message the Swahili catalogue lacks', () => {
    const kept = sw['auth.signIn'];
    delete (sw as Partial<Record<MessageId, string>>)['auth.signIn'];
    try {
      expect(translate('sw', 'auth.signIn')).toBe('Sign in to continue.');
      expect(msg('auth.signIn').in('sw')).toBe('Sign in to continue.');
    } finally {
      sw['auth.signIn'] = kept;
    }
  });

  it('write out zod’s stock issues in either language', () => {
    const issue = { keyword: 'too_big', instancePath: '/q', params: { origin: 'string', maximum: 100 } };
    expect(issueMessage('q', issue, 'en')).toBe('q can be at most 100 characters.');
    expect(issueMessage('q', issue, 'sw')).toBe('Sehemu ya q isizidi herufi 100.');
    const type = { keyword: 'invalid_type', instancePath: '/page', params: { expected: 'int' } };
    expect(issueMessage('page', type, 'sw')).toBe('Sehemu ya page lazima iwe namba kamili.');
  });
});

describe('the language of a request', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw', 'sw'],
    ['sw-TZ', 'sw'],
    ['sw-KE,en;q=0.5', 'sw'],
    ['sw-TZ;q=0.9, en;q=0.8', 'sw'],
    ['en;q=0.9, sw;q=0.8', 'en'],
    ['en-US,en;q=0.9,sw;q=0.95', 'en'],
    ['fr, sw;q=0.5, en;q=0.4', 'sw'],
    ['fr-FR, de;q=0.8', 'en'],
    ['*', 'en'],
    ['sw;q=0', 'en'],
    [';;;,,,q=abc', 'en'],
  ])('Accept-Language %j → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
