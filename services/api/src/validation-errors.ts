import type { Problem } from '@focustube/contracts';
import { problem } from './errors.ts';

/** One failed check, as fastify-type-provider-zod reports a zod issue. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** What the whole of each part of a request is called, when the issue is about all of it. */
const WHOLE: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query',
  params: 'The address',
  headers: 'The headers',
};

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
  null: 'null',
};

const UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
};

function bound(origin: unknown, limit: unknown): string {
  const unit = UNITS[String(origin)];
  if (!unit) return String(limit);
  return `${Number(limit).toLocaleString('en')} ${limit === 1 ? unit[0] : unit[1]}`;
}

/** zod's own messages start so ("Invalid input: expected string, received undefined"); ours are sentences. */
const STOCK = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;

/**
 * A failed check as a sentence a person can act on. The schemas' own messages are kept; zod's stock
 * ones ("Invalid input: expected number, received NaN") are written out for the field they concern.
 */
export function issueMessage(name: string, issue: ValidationIssue): string {
  const message = issue.message ?? '';
  if (message && !STOCK.test(message)) return message;
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type':
      if (/received undefined$/.test(message)) return `${name} is required.`;
      return `${name} must be ${KINDS[String(p.expected)] ?? String(p.expected)}.`;
    case 'too_big':
      return p.origin === 'number' || p.origin === 'bigint'
        ? `${name} must be ${p.inclusive === false ? 'less than' : 'at most'} ${String(p.maximum)}.`
        : `${name} can be at most ${bound(p.origin, p.maximum)}.`;
    case 'too_small':
      if (p.origin === 'string' && p.minimum === 1) return `${name} cannot be empty.`;
      return p.origin === 'number' || p.origin === 'bigint'
        ? `${name} must be ${p.inclusive === false ? 'more than' : 'at least'} ${String(p.minimum)}.`
        : `${name} needs at least ${bound(p.origin, p.minimum)}.`;
    case 'invalid_value':
      return Array.isArray(p.values)
        ? `${name} must be one of: ${p.values.map((v) => String(v)).join(', ')}.`
        : `${name} has a value this call does not take.`;
    case 'invalid_format':
      return p.format === 'email' ? `${name} must be an email address.` : `${name} is not in the expected format.`;
    case 'unrecognized_keys':
      return `${name} has fields this call does not take: ${(p.keys as string[] | undefined)?.join(', ') ?? ''}.`;
    default:
      return `${name} is not valid.`;
  }
}

/** A request the schemas refused, as a 400 problem: `errors` per field, `detail` all of them in a line. */
export function validationProblem(issues: ValidationIssue[], context: string | undefined): Problem {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || 'request';
    (errors[field] ??= []).push(issueMessage(path || (WHOLE[context ?? ''] ?? 'The request'), issue));
  }
  const detail = Object.values(errors)
    .map((messages) => messages[0]!)
    .join(' ');
  return problem(400, detail, errors);
}
