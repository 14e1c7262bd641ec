import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noCrossFeatureImports from './tools/eslint/no-cross-feature-imports.js';
import noCrossModuleImports from './tools/eslint/no-cross-module-imports.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      '.cluster*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/no-cross-feature-imports': 'error',
    },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // server modules meet only at their index.ts faces (docs/ARCHITECTURE.md)
    files: ['apps/server/src/**/*.ts'],
    plugins: { local: { rules: { 'no-cross-module-imports': noCrossModuleImports } } },
    rules: { 'local/no-cross-module-imports': 'error' },
  },
  {
    // every web call goes through callApi and a contract declaration: no path typed by hand
    files: ['apps/web/src/{app,features,shared}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/http/client'],
              importNames: ['request'],
              message: 'Call a contract declaration with callApi (src/lib/http/call).',
            },
          ],
        },
      ],
    },
  },
  {
    // house rule 1: routes are thin, no SQL and no repositories in them
    files: ['apps/server/src/modules/**/*.routes.ts', 'apps/server/src/flows/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', '**/*.repository.js', '**/db/client.js'],
              message: 'Routes call services; SQL lives in repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    // services hold rules, not HTTP: no Fastify objects in them
    files: [
      'apps/server/src/modules/**/*.service.ts',
      'apps/server/src/modules/**/*.repository.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*'],
              message: 'Services and repositories know nothing of HTTP.',
            },
          ],
        },
      ],
    },
  },
);
