import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Problem } from '@focustube/contracts';
import { isDatabaseUnavailable, problem, ProblemError } from '../errors.ts';
import { localize, msg, type Language, type Message } from '../i18n.ts';
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
  const language: Language = request.language ?? 'en';
  const say = (status: number, message: Message) => problem(status, message.in(language), undefined, language);
  if (error instanceof ProblemError) {
    if (error.retryAfter) void reply.header('retry-after', String(error.retryAfter));
    return { ...error.localized(language), ...error.extra };
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return validationProblem(error.validation, error.validationContext, language);
  const framework = bodyProblem(error, request);
  if (framework) return framework;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return problem(error.statusCode, localize(error.message, language), undefined, language);
  if (isCancelledQuery(error)) {
    request.log.warn({ err: error }, 'query cancelled: over the statement timeout');
    void reply.header('retry-after', '5');
    return say(503, msg('server.busy'));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    void reply.header('retry-after', '5');
    return say(503, msg('server.unavailable'));
  }
  if (isRedisOutage(error)) {
    request.log.warn({ err: error }, 'redis unavailable');
    void reply.header('retry-after', '5');
    return say(503, msg('server.backgroundUnavailable'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return say(500, msg('server.error'));
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
