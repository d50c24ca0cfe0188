import js from '@eslint/js';
import react from 'eslint-plugin-react';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Visible workbench text goes through i18next: JSX may hold only punctuation as literal text.
const jsxPunctuation = [
  '.',
  ',',
  ':',
  ';',
  '!',
  '?',
  '(',
  ')',
  '[',
  ']',
  '/',
  '|',
  '-',
  '–',
  '—',
  '·',
  '•',
  '×',
  '★',
  '☆',
  '…',
  '+',
  '*',
  '&',
  '%',
  '#',
  '@',
  '→',
  '←',
  '"',
  "'",
];

// shared/ is the pure core: no DOM, Node, React, storage or server imports (tests may read files).
const impureModules = [
  'react',
  'react-dom',
  'konva',
  'react-konva',
  'dexie',
  'knex',
  'koa',
  '@koa/router',
  'pg',
  'better-sqlite3',
  'fs',
  'path',
  'os',
  'crypto',
  'http',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.types/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: impureModules.map((name) => ({
            name,
            message: 'shared/ stays pure: no DOM, Node, React or storage imports.',
          })),
          patterns: [
            { group: ['node:*'], message: 'shared/ stays pure: no Node APIs.' },
            {
              group: ['@protolab/api', '@protolab/player', '@protolab/workbench'],
              message: 'shared imports nothing of ours.',
            },
            {
              group: ['@protolab/render', '**/render', '**/render/**'],
              message: 'the pure core never imports the renderer.',
            },
          ],
        },
      ],
    },
  },
  {
    // the renderer: React and the pure core, nothing of the three parts, no Node APIs
    files: ['render/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['knex', 'koa', 'dexie', 'konva', 'react-konva'].map((name) => ({
            name,
            message: 'the renderer draws with React DOM only.',
          })),
          patterns: [
            { group: ['node:*'], message: 'the renderer runs in browsers.' },
            {
              group: [
                '@protolab/api',
                '@protolab/player',
                '@protolab/workbench',
                '**/pwa-player/**',
                '**/workbench/**',
                '**/api/src/**',
              ],
              message: 'the renderer imports only shared.',
            },
            {
              group: ['**/shared/src/**'],
              message: 'import the core as @protolab/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@protolab/player', '@protolab/workbench', '**/pwa-player/**', '**/workbench/**'],
              message: 'api imports only shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa-player/**/*.{ts,tsx}', 'workbench/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@protolab/api', '**/api/src/**'],
              message: 'front ends talk to the API over HTTP, through the shared REST client.',
            },
          ],
        },
      ],
    },
  },
  {
    // text shown to people comes from the locale files; a stray literal (a comment written as JSX
    // text once showed above every prototype in the player) is an error
    files: ['workbench/src/**/*.tsx', 'pwa-player/src/**/*.tsx'],
    ignores: ['workbench/src/**/*.test.tsx', 'pwa-player/src/**/*.test.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: jsxPunctuation }],
    },
  },
);
