import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

import { catalogues } from './build/catalogues.ts';
import { iconSprite } from './build/icon-sprite.ts';
import { offlineSupport } from './pwa.config.ts';

const api = 'http://localhost:3000';

const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterBuild = (file: string) => join(reactRouterDir, 'dist', 'production', file);
/** WEB_OUT_DIR builds elsewhere than web/dist (a private copy for browser tests run beside other work). */
export const outDir = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url));

// `vite build` makes the browser's files in dist/; `vite build --ssr` (npm run build) makes the server's
// renderer of public pages in dist/.ssr/, which the server never serves (a dot folder), self-contained
// so the server needs none of the web app's packages installed.
export default defineConfig(({ command, isSsrBuild }) => ({
  // Pinned so the build lands in web/dist however vite is invoked.
  root: fileURLToPath(new URL('.', import.meta.url)),
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  plugins: [
    catalogues(),
    iconSprite(),
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each text asset, made once at build time at the highest levels, so
    // the server sends compressed bytes without compressing per request (@fastify/static preCompressed).
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        threshold: 1024,
        logLevel: 'silent',
      }),
    // The service worker that keeps pages for reading offline (pwa.config.ts); it skips the SSR build.
    !isSsrBuild && offlineSupport(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router 7 points every bundler at its development build, warnings and all
      // (remix-run/react-router#12532, #14102); its production build is the same API, smaller.
      // Builds only: the dev server keeps the development build's warnings.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: isSsrBuild
    ? {
        outDir: `${outDir}/.ssr`,
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: the server loads every screen anyway, and a lazy route's import() per rendered page
        // (each request builds its routes afresh) would go through Node's module resolution every time.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir,
        manifest: true,
        emptyOutDir: true,
        // The framework every page needs changes less often than our code: one cacheable chunk for it.
        // Other libraries (the socket client, dialogs) stay in the chunks of the screens that load them.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/,
                },
                // Our own modules the first page shares with later screens (API client, session, the menus' data):
                // one chunk rather than several small ones, each costing a request and its own compression.
                {
                  name: 'shell',
                  test: /(web[\\/]src[\\/]lib[\\/](api-client|session|unique-videos)|services[\\/]contracts[\\/]src[\\/]category-tree)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
}));
