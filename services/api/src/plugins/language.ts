import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { languageFromHeader, type Language } from '../i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer's texts, from `Accept-Language` (English unless Kiswahili is asked for). */
    language: Language;
  }
  interface FastifyReply {
    /** Marks an answer whose texts are in the request's language: `Content-Language` and `Vary` are set. */
    localized(): FastifyReply;
  }
}

/** Adds `Accept-Language` to `Vary`, so no cache hands one language's text to a reader of the other. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(current)) return;
  void reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language');
}

const LOCALIZED = Symbol('localized');

/**
 * The language of each request. Problem answers always say theirs (`Content-Language`) and vary on
 * `Accept-Language`; so do answers a route marks with `reply.localized()`. An unknown language is English.
 */
export default fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.decorateReply('localized', function (this: FastifyReply) {
      (this as unknown as Record<symbol, boolean>)[LOCALIZED] = true;
      return this;
    });
    app.addHook('onRequest', async (request) => {
      request.language = languageFromHeader(request.headers['accept-language']);
    });
    app.addHook('onSend', async (request, reply) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('application/problem+json') && !(reply as unknown as Record<symbol, boolean>)[LOCALIZED])
        return;
      void reply.header('content-language', request.language);
      varyOnLanguage(reply);
    });
  },
  { name: 'language' },
);
