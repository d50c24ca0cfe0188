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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs in one file: split into ~35 small ones, they came over
            // the browser's six connections to one HTTP/1.1 server in waves (≈0.3 s before the app ran).
            { name: 'boot', tags: ['$initial'] },
            // The renderers of every widget type in one file, with the parts they share: the editor
            // draws many types at once, and the ~90 files of one each came in waves of six requests
            // after the document (≈0.2 s on a large prototype). The player keeps one file per type: a
            // phone loads only what it shows.
            {
              name: 'widget-renderers',
              test: /[\\/]render[\\/](widgets|parts)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
