/**
 * Builds the bench page (bench/page) into .bench/page: sync/, supabase-js and Dexie bundled for
 * production as the app bundles them (no RxDB dev-mode), without the app's React and PWA.
 */
import path from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'page'),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: path.resolve(import.meta.dirname, '..', '.bench', 'page'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // CABINET_BENCH_PROFILE: readable names in the CPU profiles the first sync then writes.
    ...(process.env.CABINET_BENCH_PROFILE ? { minify: false } : {}),
    // One bundle on purpose: the page is loaded once per context and never shipped.
    chunkSizeWarningLimit: 4096,
  },
});
