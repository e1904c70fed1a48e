import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'scratch/**', 'test-results/**', 'playwright-report/**', 'dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Boundaries go one way: core is shared and pure; web and the server side never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './core', from: ['./web', './bff', './db', './storage'], message: 'core/ must not depend on web, bff, db or storage.' },
            { target: './web', from: ['./bff', './db', './storage'], message: 'The web app reaches the server only over HTTP.' },
            { target: ['./bff', './db', './storage'], from: './web', message: 'Server code must not import the web app.' },
          ],
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
