import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Problem } from '@focustube/contracts';
import { problem, ProblemError } from '../errors.ts';

function isRedisOutage(error: Error): boolean {
  return /Stream isn't writeable|Connection is closed|ECONNREFUSED|enableOfflineQueue/i.test(error.message);
}

/** Every error leaves as application/problem+json: validation as 400 with per-field messages, never a bare 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let body: Problem;
      if (error instanceof ProblemError) {
        body = { ...problem(error.status, error.detail, error.errors), ...error.extra };
        if (error.retryAfter) void reply.header('retry-after', String(error.retryAfter));
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
          (errors[field] ??= []).push(issue.message ?? 'is not valid.');
        }
        const detail = Object.entries(errors)
          // Our own messages are whole sentences; zod's generic ones ("Invalid input…") need the field named.
          .map(([field, messages]) =>
            /^(Invalid|Too |Expected|Unrecognized)/.test(messages[0]!) ? `${field}: ${messages[0]!}` : messages[0]!,
          )
          .join(' ');
        body = problem(400, detail, errors);
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        body = problem(error.statusCode, error.message);
      } else if (isRedisOutage(error)) {
        request.log.warn({ err: error }, 'redis unavailable');
        body = problem(503, 'A background service is unavailable right now. Please try again in a moment.');
        void reply.header('retry-after', '5');
      } else {
        request.log.error({ err: error }, 'unhandled error');
        body = problem(500, 'Something went wrong on our side. Please try again.');
      }
      return reply.status(body.status).type('application/problem+json').send(body);
    });
  },
  { name: 'problems' },
);
