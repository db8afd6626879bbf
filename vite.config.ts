import path from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOUR = '#0f766e';

export default defineConfig({
  plugins: [
    // Must run before react(): it generates src/routeTree.gen.ts and splits route code.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    VitePWA({
      // The app asks before switching to a new version (the update prompt), never mid-edit.
      registerType: 'prompt',
      injectRegister: false,
      // Our own worker (src/service-worker/sw.ts): workbox's precaching as generateSW did, plus the
      // device's files at stable app addresses (documents open offline).
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Cabinet',
        short_name: 'Cabinet',
        description: 'Pacienți, programări și fișe medicale, și fără internet.',
        lang: 'ro',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The run-time config is the worker's own (import-app-config.ts), answered by sw.ts. The
        // access history's PDF export (1 MB of PDF library) is fetched when used: the history is
        // read from the server, so it is online anyway, and no tablet precaches it.
        globIgnores: ['**/node_modules/**/*', 'app-config.js', '**/access-history-pdf-*.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // The worker is registered as a classic script: 'es' output kept the import.meta of Vite's
        // preload helper for the sync layer's dynamic imports, which a classic script cannot parse.
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: {
    alias: { 'styled-system': path.resolve(import.meta.dirname, 'styled-system') },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  // Source maps for a build a person debugs; the test command's build skips them (CABINET_SOURCEMAP=0).
  build: { target: 'es2022', sourcemap: process.env.CABINET_SOURCEMAP !== '0' },
});
