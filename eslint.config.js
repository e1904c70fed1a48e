import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import globals from 'globals';

// The web app's feature folders, read from the folder itself so a new feature is covered without
// editing this file. Each stands alone: what two of them share lives in web/components (UI) or web/shell
// (app-level hooks), and only web/shell (routes, shell) puts features together.
const WEB_FEATURES = fs
  .readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = WEB_FEATURES.map((feature) => ({
  target: `./web/features/${feature}`,
  from: WEB_FEATURES.filter((other) => other !== feature).map((other) => `./web/features/${other}`),
  message: `A web feature must not import another feature: move what ${feature} needs to web/components (UI) or web/shell (app-level hooks).`,
}));

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'scratch/**', 'test-results/**', 'playwright-report/**', 'dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Imports are written without extensions (TypeScript's bundler resolution): the zones below can only
    // refuse a path the resolver finds.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Boundaries go one way: core is shared and pure; web and the server side never import each other;
      // web features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './core', from: ['./web', './bff', './db', './storage'], message: 'core/ must not depend on web, bff, db or storage.' },
            { target: './web', from: ['./bff', './db', './storage'], message: 'The web app reaches the server only over HTTP.' },
            { target: ['./bff', './db', './storage'], from: './web', message: 'Server code must not import the web app.' },
            ...featureZones,
            // The boot code runs before the app (web/main.tsx): small, and about the painted page only.
            { target: './web/boot', from: ['./web/features', './web/shell'], message: 'web/boot runs before the app: it must not import a feature or the shell.' },
            {
              target: ['./web/components', './web/api', './web/i18n', './web/offline'],
              from: './web/features',
              message: 'Shared web code (components, api, i18n, offline) must not import a feature.',
            },
            // The server's layers: db and storage are below the BFF and know nothing of it.
            { target: ['./db', './storage'], from: './bff', message: 'db/ and storage/ sit below the BFF: declare an option type here and let bff/config build it.' },
            { target: './storage', from: './db', message: 'storage/ keeps blobs only; it knows nothing of the database.' },
            {
              target: './bff/services',
              from: ['./bff/routes', './bff/presenters', './bff/http', './bff/middleware', './bff/pages'],
              message: 'Services return domain rows and know nothing of HTTP; routes, presenters, middleware and page serving shape the answer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Queries live in db/queries (one function per query, typed rows); everything above calls those.
    files: ['bff/**/*.ts', 'scripts/**/*.ts', 'storage/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'knex', message: 'Write the query in db/queries/<area>.ts; use the Db and Tx types of db/knex.ts.', allowTypeImports: false }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='Identifier'][callee.name=/^(db|tx|trx)$/]",
          message: 'Query builders belong in db/queries/<area>.ts.',
        },
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='db']",
          message: 'Query builders belong in db/queries/<area>.ts.',
        },
        {
          selector: "MemberExpression[object.name=/^(db|tx|trx)$/][property.name=/^(raw|fn|schema)$/], MemberExpression[object.property.name='db'][property.name=/^(raw|fn|schema)$/]",
          message: 'Raw SQL belongs in db/queries/<area>.ts.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
