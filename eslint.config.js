import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
            // Until the auth forms' shared parts (field, message, server errors) move into components/ and lib/.
            ...(feature === 'account' && {
              regex: `^@/features/(?!account/|auth/components/form-field$|auth/components/form-message$|auth/lib/field-errors$)`,
            }),
          },
          { group: ['../../*'], message: 'Import from outside the feature through `@/`.' },
        ],
      },
    ],
  },
});

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
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
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
);
