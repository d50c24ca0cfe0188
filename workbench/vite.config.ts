import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/precompress.mjs';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  // zod without eval, which the pages' Content-Security-Policy forbids (see the module)
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('../shared/src/zodWithoutEval.ts', import.meta.url)) }],
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
