/**
 * `npm run bench`: builds the app and the bench page, starts a fresh local stack on the bench's
 * ports, loads the large clinic, then measures in headless Chromium (see docs/performance.md):
 * first sync, incremental sync, local queries, push after reconnecting, offline start-up, size
 * and memory, each beside its reference from the same run. Prints one table and writes
 * .bench/latest.json. `-- --quick` runs a tenth of the data; `-- --smoke` every scenario once on
 * a hundredth (what `npm test` runs, so the instrument cannot rot).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '#supabase/local/config.ts';
import { startStack } from '#supabase/local/stack.ts';
import { startStaticServer } from '#supabase/local/static-server.ts';
import { LARGE_CLINIC_ACCOUNTS, LARGE_CLINIC_PASSWORD } from '#supabase/seed/large-clinic.ts';
import { seedLargeClinic } from '#supabase/seed/large-clinic-seed.ts';
import { type BenchDevice, openBenchDevice } from './bench-device.ts';
import { type BenchOptions, benchClinicSize, parseBenchArgs } from './bench-options.ts';
import type { BenchResults, Measure, Shortfall } from './bench-results.ts';
import { BENCH_APP_DIR, BENCH_PAGE_DIR, BENCH_PAGE_PORT, benchStackConfig } from './bench-stack.ts';
import { removeDeviceProfiles } from './device-browser.ts';
import { renderTable } from './report.ts';
import { measureOrRecord } from './scenario-guard.ts';
import { measureFirstSync } from './scenarios/first-sync-scenario.ts';
import { measureIncrementalSync } from './scenarios/incremental-scenario.ts';
import { measurePush } from './scenarios/push-scenario.ts';
import { measureLocalQueries } from './scenarios/queries-scenario.ts';
import { measureSealedAtRest } from './scenarios/sealed-scenario.ts';
import { measureStartup } from './scenarios/startup-scenario.ts';

const RESULTS_FILE = path.join(ROOT_DIR, '.bench', 'latest.json');

const began = performance.now();
function log(line: string): void {
  console.error(`[bench ${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s] ${line}`);
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT_DIR, 'node_modules', '.bin', command), args, {
      cwd: ROOT_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/**
 * The app (dist/, the one build every stack serves: it learns the bench stack's API from
 * /app-config.js) and the bench page. The smoke reuses the app `npm test` has just built.
 */
