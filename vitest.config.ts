import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,render,api,pwa-player,workbench,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['test/globalSetup.ts'],
  },
});
