/**
 * The OpenAPI document at /api/docs/json, as operators and client generators read it: Redocly's
 * recommended ruleset finds no error, every route of the API is in it with an operationId, a summary
 * and the security its declared access needs, every error is problem+json, and every example
 * validates against its own schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { startTestApp, type TestApp } from '../support/app.ts';

type Json = Record<string, unknown>;
interface Media {
  schema?: Json;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: (Json & { name: string; in: string; schema?: Json; example?: unknown })[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}
interface Document {
  openapi: string;
  security?: unknown;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes?: Json };
}

const PROBLEM_REF = '#/components/schemas/Problem';
/** The one error answer that is not a problem: readiness reports its checks whatever the outcome. */
const NOT_PROBLEMS = new Set(['get /api/ready 503']);
/** Warnings of the recommended ruleset that are known and accepted (see docs.ts). */
const ACCEPTED_WARNINGS = new Set([
  // The project declares no licence.
  'info-license',
  // Liveness, readiness, the menus and the footer take no input and need no sign-in: no 4xx to document.
  'operation-4xx-response',
]);

let t: TestApp;
let doc: Document;
let raw: string;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  raw = res.body;
  doc = JSON.parse(raw) as Document;
});
afterAll(async () => {
  await t?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, op]) => ({ method, path, op, key: `${method} ${path}` })),
  );

/** How a route's URL appears in the document: `{param}` and no trailing slash. */
const documented = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/+$/, '$1');

/** The schema a `$ref` (or a lone `allOf` member, which a description may sit beside) points to. */
const deref = (schema: Json | undefined): Json | undefined => {
  const ref = schema?.$ref;
  if (typeof ref === 'string') return doc.components.schemas[ref.split('/').pop()!];
  const allOf = schema?.allOf as Json[] | undefined;
  return allOf?.length === 1 ? deref(allOf[0]) : schema;
};

/** One line per problem: severity, rule, message and where in the document. */
const lines = (problems: NormalizedProblem[]) =>
  problems.map((p) => {
    const where = p.location
      .map((l) => (l.pointer !== undefined ? l.pointer : `${l.start.line}:${l.start.col}`))
      .join(', ');
    return `${p.severity} ${p.ruleId}: ${p.message} at ${where}`;
  });