async function buildBundles(options: BenchOptions): Promise<void> {
  if (options.mode !== 'smoke' || !existsSync(path.join(ROOT_DIR, BENCH_APP_DIR, 'index.html'))) {
    await run('panda', ['codegen', '--silent']);
    await run('vite', ['build', '--outDir', BENCH_APP_DIR, '--logLevel', 'warn'], { CABINET_SOURCEMAP: '0' });
  }
  await run('vite', ['build', '--config', 'bench/vite.config.ts']);
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** Resolves false when a figure or a scenario could not be measured (all the others were). */
async function main(options: BenchOptions): Promise<boolean> {
  const startedAt = new Date();
  const [loadAtStart = 0] = os.loadavg();
  if (!options.skipBuild) {
    log('building the app and the bench page');
    await buildBundles(options);
  }
  const config = benchStackConfig();
  await rm(config.dataDir, { recursive: true, force: true });
  log(`starting a fresh stack (${config.apiUrl}, data in ${path.relative(ROOT_DIR, config.dataDir)})`);
  const stack = await startStack(config, {
    log: (line) => {
      if (process.env.CABINET_STACK_LOG) log(line);
    },
  });
  const pageServer = startStaticServer(path.join(ROOT_DIR, BENCH_PAGE_DIR));
  const devices: BenchDevice[] = [];
  try {
    await listen(pageServer, BENCH_PAGE_PORT);
    const size = benchClinicSize(options);
    log(`generating and loading the large clinic (${JSON.stringify(size)})`);
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    const load = await seedLargeClinic(client, new Date(), size).finally(() => client.end());
    log(
      `loaded in ${(load.loadMs / 1000).toFixed(1)} s (generated in ${(load.buildMs / 1000).toFixed(1)} s)`,
    );

    await removeDeviceProfiles();
    const signIn = {
      apiUrl: config.apiUrl,
      anonKey: config.anonKey,
      email: LARGE_CLINIC_ACCOUNTS.admin,
      password: LARGE_CLINIC_PASSWORD,
    };
    const a = await openBenchDevice('A', signIn, log, options);
    devices.push(a);
    const b = await openBenchDevice('B', { ...signIn, email: LARGE_CLINIC_ACCOUNTS.staff }, log, options);
    devices.push(b);

    const measures: Measure[] = [];
    const shortfalls: Shortfall[] = [];
    // Each scenario's failure is recorded and the run goes on: a figure past its limit is a result.
    const measure = async (scenario: string, work: () => Promise<Measure[]>) => {
      log(scenario);
      measures.push(...(await measureOrRecord(scenario, shortfalls, log, work)));
    };
    let syncedRows = 0;
    await measure('first sync', async () => {
      const firstSync = await measureFirstSync(
        a,
        b,
        (name) => openBenchDevice(name, signIn, log, options),
        options,
        log,
      );
      syncedRows = firstSync.syncedRows;
      return firstSync.measures;
    });
    await measure('incremental sync', () => measureIncrementalSync(a, b, options, log));
    await b.close();
    await measure('local queries', () => measureLocalQueries(a, options, log));
    await measure('push after reconnecting', () => measurePush(a, options, log));
    await measure('sealed at rest', () => measureSealedAtRest(a, options, log));
    const browserVersion = await a.browserVersion();
    await a.close();
    await measure('offline start-up', () =>
      measureStartup(
        { email: LARGE_CLINIC_ACCOUNTS.admin, password: LARGE_CLINIC_PASSWORD },
        path.join(ROOT_DIR, BENCH_APP_DIR),
        options,
        log,
      ),
    );

    const cpus = os.cpus();
    const results: BenchResults = {
      version: 1,
      mode: options.mode,
      startedAt: startedAt.toISOString(),
      durationMs: performance.now() - began,
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model.trim() ?? 'unknown',
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        platform: `${os.platform()} ${os.release()}`,
        node: process.versions.node,
        browser: `${browserVersion}, IndexedDB ${options.inMemory ? 'in memory' : 'on disk'}`,
        loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      },
      dataset: {
        size,
        rows: load.rows,
        syncedRows,
        buildMs: load.buildMs,
        loadMs: load.loadMs,
      },
      measures: [...sortById(measures)],
      shortfalls,
    };
    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(renderTable(results));
    return results.shortfalls.length === 0 && results.measures.every((m) => !m.missed?.length);
  } finally {
    for (const device of devices) await device.close().catch(() => undefined);
    await removeDeviceProfiles().catch(() => undefined);
    await new Promise<void>((resolve) => pageServer.close(() => resolve()));
    await stack.stop();
  }
}

/** The order of the issue: sync, queries, push, start-up and size, memory. */
const ORDER = [
  'first-sync',
  'first-sync-calendar',
  'first-sync-idle',
  'first-sync-after-store',
  'first-sync-write-during',
  'first-sync-write-after',
  'incremental-sync',
  'query-week',
  'query-search',
  'query-patient-list',
  'query-patient-list-open',
  'query-patient-list-index',
  'query-board',
  'push-drain',
  'push-edits',
  'startup-offline',
  'startup-offline-unlock',
  'js-initial',
  'js-first-screen',
  'heap-after-sync',
];

function sortById(measures: readonly Measure[]): Measure[] {
  const rank = (measure: Measure) => {
    const index = ORDER.indexOf(measure.id);
    return index === -1 ? ORDER.length : index;
  };
  return [...measures].sort((x, y) => rank(x) - rank(y));
}

const parsed = parseBenchArgs(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
try {
  const complete = await main(parsed);
  process.exit(complete ? 0 : 1);
} catch (error) {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
