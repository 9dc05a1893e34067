import fp from 'fastify-plugin';
import type { preValidationHookHandler } from 'fastify';
import { BadRequestError } from '../errors.ts';

/** The first field (dotted path) of a query, params or body whose text holds a NUL character. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text, so a request carrying one (`?q=a%00b`) would
 * fail deep inside a query. It is refused up front as a 400 naming the field, before any work.
 */
export default fp(
  async (app) => {
    const refuseNul: preValidationHookHandler = (request, _reply, done) => {
      // Query and path text come from the URL, where a NUL can only arrive as %00: a cheap test first.
      const inUrl = request.url.includes('%00');
      const field =
        (inUrl ? (fieldWithNul(request.query, '') ?? fieldWithNul(request.params, '')) : null) ??
        (request.body === undefined ? null : fieldWithNul(request.body, ''));
      if (field) return done(new BadRequestError(`${field} cannot contain the NUL character (\\0).`, field));
      done();
    };
    app.addHook('preValidation', refuseNul);
  },
  { name: 'text-input' },
);
