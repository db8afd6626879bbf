/**
 * Debian's stock PostgreSQL server of one major version (`apt-get install postgresql-15`), started
 * in a throw-away folder on a port of the test's choosing: the other server hosted Supabase runs,
 * beside the embedded one the stack uses (issue 37, points 12 and 13). It has neither pg_net nor
 * pg_cron, which is the point: the migrations must apply without them.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { letPostgresUserReach } from '#supabase/local/postgres.ts';

const run = promisify(execFile);

export interface DebianPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startDebianPostgres(options: {
  major: number;
  port: number;
  dataDir: string;
}): Promise<DebianPostgres> {
  const bin = `/usr/lib/postgresql/${options.major}/bin`;
  if (!existsSync(path.join(bin, 'postgres'))) {
    throw new Error(
      `PostgreSQL ${options.major} is not installed: apt-get install -y postgresql-${options.major} (.ci/run does)`,
    );
  }
  const asRoot = process.getuid?.() === 0;
  // Root may not run PostgreSQL: the package's own 'postgres' user does.
  const asServer = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const dataDir = path.resolve(options.dataDir);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  if (asRoot) {
    await letPostgresUserReach(dataDir);
    await run('chown', ['postgres:postgres', dataDir]);
  }
  await asServer('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const settings = [
    `-p ${options.port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dataDir}`,
    '-c timezone=UTC',
    '-c max_connections=100',
    // Thrown away after the run: no waiting for the disk.
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  await asServer('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    settings,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  const url = `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`;
  // The server that answers is the one asked for, not another left on the port.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  await client.end();
  if (Math.floor(Number(rows[0]?.server_version_num) / 10000) !== options.major) {
    throw new Error(
      `Expected PostgreSQL ${options.major} on port ${options.port}, found ${rows[0]?.server_version_num}`,
    );
  }
  return {
    url,
    stop: async () => {
      await asServer('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
