import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { problem } from './problems.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Serves the built React app, and index.html for any other page URL so client routes work on reload.
 * Unknown /api paths stay JSON problems.
 */
export default fp<{ dist?: string }>(
  async (app, { dist }) => {
    const root = path.resolve(dist ?? defaultWebDist);
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        maxAge: '1y',
        immutable: true,
        // index.html must never be cached long: it names the current hashed bundles.
        setHeaders: (res, file) => {
          if (file.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0]!;
      if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') {
        return reply
          .status(404)
          .type('application/problem+json')
          .send(problem(404, `There is no ${request.method} ${url} here. The API is described at /api/docs.`));
      }
      if (!built) {
        return reply
          .status(503)
          .type('text/html')
          .send(
            '<!doctype html><title>FocusTube</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
          );
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
