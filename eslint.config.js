// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
      'apps/server/drizzle/**',
      // personal scratch scripts, gitignored
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // Packages are the pure core: they never reach into the apps.
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@reelwright/web', '@reelwright/server'],
              message: 'Packages never import apps.',
            },
          ],
        },
      ],
    },
  },
  // The pure core (script-kit, timeline): no clock, timers, network or DOM, so every result is
  // reproducible; the clock and ids are passed in.
  {
    files: ['packages/script-kit/src/**/*.ts', 'packages/timeline/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'fetch', 'window', 'document', 'performance'].map(
          (name) => ({ name, message: 'The pure core takes the clock and I/O as arguments.' }),
        ),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'The pure core takes the clock as an argument.',
        },
        { object: 'Math', property: 'random', message: 'The pure core is deterministic.' },
      ],
    },
  },
  // Web features never import each other; routes in src/app compose them.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}`, `**/features/${other}/**`],
              message: 'Features never import each other; move shared code to components/ or lib/.',
            })),
        },
      ],
    },
  })),
  // Scripts, benchmarks and tests print on purpose.
  {
    files: ['scripts/**', 'bench/**', '**/*.test.{ts,tsx}', 'apps/web/e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
