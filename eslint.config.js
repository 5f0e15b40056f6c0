import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', '.tmp/**', 'tests/corpus/apps/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Lisez la configuration depuis server/env.ts.',
        },
      ],
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'Le web ne touche pas au serveur : passez par common/.' }] },
      ],
    },
  },
);
