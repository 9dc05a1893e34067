import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { COMPRESS_THRESHOLD_BYTES } from './cached-body.ts';

/**
 * How answers travel: JSON and HTML made per request are compressed on the fly (cached bodies and
 * built assets arrive already compressed and are left alone), and an API answer that states no
 * caching policy of its own is never stored: most carry a member's data. Every answer carries its
 * request id.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      },
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      // Every answer names its request (plugins/request-ids.ts), as the logs, jobs and events do.
      reply.header('x-request-id', request.id);
      if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/'))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'delivery' },
);
