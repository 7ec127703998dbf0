import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.js';
import { importCycles } from './scripts/eslint-import-cycles.js';
import { serverLayers } from './scripts/eslint-server-layers.js';

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', 'data', 'server/drizzle', 'server/.openapi-client', '**/test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    // Server files form no import circle, and imports only go down its layers: shared parts (lib,
    // db, config, deps.ts), then plugins, then the domain modules, and the app that registers them.
    files: ['server/src/**/*.ts'],
    plugins: { 'import-cycles': importCycles, 'server-layers': serverLayers },
    rules: { 'import-cycles/no-cycle': 'error', 'server-layers/layers': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/layers': 'error',
      // Toasts go through lib/toast.ts, which loads notistack with the first toast (decision 006).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'notistack', message: 'Use lib/toast.ts: notistack loads with the first toast.', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['web/src/app/toaster.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
