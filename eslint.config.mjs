// One lint configuration for every workspace. Formatting belongs to Prettier (eslint-config-prettier turns
// off the rules that would fight it).
import { readdirSync } from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresDir = path.join(root, 'apps/web/src/features');

// Shared code flows one way: ui and platform never import features, app/ routes are imported by nobody.
const layerZones = [
  {
    target: './apps/web/src/ui',
    from: ['./apps/web/src/features', './apps/web/src/platform', './apps/web/app'],
  },
  { target: './apps/web/src/platform', from: ['./apps/web/src/features', './apps/web/app'] },
  { target: './apps/web/src/features', from: './apps/web/app' },
];

/**
 * A feature reaches another only through its index (bulletproof-react): each feature is a zone that may import
 * its own files and any feature's index.ts, nothing else under features/. `alsoAllowed` widens that for test
 * code. Paths are absolute so the rule holds whatever the working directory (the lint fixture test runs ESLint
 * through its Node API).
 */
function featureZones(alsoAllowed) {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: path.join(featuresDir, name),
      from: path.join(featuresDir, '**'),
      except: [path.join(featuresDir, '*/index.ts'), path.join(featuresDir, name, '**'), ...alsoAllowed],
      message: `Import another feature through its index ('@/features/<name>'), not its files.`,
    }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // A session's own screenshot and trial configs (gitignored), with their reports.
      'e2e/.run/**',
      'apps/web/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The pure packages import no framework and no app (ARCHITECTURE.md, rules of the house).
    files: ['packages/contract/**/*.ts', 'packages/betting/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'next', 'next/*', 'fastify', '@tanstack/*'],
              message: 'Pure packages import no framework.',
            },
            {
              group: ['@sportsbook/web', '@sportsbook/sandbox', '**/apps/**'],
              message: 'Packages never import apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...featureZones([])] },
      ],
    },
  },
  {
    // Tests and test fixtures may also use another feature's fixtures (features/<name>/testing/), which no
    // product code imports and so stay out of the index and the bundle.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/features/*/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...layerZones, ...featureZones([path.join(featuresDir, '*/testing/**')])],
        },
      ],
    },
  },
  {
    // No file over 300 lines (issue 16): one that grows past it is split by what it holds. Only data is exempt,
    // by name: seed data, the shared contract samples and the route tables, long lists rather than logic.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: [
      'apps/sandbox/src/feed/catalogue-data.ts',
      'packages/contract/src/testing/samples.ts',
      'packages/contract/src/routes/{sportsbook,platform,bets,frontend}.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Service workers the web app serves as they are (public/push/sw.js): the worker's globals, not Node's.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // Files whose framework loads their default export: Next.js route files and config, next-intl's request
    // config, Playwright's global setup, and the tools' config files.
    files: [
      'apps/web/app/**/{page,layout,error,not-found,global-error,loading,template,default}.tsx',
      'apps/web/next.config.ts',
      'apps/web/src/platform/i18n/request.ts',
      'e2e/global-setup.ts',
      '**/*.config.{ts,mjs,js}',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  prettier,
);
