import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { problemSchema } from '@focustube/contracts';
import type { Access } from './auth.ts';

const DOCS_PREFIX = '/api/docs';
const PROBLEM_REF = '#/components/schemas/Problem';
const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** What each error status means in this API; every one of them carries a Problem body. */
const ERRORS: Record<number, string> = {
  400: 'Bad request — a field is missing or not valid; `errors` lists the messages per field',
  401: 'Unauthorized — not signed in, or the token or password sent is not valid (or has expired)',
  403: 'Forbidden — the account does not have the role this call needs',
  404: 'Not found — nothing here has that id',
  409: 'Conflict — the request clashes with the current state (someone else acted first, or it already exists)',
  413: 'Content too large — the body is over the size this call takes (see its description)',
  415: 'Unsupported media type — send the body as JSON, with `Content-Type: application/json`',
  429: 'Too many requests — wait the seconds given in `retry-after`, then try again',
  500: 'Something went wrong on the server',
  502: 'Bad gateway — YouTube answered with an error',
  503: 'Service unavailable — Redis, the job queues or the YouTube API (no key, or its quota spent) cannot serve this now; `retry-after` says when to try again',
};

const SUCCESS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted — the work runs as a background job: follow it at /api/jobs/{job_id}/ or through the `job:*` socket events',
  204: 'Done — no content',
};

const ROLE_NOTE: Record<Access, string | undefined> = {
  public: undefined,
  user: 'Needs a signed-in account (any role): send `Authorization: Bearer <access token>`.',
  moderator: 'Needs the moderator role (admins may call it too).',
  admin: 'Needs the admin role.',
};

