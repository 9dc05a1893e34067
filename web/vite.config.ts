import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

import { offlineSupport } from './pwa.config.ts';
import { compileCatalogue, type Catalogue } from './src/lib/i18n-compile.ts';

const api = 'http://localhost:3000';

const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterBuild = (file: string) => join(reactRouterDir, 'dist', 'production', file);
/** WEB_OUT_DIR builds elsewhere than web/dist (a private copy for browser tests run beside other work). */
export const outDir = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The message catalogues (src/locales/<language>/messages.json, ICU text) compiled at build time, so the
 * browser needs no message parser: each message becomes Lingui's compiled form. A message the Swahili
 * catalogue lacks takes the English text (the catalogue test reports it), never its id.
 */
function catalogues(): Plugin {
  const catalogue = /[\\/]src[\\/]locales[\\/](\w+)[\\/]messages\.json$/;
  const english = fileURLToPath(new URL('./src/locales/en/messages.json', import.meta.url));
  return {
    name: 'focustube-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const language = catalogue.exec(id.split('?')[0]!)?.[1];
      if (!language) return null;
      if (language !== 'en') this.addWatchFile(english);
      const fallback = language === 'en' ? {} : (JSON.parse(readFileSync(english, 'utf8')) as Catalogue);
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Catalogue, fallback)), map: null };
    },
  };
}

// `vite build` makes the browser's files in dist/; `vite build --ssr` (npm run build) makes the server's
// renderer of public pages in dist/.ssr/, which the server never serves (a dot folder), self-contained
// so the server needs none of the web app's packages installed.
export default defineConfig(({ isSsrBuild }) => ({
  // Pinned so the build lands in web/dist however vite is invoked.
  root: fileURLToPath(new URL('.', import.meta.url)),
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  plugins: [
    catalogues(),
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
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  server: {
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: isSsrBuild
    ? { outDir: `${outDir}/.ssr`, emptyOutDir: true, copyPublicDir: false }
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
