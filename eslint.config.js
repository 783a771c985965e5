// One lint configuration for every workspace (see docs/adr/0001-monorepo-and-toolchain.md).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FEATURE_LAYERS, featuresBelow } from './apps/storefront/feature-layers.ts';

/** A feature's public surface: what another folder may import of it (ADR 0047). */
const SURFACE = ['index.ts', 'index.server.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '.tools/**',
      '**/data/**',
      '**/coverage/**',
      '**/.nuxt/**',
      '**/.output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Scripts the engine serves to browsers (the demo gateway's card fields run in the shop's frame).
    files: ['apps/store-api/src/http/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The engine is layered: http/ → domain/ → db/ (apps/store-api/README.md). The domain owns its
    // errors and SQL and never reaches back into the HTTP layer.
    files: ['apps/store-api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)http/', message: 'domain/ must not import http/: raise a domain/errors.ts error and let http/ map it.' }] },
      ],
    },
  },
  {
    // Route modules stand side by side (docs/architecture.md §6): what two of them share is a request helper in http/
    // (request.ts, read-route.ts) or a rule in domain/, and app.ts registers every one of them.
    files: ['apps/store-api/src/http/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./|(^|/)routes/',
              message: 'http/routes/ modules must not import each other: move the shared part to http/ (a request helper) or domain/ (a rule).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // The storefront's layers (apps/storefront/README.md "Layers", ADR 0033): imports only run down,
    // routes/ and layouts/ → features/ → lib/, ui/, i18n/, and no module reaches itself again.
    files: ['apps/storefront/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/storefront/app`,
          zones: [
            {
              target: ['./lib', './ui', './i18n'],
              from: ['./features', './routes', './layouts'],
              message: 'lib/, ui/ and i18n/ sit below the features: move what both need down, or keep the code in its feature.',
            },
            {
              target: './features',
              from: ['./routes', './layouts'],
              message: 'features/ must not import routes/ or layouts/: a route calls the feature, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // The storefront's features are modules (ADR 0047): a feature imports another only through its
    // index.ts or index.server.ts, and only a feature of a lower layer (apps/storefront/feature-layers.ts),
    // so the folders never import each other in a circle. Routes, layouts and the root import features'
    // surfaces too. Tests may reach into the folders they test.
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        // Patterns match the end of a folder's path (the block lints apps/storefront/app only).
        { type: 'feature', pattern: 'features/*', capture: ['name'] },
        // Routes, layouts, the root and the rest of app/ (lib/, ui/ and i18n/ import no feature at all: see above).
        { type: 'app', pattern: 'storefront/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: ['feature', 'app'] } },
              disallow: { to: { element: { type: 'feature' } } },
              message: `features/{{ to.element.captured.name }} is imported only through its index.ts or index.server.ts, and by no feature of its own layer or a lower one (apps/storefront/feature-layers.ts, ADR 0047).`,
            },
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'feature', fileInternalPath: SURFACE } } } },
            ...FEATURE_LAYERS.flat().map((name) => {
              const below = featuresBelow(name).map((feature) => ({ name: feature }));
              return {
                from: { element: { type: 'feature', captured: { name } } },
                allow: [
                  { to: { element: { type: 'feature', captured: below, fileInternalPath: SURFACE } } },
                  // A part loaded on first use names its own file: through index.ts it would load the whole surface.
                  { to: { element: { type: 'feature', captured: below } }, dependency: { nodeKind: 'dynamic-import' } },
                ],
              };
            }),
          ],
        },
      ],
    },
  },
  {
    // Server modules hand view data to components, so the data's types live in the server module or a
    // plain .ts view module, never in a component file (a .server.ts importing .tsx drags a component in).
    files: ['apps/storefront/**/*.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '\\.tsx$', message: 'A *.server.ts module must not import a component (.tsx): put the shared type in a .ts module.' }] },
      ],
    },
  },
);
