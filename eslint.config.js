import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NO_SERVER = { group: ['**/server/**', '@server/*'], message: 'The web app never imports server code.' };

// Inside the web app, dependencies point one way: app → features → components / lib.
const NO_FEATURE_FOR_SHARED_UI = { group: ['@web/features', '@web/features/**', '**/features/**'], message: 'components/ and lib/ import no feature: pass data in through props, or move the piece into its feature.' };
const NO_APP_FOR_SHARED_UI = { group: ['@web/app', '@web/app/**', '**/app/**'], message: 'components/ and lib/ never import the app.' };
const NO_APP_FOR_FEATURES = { group: ['@web/app', '@web/app/**', '**/app/**'], message: 'Features never import the app.' };
/**
 * No barrel files in web/features (docs/architecture.md): a feature is imported from the file that
 * defines the thing ('@web/features/<name>/<path>'), never through its folder root or an index, so the
 * build's chunks carry only what a page uses (a barrel pulls every module it re-exports into its
 * importer's chunk).
 */
const NO_FEATURE_BARREL = {
  regex: '^@web/features/[^/]+/?$|(^|/)features/[^/]+/?$|^@web/features/.*/index(\\.tsx?)?$',
  message: "Import from the file that defines the thing ('@web/features/<name>/<path>'): web/features has no index barrels.",
};
/** The web app's and shared code's syntax rules (the block near the end of the list). */
const WEB_SYNTAX = [
  { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: 'Dates are written by @shared/format/date (formatDate, formatTime) or web/lib/long-date (formatLongDate).' },
  { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Dates are written by @shared/format/date (formatDate, formatTime) or web/lib/long-date (formatLongDate); prices by @shared/format/price.' },
  // A plain list is not named (issue 23, what markup tools read): name the group or section around it.
  { selector: "JSXOpeningElement[name.name=/^(ul|ol)$/] > JSXAttribute[name.name=/^aria-label(ledby)?$/]", message: 'A list is not named: put the name on the section, nav or role="group" around it.' },
];
/** A feature file never passes on another file's exports: its importers import from the file that defines them. */
const NO_REEXPORT = [
  { selector: 'ExportAllDeclaration', message: 'No re-exports in web/features: import from the file that defines the thing.' },
  { selector: 'ExportNamedDeclaration[source]', message: 'No re-exports in web/features: import from the file that defines the thing.' },
];
const NO_INDEX_FILE = { selector: 'Program', message: 'No index.ts barrels in web/features: name the file after what it defines, and import it from there.' };
const FEATURES = readdirSync(new URL('./web/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * For a file `depth` folders below web/features/<feature>/: its own feature by relative paths only
 * (not through its '@web/features/<feature>/…' alias), and no relative path that climbs out of the
 * feature (another feature's files are reached through '@web/features/<name>/<path>', components and
 * lib through '@web/…').
 */
const featureBlock = (feature, depth) => ({
  files: [`web/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          NO_SERVER,
          NO_APP_FOR_FEATURES,
          NO_FEATURE_BARREL,
          { regex: `^@web/features/${escapeRegex(feature)}/`, message: "A feature reaches its own files by relative paths, not through its '@web/features/…' alias." },
          { regex: `^(\\./)?(\\.\\./){${depth}}`, message: "This relative path leaves the feature: import another feature's file as '@web/features/<name>/<path>', components and lib as '@web/components/…', '@web/lib/…'." },
        ],
      },
    ],
  },
});

// --- Server boundaries (docs/architecture.md). A module (server/modules/<name>/) is reached through its
// index.ts, its public face; every other file of its folder is its own. Table files are the one
// exception: a foreign key names the other module's table file (the schema is a layer of its own, and
// importing a whole module's index from a table would load its routes into drizzle-kit). The
// infrastructure (lib, plugins, db, realtime) imports no module: a module's answer is handed in by
// server/app.ts. Tests and the test support may reach a module's internals (they set up rows).
const NO_WEB_FOR_SERVER = { regex: '(^|/)web(/|$)|^@web/', message: 'The server never imports the web app.' };
const NO_MODULE_FOR_INFRA = { regex: '(^|/)modules(/|$)', message: 'server/lib, plugins, db and realtime import no module: server/app.ts hands the module\'s answer in (a plugin option), or the piece belongs in the module.' };
const NO_PLUGIN_FOR_LIB = { regex: '(^|/)plugins(/|$)', message: 'server/lib and db import no plugin: a plugin uses lib, not the other way round.' };
const moduleInternals = (prefix) => ({
  regex: `^${prefix}modules/[^/]+/`,
  message: "Another module is imported through its index ('…/modules/<name>'), its public face.",
});
const SERVER_TESTS = ['server/**/*.test.ts', 'server/test/**'];
// Test support (a test app, factories, fakes) lives under server/test, never inside a module: a
// module's code that imports the test runner or the test support is test code in the wrong place.
const NO_TEST_SUPPORT_IN_MODULE = { regex: '^vitest$|(^|/)test/', message: 'Test support lives under server/test; a module\'s own files never import vitest or server/test.' };
const serverBlocks = [
  { files: ['server/**/*.ts'], ignores: SERVER_TESTS, rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB_FOR_SERVER] }] } },
  {
    files: ['server/lib/**/*.ts', 'server/db/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB_FOR_SERVER, NO_MODULE_FOR_INFRA, NO_PLUGIN_FOR_LIB] }] },
  },
  { files: ['server/plugins/**/*.ts', 'server/realtime/**/*.ts'], ignores: SERVER_TESTS, rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB_FOR_SERVER, NO_MODULE_FOR_INFRA] }] } },
  // The composition root (app.ts, main.ts, search-index.ts, …) and the demo seed: modules through their index.
  // server/schema.ts lists every table for drizzle-kit, so it alone names the table files.
  { files: ['server/*.ts'], ignores: [...SERVER_TESTS, 'server/schema.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB_FOR_SERVER, moduleInternals('\\./')] }] } },
  { files: ['server/seed/**/*.ts'], ignores: SERVER_TESTS, rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB_FOR_SERVER, moduleInternals('\\.\\./')] }] } },
  {
    files: ['server/modules/*/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_WEB_FOR_SERVER,
            NO_TEST_SUPPORT_IN_MODULE,
            { regex: '^\\.\\./[^./][^/]*/', message: "Another module is imported through its index ('../<name>'), its public face; its other files are its own." },
            { regex: '^(\\.\\./){2,}modules(/|$)', message: "Another module is imported as '../<name>' (its index)." },
          ],
        },
      ],
    },
  },
  {
    // A table's foreign keys name the other module's table file (see above); nothing else of it.
    files: ['server/modules/*/*.table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_WEB_FOR_SERVER,
            { regex: '^\\.\\./(?!users/(users|geo)\\.table$)[^./][^/]*(/|$)', message: "A table file imports only the tables its foreign keys name (users/users.table, users/geo.table), never another module's code." },
          ],
        },
      ],
    },
  },
];

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
      // Imports point one way: web → shared ← server; a feature's files are imported where they are defined.
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_FEATURE_BARREL] }],
    },
  },
  // Inside the web app, dependencies point one way: app → features → components / lib. A later block's
  // no-restricted-imports replaces an earlier one for the same file, so each block repeats NO_SERVER.
  {
    files: ['web/components/**/*.{ts,tsx}', 'web/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_FEATURE_FOR_SHARED_UI, NO_APP_FOR_SHARED_UI] }] },
  },
  {
    files: ['web/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_APP_FOR_FEATURES, NO_FEATURE_BARREL] }] },
  },
  ...FEATURES.flatMap((feature) => [1, 2, 3, 4, 5].map((depth) => featureBlock(feature, depth))),
  // Tests that render the app's pages against the real API build it with the server's test support
  // (a test app and the demo content); nothing else of the server, and tests are never bundled.
  {
    files: ['web/app/**/*.test.{ts,tsx}', 'web/entry-server.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_FEATURE_BARREL, { regex: '(^|/)server/(?!test/|seed$)', message: 'A web test uses only the server test support (server/test) and the demo seed.' }] },
      ],
    },
  },
  // One date formatter: every date and time the site shows comes from shared/format/date.ts (and the
  // long form's words from the dictionaries, web/lib/long-date.ts). Intl's own date words fall back to
  // forms no Uzbek reader writes ('2026 M11 27'). And no named plain lists.
  {
    files: ['web/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: ['shared/format/date.ts'],
    rules: { 'no-restricted-syntax': ['error', ...WEB_SYNTAX] },
  },
  // No barrel files in web/features: no index.ts, and no file that re-exports another's exports (a later
  // block's no-restricted-syntax replaces an earlier one for the same file, so it repeats WEB_SYNTAX).
  {
    files: ['web/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...WEB_SYNTAX, ...NO_REEXPORT] },
  },
  {
    files: ['web/features/**/index.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...WEB_SYNTAX, ...NO_REEXPORT, NO_INDEX_FILE] },
  },
  ...serverBlocks,
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/web/**', '@web/*', 'react', 'react-*'], message: 'shared/ imports only itself and small pure libraries.' }] }],
    },
  },
);
