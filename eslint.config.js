import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { importBoundaryZones, repoReexports } from './scripts/import-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/api/.test-build-*/**', 'apps/api/.e2e-build-*/**', 'data/**', 'apps/api/src/db/migrations/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One direction of imports (docs/ARCHITECTURE.md, "Import direction"): zones are computed from the folders.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { import: importPlugin },
    // Relative imports without extensions, as TypeScript's bundler resolution writes them.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: importBoundaryZones(import.meta.dirname) }] },
  },
  {
    // Every query key comes from lib/query-keys.ts, the one list a feature's readers and another
    // feature's invalidations share (docs/ARCHITECTURE.md, "The rules and what enforces them").
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: 'Take the query key from lib/query-keys.ts (queryKeys).' },
        { selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression", message: 'Take the query key from lib/query-keys.ts (queryKeys).' },
      ],
    },
  },
  {
    // One owner per table (docs/decisions/039): no pass-through file hands another module a repo's functions.
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...repoReexports] },
  },
  {
    files: ['bench/**', 'scripts/**', 'e2e/**', 'apps/api/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
