import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { problem } from '../errors.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Vite names every file under assets/ after a hash of its content, so a changed file gets a new URL:
 * those may be kept for a year. Everything else (the HTML pages above all, which name the current
 * bundles) must be revalidated on every use, or a returning visitor keeps a page whose bundles a
 * deploy has removed.
 */
export const CACHE_HASHED_ASSET = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Serves the built React app, brotli or gzip copies made at build time when the browser takes them,
 * and index.html for any other page URL (GET or HEAD) so client routes work on reload. Unknown /api
 * paths stay JSON problems.
 */
export default fp<{ dist?: string }>(
  async (app, { dist }) => {
    const root = path.resolve(dist ?? defaultWebDist);
    const assets = path.join(root, 'assets') + path.sep;
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The policy is ours, per file, below; the ETag and Last-Modified validators stay on.
        cacheControl: false,
        setHeaders: (reply, file) => {
          reply.header('cache-control', file.startsWith(assets) ? CACHE_HASHED_ASSET : CACHE_REVALIDATE);
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0]!;
      const page = request.method === 'GET' || request.method === 'HEAD';
      // A missing asset is a 404, never the app's page: a tab from before a deploy must see its chunk
      // fail (and reload into the new build), not parse HTML as JavaScript.
      if (url.startsWith('/assets/')) {
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('This file is not part of the current version of FocusTube. Reload the page.');
      }
      if (url.startsWith('/api/') || url === '/api' || !page) {
        return reply
          .status(404)
          .type('application/problem+json')
          .send(problem(404, `There is no ${request.method} ${url} here. The API is described at /api/docs.`));
      }
      if (!built) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/html')
          .send(
            '<!doctype html><title>FocusTube</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
          );
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);