/** Routes of the API itself; the web app's pages, Bull Board and the docs' own routes stay out of the document. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/** `/api/approved/:video_id/` → `/api/approved/:video_id`: the router answers both spellings (ignoreTrailingSlash). */
const documentedPath = (url: string) => url.replace(/(.)\/+$/, '$1');

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** `POST /api/approve/:video_id/` → `postApproveByVideoId`; `GET /api/jobs/:job_id/retry/` → `getJobsRetryByJobId`. */
export function operationIdFor(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const words = segments.filter((s) => !s.startsWith(':')).map(pascal);
  const params = segments.filter((s) => s.startsWith(':')).map((s) => pascal(s.slice(1)));
  return method.toLowerCase() + words.join('') + (params.length > 0 ? `By${params.join('And')}` : '');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Per route: hides what is not the API, and derives from the route's declared `config.access` its
 * `security`, the role it needs and its 401/403 answers, so no route can be documented unguarded.
 */
function createTransform(defaultBodyLimit: number): SwaggerTransform {
  const owners = new Map<string, string>();
  const uniqueOperationId = (method: string, url: string) => {
    const route = `${method} ${url}`;
    const base = operationIdFor(method, url);
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}${n}`;
      const owner = owners.get(id);
      if (owner === undefined || owner === route) {
        owners.set(id, route);
        return id;
      }
    }
  };

  return (input) => {
    const { route, url } = input;
    if (!isApiRoute(url)) return { schema: { ...input.schema, hide: true }, url };
    const source = (input.schema ?? {}) as Json;
    const access: Access = route.config?.access ?? 'public';
    const method = [route.method].flat()[0]!.toUpperCase();
    const response: Json = { ...(source.response as Json | undefined) };
    const answers = (status: number) => (response[status] ??= problemSchema);
    if (source.body || source.querystring || source.params) answers(400);
    if (access !== 'public') answers(401);
    if (access === 'moderator' || access === 'admin') answers(403);
    if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) answers(429);
    let bodyNote: string | undefined;
    if (source.body) {
      answers(413);
      answers(415);
      bodyNote = `The JSON body may be at most ${Math.round((route.bodyLimit ?? defaultBodyLimit) / 1024)} KB.`;
    }
    const description = [source.description, bodyNote, ROLE_NOTE[access]].filter(Boolean).join('\n\n');
    const schema = {
      ...source,
      response,
      operationId: (source.operationId as string | undefined) ?? uniqueOperationId(method, url),
      security: access === 'public' ? [] : [{ bearer: [] }],
      ...(description ? { description } : {}),
    };
    const transformed = jsonSchemaTransform({ ...input, schema });
    return { schema: transformed.schema, url: documentedPath(transformed.url) };
  };
}

/** The parts of an OpenAPI 3.0 document this file rewrites. */
interface MediaObject {
  schema?: Json;
  example?: unknown;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  summary?: string;
  requestBody?: { required?: boolean; content?: Record<string, MediaObject> };
  responses?: Record<string, ResponseObject>;
}
interface Document {
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Json> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * An error body as a Problem: the Problem itself, or a Problem with extension members (RFC 9457 §3.2),
 * written as `allOf: [Problem, {the extra members}]`. Anything else (say, the readiness report) is not one.
 */
function asProblem(schema: Json | undefined, problem: Json): Json | null {
  if (!schema) return null;
  if (schema.$ref === PROBLEM_REF) return schema;
  const properties = schema.properties;
  const required = (problem.required as string[] | undefined) ?? [];
  if (!isObject(properties) || !required.every((name) => name in properties)) return null;
  const problemProperties = (problem.properties ?? {}) as Json;
  const extra = Object.fromEntries(
    Object.entries(properties).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(problemProperties[name]),
    ),
  );
  const extraRequired = ((schema.required as string[] | undefined) ?? []).filter((name) => name in extra);
  return {
    allOf: [
      { $ref: PROBLEM_REF },
      { type: 'object', properties: extra, ...(extraRequired.length > 0 ? { required: extraRequired } : {}) },
    ],
  };
}

function describeResponse(status: number, method: string, operation: OperationObject, response: ResponseObject): void {
  if (response.description !== 'Default Response') return;
  if (status >= 400) response.description = ERRORS[status] ?? STATUS_CODES[status] ?? 'Error';
  else if (status === 200 && method === 'get' && operation.summary) response.description = operation.summary;
  else response.description = SUCCESS[status] ?? STATUS_CODES[status] ?? 'Success';
}

/**
 * OpenAPI 3.0 has no `examples` array in a schema (JSON Schema's keyword, which zod writes): the first
 * becomes `example`. `nullable` with no `type` (zod's `unknown().nullable()`) says nothing in 3.0: dropped.
 * A lone `allOf` member is the schema itself.
 */
function normaliseSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) normaliseSchemas(item);
    return;
  }
  if (!isObject(node)) return;
  if (Array.isArray(node.examples)) {
    if (node.examples.length > 0 && node.example === undefined) node.example = node.examples[0];
    delete node.examples;
  }
  if (node.nullable === true && node.type === undefined && !node.allOf && !node.anyOf && !node.oneOf && !node.$ref) {
    delete node.nullable;
  }
  // `schema.meta({ examples })` on a named schema is `allOf: [{$ref}]` once swagger moved the examples out.
  if (Array.isArray(node.allOf) && node.allOf.length === 1 && Object.keys(node).length === 1) {
    const [only] = node.allOf as unknown[];
    delete node.allOf;
    Object.assign(node, only);
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'example') normaliseSchemas(value);
}

/** Drops component schemas nothing refers to (zod registers an input and an output copy of each). */
function pruneSchemas(document: Document): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit({ ...document, components: { ...document.components, schemas: {} } });
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** The whole document, once built: problem+json errors, descriptions, optional bodies, 3.0-clean schemas. */
export function finaliseDocument(document: Document): Document {
  const problem = document.components?.schemas?.Problem;
  if (problem) {
    // RFC 9457 lets a problem carry extension members (the 409 of moderation carries `current`).
    delete problem.additionalProperties;
    problem.description =
      'RFC 9457 problem details. `detail` is a sentence a person can read; `errors` lists messages per field.';
  }
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!METHODS.has(method)) continue;
      const body = operation.requestBody;
      // A nullish body (`schema.body: x.nullish()`) may be left out altogether.
      if (body && Object.values(body.content ?? {}).some((media) => media.schema?.nullable === true)) {
        body.required = false;
      }
      for (const [code, response] of Object.entries(operation.responses ?? {})) {
        const status = Number(code);
        describeResponse(status, method, operation, response);
        if (status === 204) delete response.content;
        if (status < 400 || !response.content) continue;
        const json = response.content['application/json'];
        const schema = problem ? asProblem(json?.schema, problem) : null;
        if (!json || !schema) continue;
        response.content = { [PROBLEM_MEDIA_TYPE]: { ...json, schema } };
      }
    }
  }
  normaliseSchemas(document);
  pruneSchemas(document);
  return document;
}

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'FocusTube API',
          description: [
            'Curated, moderator-approved educational videos.',
            'Sign in with `POST /api/login/` and send the access token as `Authorization: Bearer <token>`; each protected call says which role it needs.',
            'Every error is `application/problem+json` (RFC 9457) with a `detail` a person can read and, for fields, `errors: {field: [message]}`. Any call may also answer 500 (a bug) or 503 with `retry-after` while a service it needs is down.',
            'Paths are listed without their trailing slash; the server answers both spellings (`/api/approved` and `/api/approved/`).',
          ].join('\n\n'),
          version: '1.0.0',
        },
        servers: [{ url: '/', description: 'This FocusTube server' }],
        tags: [
          { name: 'catalogue', description: 'Approved videos, categories, search' },
          { name: 'accounts', description: 'Registration, sign-in, sessions, account settings, password reset' },
          { name: 'learning', description: 'My List and watch progress' },
          { name: 'gifts', description: 'Gift & Rewards' },
          { name: 'contact', description: 'Messages to the team' },
          { name: 'moderation', description: 'The pending queue, dustbin, approvals and vouchers (moderators)' },
          { name: 'imports', description: 'YouTube imports, sources and suggestions' },
          { name: 'jobs', description: 'Background jobs (moderators)' },
          { name: 'admin', description: 'Accounts and roles (admins)' },
          { name: 'health', description: 'Liveness and readiness' },
        ],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The 15-minute access token from `POST /api/login/` or `POST /api/token/refresh/`.',
            },
          },
        },
      },
      transform: createTransform(app.initialConfig.bodyLimit ?? 1024 * 1024),
      transformObject: (input) =>
        finaliseDocument(jsonSchemaTransformObject(input) as Document) as ReturnType<SwaggerTransformObject>,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  },
  { name: 'docs' },
);
