import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NO_SERVER = { group: ['**/server/**', '@server/*'], message: 'The web app never imports server code.' };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.test-data/**', '.test-results/**', '.scratch/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Imports point one way: web → shared ← server.
      'no-restricted-imports': ['error', { patterns: [NO_SERVER] }],
    },
  },
  // Inside the web app, dependencies point one way: app → features → components / lib.
  {
    files: ['web/components/**/*.{ts,tsx}', 'web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            { group: ['@web/features', '@web/features/**', '**/features/**'], message: 'components/ and lib/ import no feature: pass data in through props, or move the piece into its feature.' },
            { group: ['@web/app', '@web/app/**', '**/app/**'], message: 'components/ and lib/ never import the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            { group: ['@web/app', '@web/app/**', '**/app/**'], message: 'Features never import the app.' },
            { group: ['@web/features/*/**'], message: "Another feature is imported through its index ('@web/features/<name>'); your own feature's files by relative paths." },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/web/**', '@web/*', 'react', 'react-*'], message: 'shared/ imports only itself and small pure libraries.' }] }],
    },
  },
);
