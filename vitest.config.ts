import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { iconSprite } from './web/build/icon-sprite.ts';

/**
 * The fault suite (`npm run test:faults`, test/faults) kills and restarts a PostgreSQL, a Redis, API
 * instances and workers of its own, a dozen processes for about 2.5 minutes on 2 cores: a bare `vitest run`
 * leaves it out, and it runs only when asked for with FOCUSTUBE_FAULTS=1, as `npm test` does after the
 * other suites, so that the two never share the cores.
 */
const faults = process.env.FOCUSTUBE_FAULTS === '1';

export default defineConfig({
  test: {
    // Two files at a time, of any project (vitest's default on 2 cores is one at a time): the tests wait
    // on PostgreSQL, Redis, sockets and Chromium about as much as they compute, and a second file uses what
    // the first leaves of the 2 cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['services/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A worker runs file after file, importing the modules once (no test here mocks a module).
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        plugins: [iconSprite()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A worker runs file after file in one jsdom, importing React and the libraries once (a process and
          // a jsdom for each file took 4 times as long); vi.mock stays within its file, and
          // test/support/web-file-reset.ts gives each file a clean page, storage and globals.
          isolate: false,
          // Screens speak English in their tests (web/src/locales; the app's provider is not there).
          setupFiles: ['test/support/web-file-reset.ts', 'web/src/lib/i18n-test-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          // test/fuzz: the API fuzzed from its OpenAPI document (2,000 requests here; `npm run fuzz` for more).
          include: ['test/integration/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          // Each file builds and closes its own app, on its own database copy and Redis prefix: a worker runs
          // file after file without a fresh process and module graph for each (a third less time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Each file drives its own Chromium and app, in a process of its own; at most two files at a time
          // (maxWorkers above), beside another e2e file or an integration file.
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What a page shows after a click or a navigation comes when the browser gets to it: an
          // `expect.poll` waits up to 10 s for it (vitest's 1 s failed on a machine running at half speed).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      ...(faults
        ? [
            {
              test: {
                name: 'faults',
                include: ['test/faults/**/*.test.ts'],
                globalSetup: ['test/faults/global-setup.ts'],
                // Each file runs its own PostgreSQL, Redis, two APIs and workers: one at a time on 2 cores.
                fileParallelism: false,
                testTimeout: 300_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
