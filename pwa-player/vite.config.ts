import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../scripts/precompress.mjs';

const THEME = '#3b31c4';

export default defineConfig({
  base: '/player/',
  // zod without eval, which the pages' Content-Security-Policy forbids (see the module)
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('../shared/src/zodWithoutEval.ts', import.meta.url)) }],
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Protolab test player',
        short_name: 'Protolab',
        description: 'Take part in usability tests of clickable prototypes, online or offline.',
        start_url: '/player/',
        scope: '/player/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // shared/ is pure (no side effects on import): what the player does not use stays out of its bundle
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /\/shared\/src\//, sideEffects: false }] } },
  },
});
