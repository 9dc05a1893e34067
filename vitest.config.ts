import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { iconSprite } from './web/build/icon-sprite.ts';

/**
 * The fault suite (`npm run test:faults`, test/faults) kills and restarts a PostgreSQL, a Redis, API
 * instances and workers of its own, a dozen processes for about 2.5 minutes on 2 cores: it is left out of
 * `npm test` (and of a bare `vitest run`), whose CI run is near its time budget already, and runs only
 * when asked for with FOCUSTUBE_FAULTS=1.
 */
const faults = process.env.FOCUSTUBE_FAULTS === '1';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['services/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        plugins: [iconSprite()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Screens speak English in their tests (web/src/locales; the app's provider is not there).
          setupFiles: ['web/src/lib/i18n-test-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          // test/fuzz: the API fuzzed from its OpenAPI document (2,000 requests here; `npm run fuzz` for more).
          include: ['test/integration/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Each file drives its own Chromium; one at a time keeps timings honest on a 2-core machine.
          fileParallelism: false,
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
