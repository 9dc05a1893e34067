import fp from 'fastify-plugin';
import type { preValidationHookHandler } from 'fastify';
import { BadRequestError } from '../errors.ts';
import { msg } from '../i18n.ts';

/** No call reads anything nested nearly this deep; the walk below stops here rather than exhaust the stack. */
export const MAX_NESTING = 32;

/**
 * The first field (dotted path) of a query, params or body whose text holds a NUL character. Walked
 * with a stack of its own: a body of 100,000 nested arrays is a few hundred KB of valid JSON.
 */
function fieldWithNul(value: unknown, path: string): string | null {
  const pending: [unknown, string, number][] = [[value, path, 0]];
  while (pending.length > 0) {
    const [current, at, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return at || 'request';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_NESTING) {
      throw new BadRequestError(msg('request.tooDeep', { levels: MAX_NESTING }));
    }
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      pending.push([inner, at ? `${at}.${key}` : key, depth + 1]);
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text, so a request carrying one (`?q=a%00b`) would
 * fail deep inside a query. It is refused up front as a 400 naming the field, before any work; so is
 * a body nested deeper than MAX_NESTING.
 */
export default fp(
  async (app) => {
    const refuseNul: preValidationHookHandler = (request, _reply, done) => {
      // Query and path text come from the URL, where a NUL can only arrive as %00: a cheap test first.
      const inUrl = request.url.includes('%00');
      let field: string | null;
      try {
        field =
          (inUrl ? (fieldWithNul(request.query, '') ?? fieldWithNul(request.params, '')) : null) ??
          (request.body === undefined ? null : fieldWithNul(request.body, ''));
      } catch (error) {
        return done(error as Error);
      }
      if (field) return done(new BadRequestError(msg('request.nul', { field }), field));
      done();
    };
    app.addHook('preValidation', refuseNul);
  },
  { name: 'text-input' },
);
