import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralText from './scripts/lint/no-literal-text.js';

/**
 * The web app's import boundaries (as bulletproof-react's import/no-restricted-paths zones): shared code
 * (components/, lib/) → features → app. Shared code imports no feature and not the app; a feature
 * imports no other feature and not the app, and reaches shared code through `@/`, never by climbing
 * out of its folder. What two features share moves down into components/ or lib/, or the app composes them.
 */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appImport = { group: ['@/app', '@/app/*'], message: 'Only the app imports from app/.' };
const featureImportBoundaries = (feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          appImport,
          {
            regex: `^@/features/(?!${feature}/)`,
            message:
              'A feature imports no other feature: move what both need into components/ or lib/, or compose them in app/.',
          },
          { group: ['../../*'], message: 'Import from outside the feature through `@/`.' },
        ],
      },
    ],
  },
});

/**
 * No import cycles in the web app (bulletproof-react's import/no-cycle, without the plugin): follows
 * each file's static value imports (`@/…` and relative; `import type` and `import()` do not count)
 * and reports a file that can reach itself.
 */
const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const importsByFile = new Map();
function resolveImport(from, specifier) {
  const base = specifier.startsWith('@/')
    ? resolve(webSrc, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    try {
      if (statSync(base + ending).isFile()) return base + ending;
    } catch {
      // not this spelling
    }
  }
  return null;
}
function importsOf(file, text) {
  if (!importsByFile.has(file) || text !== undefined) {
    const source = text ?? readFileSync(file, 'utf8');
    const found = [...source.matchAll(staticImport)].map((m) => resolveImport(file, m[1])).filter(Boolean);
    importsByFile.set(file, found);
  }
  return importsByFile.get(file);
}
const noImportCycles = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{cycle}}.' } },
  create(context) {
    return {
      Program(node) {
        const start = context.filename;
        const seen = new Set();
        const walk = (file, path) => {
          for (const next of importsOf(file, file === start ? context.sourceCode.text : undefined)) {
            if (next === start) return [...path, next];
            if (seen.has(next)) continue;
            seen.add(next);
            const cycle = walk(next, [...path, next]);
            if (cycle) return cycle;
          }
          return null;
        };
        const cycle = walk(start, [start]);
        if (cycle) {
          const names = cycle.map((file) => relative(webSrc, file)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { cycle: names } });
        }
      },
    };
  },
};

/**
 * Every screen is translated (English and Kiswahili): no literal words may come back into any component.
 * (Tests are left out below; code outside components uses `translate()` the same way, and its fallback
 * texts are checked too.)
 */
const TRANSLATED = ['web/src/**/*.tsx', 'web/src/**/*.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'services/core/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The API's plugins and errors.ts sit below its features (STYLE "Import boundaries"): they never import
    // from a feature folder. A feature that needs a plugin-level piece moves it down, or owns the plugin.
    files: ['services/api/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[^/]+/', message: 'A plugin does not import from a feature folder.' }] },
      ],
    },
  },
  {
    // A feature reaches shared code (plugins/, errors.ts, paging.ts) and its own files, never another feature.
    files: ['services/api/src/*/**/*.ts'],
    ignores: ['services/api/src/plugins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!plugins/)[^/]+/',
              message: 'A feature does not import from another feature; move what both need to plugins/ or core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/api/src/errors.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./[^/]+/', message: 'errors.ts does not import from a feature or plugin.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, web: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { ...reactHooks.configs.recommended.rules, 'web/no-import-cycles': 'error' },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImport,
            { group: ['**/features/*'], message: 'Shared code (components/, lib/) imports no feature.' },
          ],
        },
      ],
    },
  },
  ...webFeatures.map(featureImportBoundaries),
  {
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
