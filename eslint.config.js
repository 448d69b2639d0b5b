import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/** The API's layers (architecture.md): modules → plugins never; routes → service → repository. */
const API_SRC = 'apps/api/src';
const API_ROUTES = [`${API_SRC}/modules/**/routes.ts`, `${API_SRC}/modules/**/*-routes.ts`];
const API_SERVICES = [`${API_SRC}/modules/**/service.ts`, `${API_SRC}/modules/**/*-service.ts`];
const API_REPOSITORIES = [
  `${API_SRC}/modules/**/repository.ts`,
  `${API_SRC}/modules/**/*-repository.ts`,
];
const apiImports = {
  plugins: { 'import-x': importX },
  settings: {
    // The TypeScript settings, so imported files are parsed as TypeScript (no-cycle reads them),
    // with the API's own tsconfig for resolving its `.js` import paths to `.ts` files.
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver': { typescript: { project: 'apps/api/tsconfig.json' } },
  },
};
const zone = (target, from, message) => ({ target, from, message });
const drizzleOnlyInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Only repositories (modules/**/repository.ts, *-repository.ts) and db/ use Drizzle.',
};
/** Another module's file other than its index.js, from a module's file. */
const throughPublicFile = {
  regex: '^(\\.\\./\\.\\./modules/|\\.\\./)(?!\\.)[^/]+/(?!index\\.js$)',
  message:
    "Import another module through its public file, '../<area>/index.js'; export what it lacks there.",
};

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
    // API modules never import plugins: what a module needs from the request lives in modules/auth.
    ...apiImports,
    files: [`${API_SRC}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            zone(
              `${API_SRC}/modules`,
              `${API_SRC}/plugins`,
              'API modules never import plugins; plugins import from modules.',
            ),
            zone(
              API_ROUTES,
              API_REPOSITORIES,
              'Routes call services; only services use repositories.',
            ),
            zone(API_SERVICES, API_ROUTES, 'Services never import routes.'),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Only repositories (and the database's own setup) touch Drizzle; the Database and Executor
    // types come from db/client.ts.
    files: [`${API_SRC}/**/*.ts`],
    ignores: [...API_REPOSITORIES, `${API_SRC}/db/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [drizzleOnlyInRepositories] }] },
  },
  {
    // An API module reaches another only through its public file, modules/<area>/index.ts
    // (decision 038); module-graph.test.ts fails on two modules importing each other.
    files: [`${API_SRC}/modules/**/*.ts`],
    ignores: API_REPOSITORIES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [drizzleOnlyInRepositories, throughPublicFile] },
      ],
    },
  },
  {
    files: API_REPOSITORIES,
    rules: { 'no-restricted-imports': ['error', { patterns: [throughPublicFile] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs', 'apps/web/public/**/*.js'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        localStorage: 'readonly',
        matchMedia: 'readonly',
        document: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        requestAnimationFrame: 'readonly',
      },
    },
  },
);
