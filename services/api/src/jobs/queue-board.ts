import fp from 'fastify-plugin';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { pickLanguage } from '@focustube/contracts';
import { schema } from '@focustube/core';
import { translate, type MessageId } from '../i18n.ts';
import { REFRESH_COOKIE, tokenHash } from '../plugins/auth.ts';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * Bull Board, the queue dashboard, for admins. A browser opens it without our bearer token, so it
 * is guarded by the signed-in session cookie, checked (not spent) against the refresh tokens.
 */
export default fp(
  async (app) => {
    const adapter = new FastifyAdapter();
    createBullBoard({ queues: Object.values(app.queues).map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
    adapter.setBasePath(QUEUE_BOARD_PATH);

    await app.register(async (board) => {
      board.addHook('onRequest', async (request, reply) => {
        const token = request.cookies[REFRESH_COOKIE];
        const rt = schema.refreshTokens;
        const [session] = token
          ? await app.db
              .select({ role: schema.users.role })
              .from(rt)
              .innerJoin(schema.users, eq(schema.users.id, rt.userId))
              .where(and(eq(rt.tokenHash, tokenHash(token)), isNull(rt.revokedAt), gt(rt.expiresAt, sql`now()`)))
              .limit(1)
          : [];
        if (session?.role === 'admin') return;
        const status = session ? 403 : 401;
        // A page, so in the reader's language as the site's pages are: the `lang` cookie, else Accept-Language.
        const language = pickLanguage({
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        });
        const say = (id: MessageId) => translate(language, id);
        return reply
          .status(status)
          .type('text/html; charset=utf-8')
          .header('content-language', language)
          .header('vary', 'cookie, accept-language')
          .send(
            `<!doctype html><html lang="${language}"><meta charset="utf-8">` +
              '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">' +
              `<title>${say('queueBoard.title')}</title>` +
              '<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}</style>' +
              // Signed in without the role: signing in again is not the way on; back to the site is.
              (session
                ? `<p>${say('queueBoard.adminsOnly')} <a href="/">${say('queueBoard.back')}</a></p></html>`
                : `<p>${say('queueBoard.signInFirst')} <a href="/login">${say('queueBoard.signIn')}</a></p></html>`),
          );
      });
      // Bull Board's page relies on inline scripts and styles; loosen the policy for this page only.
      board.addHook('onSend', async (_request, reply) => {
        void reply.header(
          'content-security-policy',
          "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; font-src 'self' https://fonts.gstatic.com data:; img-src 'self' data:; frame-ancestors 'none'",
        );
      });
      await board.register(adapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
    });
  },
  { name: 'queue-board', dependencies: ['queues', 'auth'] },
);
