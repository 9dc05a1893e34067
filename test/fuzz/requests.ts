/**
 * Requests generated from the API's own OpenAPI document: for each operation, its path, query and
 * body filled with values its schemas accept, with hostile ones (wrong types, missing and repeated
 * fields, huge, negative and fractional numbers, unicode edge cases, LIKE/regex/SQL metacharacters,
 * path traversal), or with a body that is not what the operation reads at all (malformed or
 * truncated JSON, another content type, over the size limit).
 */
import fc from 'fast-check';

type Json = Record<string, unknown>;
export type Role = 'anonymous' | 'user' | 'moderator' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'user', 'moderator', 'admin'];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}
export interface Operation {
  /** `post /api/approve/{video_id}` */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: Json };
}

/** What the generator knows of the database: real ids, so some requests reach past "not found". */
export interface Known {
  videoIds: string[];
  userIds: number[];
  sourceIds: number[];
  /** Course addresses: the seeded courses' and one no course has. */
  courseSlugs: string[];
}

/** One generated request, as fast-check prints a counterexample: everything needed to send it again. */
export interface FuzzRequest {
  op: string;
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The caller's address: each request has its own, so per-address limits rarely interfere. */
  ip: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: { paths: Record<string, Record<string, Json>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => {
        const content = (op.requestBody as { required?: boolean; content?: Record<string, { schema: Json }> })
          ?.content?.['application/json'];
        return {
          key: `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          parameters: (op.parameters as Parameter[] | undefined) ?? [],
          body: content
            ? { required: Boolean((op.requestBody as { required?: boolean }).required), schema: content.schema }
            : undefined,
        };
      }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Hostile values

const repeat = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);

/** Strings that have broken parsers, LIKE patterns, regular expressions, SQL and file paths elsewhere. */
const NASTY_TEXT = [
  '',
  ' ',
  '   \t\n',
  '%',
  '%%',
  '_',
  '%_%',
  '\\',
  '\\%',
  "'",
  '"',
  "';--",
  "' OR '1'='1",
  '1; DROP TABLE videos;--',
  '$1',
  '(a+)+$',
  '.*',
  '[',
  '^$',
  '*',
  '?',
  '&',
  '=',
  '#',
  '+',
  ':',
  '|',
  '!',
  '<->',
  '& | !',
  "'' ''",
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\u200f\u200e\u200b',
  '\ufeff',
  '\ud800',
  '\udfff',
  'e\u0301\u0301\u0301',
  'Z\u0324\u0354\u0367\u0311\u0313a\u0308\u0356\u032d\u0308\u0307l\u036e\u0312\u036bo\u0317\u034e',
  '😀',
  '👩‍👩‍👧‍👦',
  'ﷺ',
  'İı',
  'ß',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '/',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '0x1F',
  'true',
  '[]',
  '{}',
  'UCaaaaaaaaaaaaaaaaaaaaaa',
  'iG9CE55wbtY',
  'https://www.youtube.com/watch?v=iG9CE55wbtY&list=x',
  'mindset',
  'technology/ai-tools',
  'tea-kettle-orbit-9',
];

const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** As the query string carries them: numbers spelt every way a parser might read differently. */
const NASTY_NUMERIC_TEXT = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  '1_000',
  '+1',
  '00001',
  ' 1',
  '1 ',
  '2147483648',
  '9007199254740993',
  '9007199254740991',
  '',
];

const hugeText = fc
  .tuple(fc.constantFrom('a', 'é', '%', '😀', "'", '\\', ' '), fc.constantFrom(101, 1_000, 20_000, 200_000))
  .map(([unit, length]) => repeat(unit, length));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...NASTY_TEXT), fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY_TEXT))
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: hugeText },
);

const nastyNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

const deepArray = fc.constantFrom(2, 50, 500).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});

/** Any JSON value of the wrong sort for where it is put. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, ['a'], { a: 1 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: numericTextArb() },
  { weight: 1, arbitrary: deepArray },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

function numericTextArb() {
  return fc.constantFrom(...NASTY_NUMERIC_TEXT);
}

// ---------------------------------------------------------------------------------------------------
// Values from schemas

interface Context {
  components: Record<string, Json>;
  known: Known;
  /** How often a leaf is replaced by a hostile value (0: only values the schema allows). */
  hostility: number;
}

function resolve(schema: Json, ctx: Context): Json {
  let current = schema;
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    current = ctx.components[(current.$ref as string).split('/').pop()!] ?? {};
  }
  if (Array.isArray(current.allOf)) {
    const parts = (current.allOf as Json[]).map((part) => resolve(part, ctx));
    const merged: Json = { ...current, allOf: undefined };
    for (const part of parts) {
      Object.assign(merged, part, {
        properties: { ...(merged.properties as Json), ...(part.properties as Json) },
        required: [...((merged.required as string[]) ?? []), ...((part.required as string[]) ?? [])],
      });
    }
    return merged;
  }
  return current;
}

/** Values a field named like this has in our data, so generated requests can find real rows. */
function knownValues(name: string, known: Known): fc.Arbitrary<unknown> | null {
  if (name === 'video_id' || name === 'video') return fc.constantFrom(...known.videoIds);
  if (name === 'video_ids') return fc.subarray(known.videoIds, { minLength: 1, maxLength: 4 });
  if (name === 'id') return fc.constantFrom(...known.userIds, ...known.sourceIds);
  if (name === 'slug') return fc.constantFrom(...known.courseSlugs);
  if (name === 'categories' || name === 'assigned_category' || name === 'category')
    return fc.constantFrom('mindset', 'technology', 'guidelines', 'health', 'mindset,technology');
  if (name === 'subcategory') return fc.constantFrom('learning', 'ai-tools', 'nutrition');
  if (name === 'q' || name === 'query') return fc.constantFrom('learn', 'creativity', 'ai', 'mind set', 'the');
  if (name === 'channel_id') return fc.constantFrom('UCaaaaaaaaaaaaaaaaaaaaaa', 'UC_x5XG1OV2P6uZZ5FSM9Ttw');
  if (name === 'email') return fc.oneof(fc.emailAddress(), fc.constant('learner@example.com'));
  if (name.includes('password')) return fc.constantFrom('tea-kettle-orbit-9', 'kettle orbit lantern 42', 'short');
  return null;
}

function valid(schema: Json, ctx: Context, name = ''): fc.Arbitrary<unknown> {
  const s = resolve(schema, ctx);
  const alternatives = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  let arb: fc.Arbitrary<unknown>;
  if (alternatives) arb = fc.oneof(...alternatives.map((a) => valid(a, ctx, name)));
  else if (Array.isArray(s.enum)) arb = fc.constantFrom(...(s.enum as unknown[]));
  else if (s.type === 'object' || s.properties) {
    const properties = (s.properties ?? {}) as Record<string, Json>;
    const required = new Set((s.required as string[]) ?? []);
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(properties)) record[key] = field(property, ctx, key);
    const requiredKeys = ctx.hostility > 0 ? [] : Object.keys(record).filter((k) => required.has(k));
    arb = fc.record(record, { requiredKeys });
    if (ctx.hostility > 0) {
      // Now and then a field nobody declared, or one that reaches for the prototype.
      arb = fc
        .tuple(arb, rarely(fc.constantFrom('role', 'status', '__proto__', 'constructor', 'id', '')))
        .map(([object, extra]) =>
          extra === null ? object : Object.assign(Object.create(null), object, { [extra]: { role: 'admin' } }),
        );
    }
  } else if (s.type === 'array') {
    arb = fc.array(field((s.items ?? {}) as Json, ctx, name), {
      minLength: (s.minItems as number) ?? 0,
      maxLength: Math.min((s.maxItems as number) ?? 5, 5),
    });
  } else if (s.type === 'integer' || s.type === 'number') {
    const min = (s.minimum as number | undefined) ?? -1000;
    const max = Math.min((s.maximum as number | undefined) ?? 1000, 100_000);
    const low = s.exclusiveMinimum === true ? min + 1 : min;
    arb =
      s.type === 'integer'
        ? fc.integer({ min: Math.max(low, -1000), max: Math.max(max, low) })
        : fc.double({ min: low, max: Math.max(max, low), noNaN: true });
  } else if (s.type === 'boolean') arb = fc.boolean();
  else if (s.type === 'string') {
    const maxLength = Math.min((s.maxLength as number | undefined) ?? 30, 30);
    const minLength = (s.minLength as number | undefined) ?? 0;
    arb =
      typeof s.pattern === 'string'
        ? fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= ((s.maxLength as number) ?? 1e9))
        : fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
  } else arb = fc.jsonValue({ maxDepth: 1 });
  const from = knownValues(name, ctx.known);
  if (from) arb = fc.oneof({ weight: 3, arbitrary: from }, { weight: 1, arbitrary: arb });
  if (s.example !== undefined)
    arb = fc.oneof({ weight: 1, arbitrary: fc.constant(s.example) }, { weight: 3, arbitrary: arb });
  if (s.nullable) arb = fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: arb });
  return arb;
}

/** A field's value: what the schema allows, or (as often as the context's hostility says) anything but. */
function field(schema: Json, ctx: Context, name: string): fc.Arbitrary<unknown> {
  const allowed = valid(schema, ctx, name);
  if (ctx.hostility === 0) return allowed;
  const s = resolve(schema, ctx);
  const numeric = s.type === 'integer' || s.type === 'number';
  return fc.oneof(
    { weight: 100 - ctx.hostility, arbitrary: allowed },
    { weight: ctx.hostility, arbitrary: nastyValue },
    // A number field's own edges, and those of the integer columns behind it.
    { weight: numeric ? Math.ceil(ctx.hostility / 2) : 0, arbitrary: numberEdges(s) },
  );
}

function numberEdges(s: Json): fc.Arbitrary<number> {
  const edges = [2 ** 31 - 1, 2 ** 31, 2 ** 63, -(2 ** 31)];
  for (const bound of [s.minimum, s.maximum]) {
    if (typeof bound === 'number') edges.push(bound, bound - 1, bound + 1, bound + 0.5, bound - 0.5);
  }
  return fc.constantFrom(...edges);
}

// ---------------------------------------------------------------------------------------------------
// Requests

/** Bodies that are not the JSON an operation reads, sent as application/json. */
const MALFORMED_JSON = [
  '',
  '{',
  '}',
  '{"',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'nul',
  'tru',
  'undefined',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '1',
  '-0',
  '1e999',
  '"text"',
  'null',
  'true',
  '[]',
  '[{}]',
  '{"a":' + '['.repeat(10_000),
  '['.repeat(100_000) + ']'.repeat(100_000),
];

const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonp',
  'APPLICATION/JSON',
  'application/json;',
  'application/merge-patch+json',
  'application/json, text/plain',
  '*/*',
  'json',
  '',
];

/** A valid JSON object around a field big enough to pass every body limit. */
const oversizedBody = fc
  .constantFrom(20_000, 70_000, 300_000, 1_100_000)
  .map((size) => JSON.stringify({ text: 'x'.repeat(size), name: 'n', email: 'a@b.io', reason: 'r' }));

/** Authorization headers a client should never send: each must be a 401 problem, never a 500. */
const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'bearer a.b.c',
  'Basic dXNlcjpwYXNz',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIiwic2lkIjoiMDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwIn0.c2lnbmF0dXJl',
  `Bearer ${'a'.repeat(10_000)}`,
];

/** `arbitrary`'s value one time in five, null otherwise. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;
/** A lone surrogate has no UTF-8: sent as the three bytes a careless encoder writes (invalid UTF-8). */
const surrogateBytes = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((b) => `%${b.toString(16).toUpperCase()}`)
    .join('');
const encode = (value: unknown) =>
  (typeof value === 'string' ? value : JSON.stringify(value))
    .split(LONE_SURROGATE)
    .map((part, i) => (i % 2 ? surrogateBytes(part.charCodeAt(0)) : encodeURIComponent(part)))
    .join('');

/** A path parameter as it might arrive: a real id, a value of the right shape, or something hostile. */
function pathValue(parameter: Parameter, ctx: Context): fc.Arbitrary<string> {
  const allowed = valid(parameter.schema ?? { type: 'string' }, { ...ctx, hostility: 0 }, parameter.name).map((v) =>
    encode(String(v)),
  );
  if (ctx.hostility === 0) return allowed;
  const hostile = fc.oneof(
    nastyString.map(encode),
    fc.constantFrom(
      '..',
      '.',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e',
      '..%5c..%5c',
      '%00',
      '%',
      '%ZZ',
      '%C0%AE%C0%AE',
      '%FF%FE',
      'a'.repeat(201),
      'a'.repeat(199),
      'a'.repeat(12),
      'a'.repeat(10),
      '-1',
      '0',
      '1.5',
      '1e3',
      '9007199254740993',
      '99999999999999999999',
    ),
    numericTextArb(),
  );
  return fc.oneof({ weight: 2, arbitrary: allowed }, { weight: 1, arbitrary: hostile });
}

/** The query string: declared parameters present, absent, hostile or repeated, and now and then one undeclared. */
function queryString(parameters: Parameter[], ctx: Context): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) => {
    const allowed = valid(parameter.schema ?? { type: 'string' }, { ...ctx, hostility: 0 }, parameter.name).map((v) => [
      encode(String(v)),
    ]);
    const hostile = fc.oneof(nastyString.map(encode), numericTextArb().map(encode)).map((v) => [v]);
    const repeated = fc.array(
      allowed.map(([v]) => v!),
      { minLength: 2, maxLength: 3 },
    );
    const values = fc.oneof(
      { weight: parameter.required ? 1 : 4, arbitrary: fc.constant([] as string[]) },
      { weight: 6, arbitrary: allowed },
      { weight: ctx.hostility > 0 ? 4 : 0, arbitrary: hostile },
      { weight: ctx.hostility > 0 ? 1 : 0, arbitrary: repeated },
    );
    return values.map((list) => list.map((v) => `${encodeURIComponent(parameter.name)}=${v}`));
  });
  const extra = rarely(
    fc.constantFrom('page=2&page=3', 'page[]=1', 'page[a]=1', '__proto__[x]=1', 'cursor=%00', '=', '&&', 'a=%', 'q'),
  );
  return fc.tuple(fc.tuple(...pairs), ctx.hostility > 0 ? extra : fc.constant(null)).map(([lists, more]) => {
    const all = [...lists.flat(), ...(more ? [more] : [])];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

type Body = { body?: string; contentType?: string };

function bodyOf(op: Operation, ctx: Context): fc.Arbitrary<Body> {
  const schema = op.body?.schema ?? { type: 'object', properties: {} };
  const wellFormed = valid(schema, ctx).map((value) => JSON.stringify(value) ?? 'null');
  const json = (text: fc.Arbitrary<string>) => text.map((body): Body => ({ body, contentType: 'application/json' }));
  const choices: fc.WeightedArbitrary<Body>[] = [
    { weight: op.body ? 10 : 1, arbitrary: json(wellFormed) },
    { weight: op.body?.required ? 1 : 3, arbitrary: fc.constant({}) },
  ];
  if (ctx.hostility > 0) {
    choices.push(
      { weight: 2, arbitrary: json(fc.constantFrom(...MALFORMED_JSON)) },
      {
        weight: 2,
        arbitrary: json(
          fc
            .tuple(wellFormed, fc.nat())
            .filter(([text]) => text.length > 1)
            .map(([text, cut]) => text.slice(0, cut % text.length)),
        ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(wellFormed, fc.constantFrom(...CONTENT_TYPES))
          .map(([body, contentType]): Body => ({ body, contentType: contentType || undefined })),
      },
      { weight: 1, arbitrary: json(oversizedBody) },
      { weight: 1, arbitrary: json(fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null')) },
    );
  }
  return fc.oneof(...choices);
}

export interface RequestOptions {
  components: Record<string, Json>;
  known: Known;
}

/** A request to `op` by `role`: about one in four only uses values the schemas allow, the rest are hostile. */
export function requestTo(op: Operation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(0, 15, 40, 40)
    .chain((hostility) => {
      const ctx: Context = { components: options.components, known: options.known, hostility };
      const pathParams = op.parameters.filter((p) => p.in === 'path');
      // The router answers with and without the trailing slash: both spellings are sent.
      const path = fc
        .tuple(fc.tuple(...pathParams.map((p) => pathValue(p, ctx))), fc.boolean())
        .map(([values, slash]) =>
          pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i]!), op.path + (slash ? '/' : '')),
        );
      const query = queryString(
        op.parameters.filter((p) => p.in === 'query'),
        ctx,
      );
      const sendsBody = op.body || op.method !== 'GET';
      const body: fc.Arbitrary<Body> = sendsBody ? bodyOf(op, ctx) : fc.constant({});
      const authorization = hostility > 0 ? rarely(fc.constantFrom(...BAD_AUTHORIZATION)) : fc.constant(null);
      return fc.record({
        role: fc.constantFrom(...ROLES),
        path,
        query,
        body,
        authorization,
        ip: fc.ipV4(),
      });
    })
    .map(({ role, path, query, body, authorization, ip }) => {
      const headers: Record<string, string> = {};
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      if (authorization) headers.authorization = authorization;
      return {
        op: op.key,
        role: authorization ? 'anonymous' : role,
        method: op.method,
        url: path + query,
        headers,
        ...(body.body !== undefined ? { body: body.body } : {}),
        ip,
      };
    });
}
