import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,render,api,pwa-player,workbench,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // a condition polled for may take long on a loaded machine: tests wait for it, not race 1 s
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    globalSetup: ['test/globalSetup.ts'],
  },
});
