import type { Problem } from '@focustube/contracts';
import { problem } from './errors.ts';
import { localize, translate, type Language, type MessageId, type MessageValues } from './i18n.ts';

/** One failed check, as fastify-type-provider-zod reports a zod issue. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** What the whole of each part of a request is called, when the issue is about all of it. */
const WHOLE: Record<string, MessageId> = {
  body: 'validation.whole.body',
  querystring: 'validation.whole.query',
  params: 'validation.whole.params',
  headers: 'validation.whole.headers',
};

/** The unit of a length bound: characters of text, items of a list; none for anything else. */
const UNITS: Record<string, 'characters' | 'items'> = { string: 'characters', array: 'items', set: 'items' };

/** zod's own messages start so ("Invalid input: expected string, received undefined"); ours are sentences. */
const STOCK = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;

/**
 * A failed check as a sentence a person can act on, in `language`. The schemas' own messages are kept
 * (found in the catalogue by their English text); zod's stock ones ("Invalid input: expected number,
 * received NaN") are written out for the field they concern.
 */
export function issueMessage(name: string, issue: ValidationIssue, language: Language = 'en'): string {
  const message = issue.message ?? '';
  if (message && !STOCK.test(message)) return localize(message, language);
  const p = issue.params ?? {};
  const say = (id: MessageId, values: MessageValues = {}) => translate(language, id, { name, ...values });
  switch (issue.keyword) {
    case 'invalid_type':
      if (/received undefined$/.test(message)) return say('validation.required');
      return say('validation.type', { kind: String(p.expected) });
    case 'too_big':
      if (p.origin === 'number' || p.origin === 'bigint')
        return say(p.inclusive === false ? 'validation.number.below' : 'validation.number.atMost', {
          limit: String(p.maximum),
        });
      return say(`validation.length.atMost.${UNITS[String(p.origin)] ?? 'plain'}`, { limit: Number(p.maximum) });
    case 'too_small':
      if (p.origin === 'string' && p.minimum === 1) return say('validation.empty');
      if (p.origin === 'number' || p.origin === 'bigint')
        return say(p.inclusive === false ? 'validation.number.above' : 'validation.number.atLeast', {
          limit: String(p.minimum),
        });
      return say(`validation.length.atLeast.${UNITS[String(p.origin)] ?? 'plain'}`, { limit: Number(p.minimum) });
    case 'invalid_value':
      return Array.isArray(p.values)
        ? say('validation.oneOf', { values: p.values.map((v) => String(v)).join(', ') })
        : say('validation.valueNotTaken');
    case 'invalid_format':
      return say(p.format === 'email' ? 'validation.email' : 'validation.format');
    case 'unrecognized_keys':
      return say('validation.unknownKeys', { keys: (p.keys as string[] | undefined)?.join(', ') ?? '' });
    default:
      return say('validation.invalid');
  }
}

/** A request the schemas refused, as a 400 problem: `errors` per field, `detail` all of them in a line. */
export function validationProblem(
  issues: ValidationIssue[],
  context: string | undefined,
  language: Language = 'en',
): Problem {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || 'request';
    const whole = translate(language, WHOLE[context ?? ''] ?? 'validation.whole.request');
    (errors[field] ??= []).push(issueMessage(path || whole, issue, language));
  }
  const detail = Object.values(errors)
    .map((messages) => messages[0]!)
    .join(' ');
  return problem(400, detail, errors, language);
}