describe('OpenAPI document', () => {
  it('is served with its Swagger UI', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.body).toMatch(/swagger/i);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('passes the Redocly recommended ruleset with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: raw, absoluteRef: 'openapi.json', config });
    expect(lines(problems.filter((p) => p.severity === 'error'))).toEqual([]);
    expect(lines(problems.filter((p) => p.severity === 'warn' && !ACCEPTED_WARNINGS.has(p.ruleId)))).toEqual([]);
  });

  it('documents every API route and nothing else', () => {
    const routes = t.app.routeAccess
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method.toLowerCase()} ${documented(r.url)}`);
    expect(routes.length).toBeGreaterThan(40);
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual([...new Set(routes)].sort());
    for (const path of Object.keys(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      expect(path).not.toMatch(/^\/api\/docs|\/admin\/queues/);
    }
  });

  it('gives every operation a unique camelCase operationId and a summary', () => {
    const ids = operations().map(({ key, op }) => {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.summary?.trim(), key).toBeTruthy();
      return op.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    const byKey = Object.fromEntries(operations().map((o) => [o.key, o.op.operationId]));
    expect(byKey['get /api/approved/{video_id}']).toBe('getApprovedByVideoId');
    expect(byKey['get /api/videos/{video_id}']).toBe('getVideosByVideoId');
    expect(byKey['post /api/approve/{video_id}']).toBe('postApproveByVideoId');
  });

  it('asks for the bearer token exactly where the route is not public, and says which role', () => {
    expect(doc.security).toBeUndefined();
    expect(doc.components.securitySchemes).toMatchObject({ bearer: { type: 'http', scheme: 'bearer' } });
    const access = new Map<string, string>(
      t.app.routeAccess.map((r) => [`${r.method.toLowerCase()} ${documented(r.url)}`, r.access]),
    );
    for (const { key, op } of operations()) {
      const needed = access.get(key);
      if (needed === 'public') {
        expect(op.security, key).toEqual([]);
        continue;
      }
      expect(op.security, key).toEqual([{ bearer: [] }]);
      expect(op.responses?.['401'], `${key} answers 401`).toBeDefined();
      if (needed === 'user') expect(op.description, key).toMatch(/signed-in account/);
      else {
        expect(op.description, key).toContain(`Needs the ${needed} role`);
        expect(op.responses?.['403'], `${key} answers 403`).toBeDefined();
      }
    }
  });

  it('describes every answer, and every error as application/problem+json with the Problem schema', () => {
    expect(doc.components.schemas.Problem).toMatchObject({ required: ['type', 'title', 'status', 'detail'] });
    for (const { key, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        expect(response.description, `${key} ${status}`).toBeTruthy();
        expect(response.description, `${key} ${status}`).not.toBe('Default Response');
        if (Number(status) < 400 || NOT_PROBLEMS.has(`${key} ${status}`)) continue;
        expect(Object.keys(response.content ?? {}), `${key} ${status}`).toEqual(['application/problem+json']);
        const schema = response.content!['application/problem+json']!.schema!;
        const ref = schema.$ref ?? (schema.allOf as Json[] | undefined)?.[0]?.$ref;
        expect(ref, `${key} ${status}`).toBe(PROBLEM_REF);
      }
    }
  });

  it('has examples for the main calls of the spec', () => {
    const op = (key: string) => operations().find((o) => o.key === key)?.op;
    const exampleOf = (media: Media | undefined): unknown => {
      if (!media) return undefined;
      if (media.example !== undefined) return media.example;
      if (media.examples) return Object.values(media.examples)[0]?.value;
      const schema = deref(media.schema);
      if (schema?.example !== undefined) return schema.example;
      const items = schema?.type === 'array' ? deref(schema.items as Json) : undefined;
      return items?.example === undefined ? undefined : [items.example];
    };
    const requestExample = (key: string) => exampleOf(op(key)?.requestBody?.content?.['application/json']);
    const responseExample = (key: string, status: number) =>
      exampleOf(op(key)?.responses?.[status]?.content?.['application/json']);
    const queryExample = (key: string, name: string) => op(key)?.parameters?.find((p) => p.name === name)?.example;

    const responses: [string, number][] = [
      ['get /api/approved', 200],
      ['get /api/approved/{video_id}', 200],
      ['get /api/suggestions', 200],
      ['get /api/search', 200],
      ['post /api/register', 201],
      ['post /api/login', 200],
      ['post /api/token/refresh', 200],
      ['post /api/approve/{video_id}', 200],
      ['post /api/remove/{video_id}', 200],
      ['post /api/bulk-approve', 202],
      ['get /api/jobs/{job_id}', 200],
      ['get /api/my-list', 200],
      ['post /api/my-list', 201],
      ['put /api/progress/{video_id}', 200],
      ['get /api/progress/{video_id}', 200],
    ];
    for (const [key, status] of responses) expect(responseExample(key, status), `${key} ${status}`).toBeDefined();
    for (const key of [
      'post /api/register',
      'post /api/login',
      'post /api/token/refresh',
      'post /api/approve/{video_id}',
      'post /api/remove/{video_id}',
      'post /api/bulk-approve',
      'post /api/my-list',
      'put /api/progress/{video_id}',
    ]) {
      expect(requestExample(key), key).toBeDefined();
    }
    expect(queryExample('get /api/approved', 'categories')).toBeDefined();
    expect(queryExample('get /api/search', 'q')).toBeDefined();
    expect(queryExample('get /api/suggestions', 'query')).toBeDefined();
    expect(op('get /api/approved/{video_id}')?.parameters?.find((p) => p.name === 'video_id')?.example).toBeDefined();
  });

  it('has only examples that validate against their own schemas', () => {
    // OpenAPI 3.0 schemas: `nullable`, and draft-04 style boolean exclusiveMinimum, which ajv 6 reads.
    const ajv = new Ajv({
      nullable: true,
      unknownFormats: 'ignore',
      validateSchema: false,
      allErrors: true,
      logger: false,
    });
    const checks: { where: string; schema: Json; example: unknown }[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const object = node as Json;
      if ('schema' in object && typeof object.schema === 'object') {
        // A media type or a parameter: its examples describe its schema.
        const schema = object.schema as Json;
        if (object.example !== undefined) checks.push({ where, schema, example: object.example });
        if (typeof object.examples === 'object' && object.examples !== null) {
          for (const [name, ex] of Object.entries(object.examples as Record<string, { value?: unknown }>)) {
            checks.push({ where: `${where}/examples/${name}`, schema, example: ex.value });
          }
        }
      } else if (object.example !== undefined && ('type' in object || 'properties' in object || '$ref' in object)) {
        const { example, ...schema } = object;
        checks.push({ where, schema, example });
      }
      for (const [key, value] of Object.entries(object)) if (key !== 'example') walk(value, `${where}/${key}`);
    };
    walk(doc, '#');
    expect(checks.length).toBeGreaterThan(20);
    const failures = checks.flatMap(({ where, schema, example }) => {
      const validate = ajv.compile({ allOf: [schema], components: doc.components });
      return validate(example) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('answers as documented: paths without the trailing slash, optional bodies, problem+json errors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/approved?page_size=1' })).statusCode).toBe(200);
    const logout = doc.paths['/api/logout']!.post!;
    expect(logout.requestBody).toMatchObject({ required: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/token/refresh' });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(doc.paths['/api/token/refresh']!.post!.responses).toHaveProperty('401');
  });
});
