import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a feature; the zones below are built from whatever is there.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: app and routes -> features -> shared (components, lib, content).
// A feature never imports another feature; shared code never imports a feature, a route or the app.
const importZones = [
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'Features never import each other: compose them in a route, in src/app or, for the service worker, in src/sw.ts.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features must not depend on the app or routes.',
  },
  {
    // src/runtime decides when code runs for every part; the entries (src/first-script.ts,
    // src/starter.ts) compose it with the features.
    target: ['./src/components', './src/lib', './src/content', './src/runtime'],
    from: ['./src/features', './src/app', './src/routes'],
    message: 'Shared code must not depend on features, routes or the app.',
  },
  {
    // The runtime builds on lib (the marks, the device's facts), never the other way.
    target: ['./src/lib', './src/content'],
    from: './src/runtime',
    message: 'lib and content never import the runtime: move what both need into lib.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'src/routeTree.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones: importZones }],
    },
    settings: {
      // Source imports are relative and extensionless; the node resolver finds them with these.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Only our own modules can form cycles; parsing packages' bundles is slow (PGlite's overflows).
      'import/ignore': ['node_modules'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: jsxA11y.flatConfigs.strict.plugins,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // Safari drops list semantics from lists styled with list-style: none; the role restores them.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    // What the function shares with the rest (supabase/functions/_shared) has one address outside
    // supabase/: the alias package.json's "imports" declares, which every tool here resolves.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'benchmarks/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+supabase/',
              message:
                "Import the function's shared code by its alias, '#shared/<file>', not by a relative path into supabase/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The reasons to start the framework that are not parts are raised from one list, in
    // src/starter.ts (decision 0045); a part wants its code through its element (partAttributes).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/starter.ts', 'src/runtime/wanted.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='wantCode']",
          message:
            "The code is wanted from src/starter.ts's one list of reasons that are not parts, or by a part through its element (partAttributes, lazyPart): add the reason to that list.",
        },
      ],
    },
  },
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['scripts/**/*.ts', 'benchmarks/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  // Edge Functions run on Deno; their shared code sticks to Web APIs so Node can run it too.
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { ...globals.worker, Deno: 'readonly' } },
  },
);
