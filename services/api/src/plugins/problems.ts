import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Problem } from '@focustube/contracts';
import { isDatabaseUnavailable, problem, ProblemError } from '../errors.ts';
import { bodyProblem } from '../framework-errors.ts';
import { validationProblem } from '../validation-errors.ts';

function isRedisOutage(error: Error): boolean {
  return /Stream isn't writeable|Connection is closed|ECONNREFUSED|enableOfflineQueue|Command timed out/i.test(
    error.message,
  );
}

/** PostgreSQL cancelled the query (57014): it ran past the pool's statement_timeout. Drizzle wraps it as `cause`. */
function isCancelledQuery(error: Error): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
  return code(error) === '57014' || code(error.cause) === '57014';
}

function problemFor(error: FastifyError, request: FastifyRequest, reply: FastifyReply): Problem {
  if (error instanceof ProblemError) {
    if (error.retryAfter) void reply.header('retry-after', String(error.retryAfter));
    return { ...problem(error.status, error.detail, error.errors), ...error.extra };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationProblem(error.validation, error.validationContext);
  const framework = bodyProblem(error, request);
  if (framework) return framework;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return problem(error.statusCode, error.message);
  if (isCancelledQuery(error)) {
    request.log.warn({ err: error }, 'query cancelled: over the statement timeout');
    void reply.header('retry-after', '5');
    return problem(503, 'The server is busy and this took too long to answer. Please try again in a moment.');
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    void reply.header('retry-after', '5');
    return problem(503, 'The service is briefly unavailable. Please try again in a moment.');
  }
  if (isRedisOutage(error)) {
    request.log.warn({ err: error }, 'redis unavailable');
    void reply.header('retry-after', '5');
    return problem(503, 'A background service is unavailable right now. Please try again in a moment.');
  }
  request.log.error({ err: error }, 'unhandled error');
  return problem(500, 'Something went wrong on our side. Please try again.');
}

/** Every error leaves as application/problem+json: validation as 400 with per-field messages, never a bare 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const body = problemFor(error, request, reply);
      return reply.status(body.status).type('application/problem+json').send(body);
    });
  },
  { name: 'problems' },
);
