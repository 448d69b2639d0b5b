import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

// Each web feature folder gets a lint zone of its own (see the layers block below).
const webFeatures = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'));
const webSharedDirs = ['components', 'lib', 'config', 'copy', 'hooks', 'test'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layers of the web app import one way: the app composes features, features use shared
    // code, and shared code stands alone. A feature never reaches into another feature; what
    // two features need lives in shared code (components, lib, hooks ...).
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only the files it can parse: the TypeScript ones here.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need to shared code.',
            })),
            {
              target: webSharedDirs.map((dir) => `apps/web/src/${dir}`),
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'Shared code never imports features or the app.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs', 'apps/web/public/**/*.js'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        localStorage: 'readonly',
        document: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        requestAnimationFrame: 'readonly',
      },
    },
  },
);
