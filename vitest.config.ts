import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'core/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'supabase/**/*.test.ts',
            'bench/**/*.test.ts',
            'load/**/*.test.ts',
          ],
          environment: 'node',
          // Files share a worker's loaded modules instead of importing RxDB, React and the rest
          // anew for each of 130 files: the unit step took 81 s, 34% of it importing.
          isolate: false,
        },
      },
      {
        test: {
          // The sync layer's own tests keep a fresh module state per file: RxDB's plugins, the fake
          // IndexedDB and the open databases are module-wide, and six of them failed sharing one.
          name: 'unit-sync-layer',
          include: ['sync/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/backend/global-setup.ts'],
          // One stack serves every file; files run one after another so their timing
          // assertions (emails, concurrency) do not compete for the two cores.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Debian's stock PostgreSQL 15 behind the same stack (issue 37): the migrations, the seed
          // and the sync functions' answers to bad input, as on the server hosted Supabase runs.
          name: 'postgres-15',
          include: ['tests/postgres-15/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/postgres-15/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'sync',
          include: ['tests/sync/**/*.test.ts'],
          environment: 'node',
          // The same fresh stack as the backend tests (its own run, its own data folder).
          globalSetup: ['tests/backend/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
