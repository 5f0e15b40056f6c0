import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint-rules/feature-boundaries.js';
import { assertAcyclic, SERVER_FEATURES } from './eslint-rules/server-features.js';

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Lisez la configuration depuis server/env.ts.',
};
const WEB_NOT_SERVER = { group: ['**/server/**'], message: 'Le web ne touche pas au serveur : passez par common/.' };

const SERVER_FEATURES_DIR = fileURLToPath(new URL('./server/features', import.meta.url));
// A new server feature is declared in the map before it lints, and the declared graph has no cycle.
for (const entry of readdirSync(SERVER_FEATURES_DIR, { withFileTypes: true })) {
  if (entry.isDirectory() && !(entry.name in SERVER_FEATURES)) {
    throw new Error(`server/features/${entry.name} n'est pas déclarée dans eslint-rules/server-features.js.`);
  }
}
assertAcyclic(SERVER_FEATURES);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', '.tmp/**', 'tests/corpus/apps/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', PROCESS_ENV],
    },
  },
  {
    files: ['server/env.ts', 'scripts/**', 'tests/**', '**/*.test.ts', 'vite.config.ts', 'vitest.config.ts', 'bench/**', 'server/index.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**', '@/*'], message: 'common/ ne dépend ni du serveur ni du web.' }] },
      ],
    },
  },
  {
    files: ['web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER] }],
    },
  },
  // Features never import each other (Bulletproof React): what two share lives in web/lib or web/app, and a page that
  // composes several (the studio with the preview, builds and GitHub) lives in web/pages.
  ...readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`web/features/${name}/**`],
      rules: {
        // import() is not seen by no-restricted-imports: the same rule for it.
        'no-restricted-syntax': [
          'error',
          PROCESS_ENV,
          {
            selector: `ImportExpression[source.value=/^@\\u002F(pages|features\\u002F(?!${name}(\\u002F|$)))/]`,
            message: `web/features/${name} n'importe pas une autre fonctionnalité ni une page, même avec import().`,
          },
        ],
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              WEB_NOT_SERVER,
              {
                regex: `^@/features/(?!${name}(/|$))`,
                message: `web/features/${name} n'importe pas une autre fonctionnalité : déplacez ce qui est partagé dans web/lib ou web/app, ou composez-les dans web/pages.`,
              },
              {
                regex: '^@/pages/',
                message: 'Une fonctionnalité ne dépend pas des pages : ce sont les pages qui composent les fonctionnalités.',
              },
              {
                regex: '(^|/)\\.\\.(/|$)',
                message: `Hors de web/features/${name}, passez par « @/ » (et jamais vers une autre fonctionnalité).`,
              },
            ],
          },
        ],
      },
    })),
  {
    files: ['web/lib/**', 'web/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_NOT_SERVER,
            {
              regex: '(^@/|(^|/)\\.\\./(.*/)?)(features|pages|app)(/|$)',
              message: 'web/lib et web/components servent à tous : ils ne dépendent ni des fonctionnalités, ni des pages, ni de web/app.',
            },
          ],
        },
      ],
    },
  },
  // Server features meet only at their index.ts, along the graph of eslint-rules/server-features.js (decision 030).
  // Tests reach into features on purpose (fixtures, internals under test): they are not part of the running graph.
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { lumi: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'lumi/feature-boundaries': ['error', { featuresDir: SERVER_FEATURES_DIR, allowed: SERVER_FEATURES }] },
  },
);
