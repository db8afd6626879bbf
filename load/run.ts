/**
 * `npm run load`: 200 simulated devices syncing at once against a fresh local stack on this
 * machine (issue 18, load), through the real sync protocol (simulated-device.ts), in processes of
 * their own, for a bounded time. Then the server is read back: every change a device was told
 * was accepted must be there (nothing lost), once (nothing doubled), and no doctor may hold two
 * overlapping scheduled appointments. Prints push and pull p50/p95 and the server's CPU; exits 1
 * on any error, loss, double or double booking. `--quick` is the CI variant (20 devices, 15 s).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { summarize } from '#bench/stats.ts';
import { startStack } from '#supabase/local/stack.ts';
import { DEMO_PASSWORD } from '#supabase/seed/demo-catalog.ts';
// The convergence fuzz's own check: no doctor holds two overlapping scheduled appointments.
import { type Overlap, overlappingAppointments } from '#tests/sync/support/fuzz-server.ts';
import type { DeviceProcessAnswer, DeviceProcessOrder } from './device-process.ts';
import { DEVICES_PER_CLINIC, type FleetClinic, seedFleet } from './load-fleet.ts';
import { checkLedger, type LoadLedger, type ServerAppointment, type ServerPatient } from './load-ledger.ts';
import { type LoadOptions, parseLoadArgs } from './load-options.ts';
import { loadStackConfig } from './load-stack.ts';
import { childProcessesCpuMs, ownCpuMs, procAvailable } from './server-cpu.ts';
import type { DeviceReport, DeviceSpec } from './simulated-device.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Device processes: the devices' own work (JSON, timers) spread over the machine's cores. */
const DEVICE_PROCESSES = 2;
/** Beyond the run's own time: the last pushes and pulls in flight, then the run is a failure. */
const FINISH_GRACE_MS = 120_000;
/** The booking window: this many days ahead, 07:00 UTC (9:00 or 10:00 in Bucharest, clinic hours). */
const BOOKING_DAYS_AHEAD = 30;

const started = performance.now();
function log(line: string): void {
  console.log(`[load ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
}

function bookingWindow(): string {
  const day = new Date(Date.now() + BOOKING_DAYS_AHEAD * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 7)).toISOString();
}

async function signInAll(
  apiUrl: string,
  anonKey: string,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  const queue = [...emails];
  const worker = async () => {
    for (let email = queue.shift(); email; email = queue.shift()) {
      const client = createClient(apiUrl, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      if (error || !data.session) throw new Error(`signing in ${email}: ${error?.message ?? 'no session'}`);
      tokens.set(email, data.session.access_token);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return tokens;
}

function deviceSpecs(
  options: LoadOptions,
  fleet: readonly FleetClinic[],
  tokens: ReadonlyMap<string, string>,
  api: { apiUrl: string; anonKey: string },
): DeviceSpec[] {
  const window = bookingWindow();
  return Array.from({ length: options.devices }, (_, device) => {
    const clinic = fleet[Math.floor(device / DEVICES_PER_CLINIC)];
    if (!clinic) throw new Error(`no clinic for device ${device}`);
    const account = clinic.accounts[device % clinic.accounts.length] ?? '';
    return {
      device,
      ...api,
      accessToken: tokens.get(account) ?? '',
      clinicId: clinic.clinicId,
      bookingWindow: window,
      thinkMs: options.thinkMs,
    };
  });
}

function runDevices(
  specs: readonly DeviceSpec[],
  deadline: number,
): { done: Promise<DeviceReport[]>; pids: Set<number> } {
  const children: ChildProcess[] = [];
  const pids = new Set<number>();
  const parts = Array.from({ length: Math.min(DEVICE_PROCESSES, specs.length) }, (_, i) =>
    specs.filter((_, index) => index % DEVICE_PROCESSES === i),
  );
  const answers = parts.map(
    (part) =>
      new Promise<DeviceReport[]>((resolve, reject) => {
        const child = fork(path.join(HERE, 'device-process.ts'), [], { stdio: 'inherit' });
        children.push(child);
        if (child.pid) pids.add(child.pid);
        child.once('message', (answer: DeviceProcessAnswer) => resolve(answer.reports));
        child.once('exit', (code) =>
          reject(new Error(`a device process ended (${code}) without its reports`)),
        );
        const order: DeviceProcessOrder = { specs: part, deadline };
        child.send(order);
      }),
  );
  const timeout = new Promise<never>((_, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the devices did not finish within ${FINISH_GRACE_MS / 1000} s of the end`)),
      deadline - Date.now() + FINISH_GRACE_MS,
    );
    timer.unref();
  });
  const done = Promise.race([Promise.all(answers).then((lists) => lists.flat()), timeout]).finally(() => {
    for (const child of children) if (child.exitCode === null) child.kill();
  });
  return { done, pids };
}

async function serverState(db: pg.Client, ledger: LoadLedger, fleet: readonly FleetClinic[]) {
  const patientIds = [
    ...new Set([...ledger.edits.map((e) => e.patientId), ...ledger.creates.map((c) => c.patientId)]),
  ];
  const patients = await db.query<ServerPatient>(
    'select id, address, last_name, deleted from public.patients where id = any($1::uuid[])',
    [patientIds],
  );
  const names = await db.query<{ last_name: string; count: string }>(
    'select last_name, count(*) from public.patients where last_name = any($1::text[]) and not deleted group by last_name',
    [ledger.creates.map((c) => c.lastName)],
  );
  const appointments = await db.query<ServerAppointment & { appointment_date: Date }>(
    'select id, doctor_id, appointment_date, status, deleted from public.appointments where id = any($1::uuid[])',
    [ledger.bookings.map((b) => b.appointmentId)],
  );
  const overlaps: Overlap[] = [];
  for (const clinic of fleet) overlaps.push(...(await overlappingAppointments(db, clinic.clinicId)));
  return {
    patients: new Map(patients.rows.map((row) => [row.id, row])),
    sameLastName: new Map(names.rows.map((row) => [row.last_name, Number(row.count)])),
    appointments: new Map(
      appointments.rows.map((row) => [
        row.id,
        { ...row, appointment_date: row.appointment_date.toISOString() },
      ]),
    ),
    overlaps,
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(options: LoadOptions): Promise<boolean> {
  const config = loadStackConfig();
  await rm(config.dataDir, { recursive: true, force: true });
  log(`starting a fresh stack (${config.apiUrl})`);
  const stack = await startStack(config, { log: (line) => process.env.CABINET_STACK_LOG && log(line) });
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  try {
    await db.connect();
    const clinics = Math.ceil(options.devices / DEVICES_PER_CLINIC);
    const fleet = await seedFleet(db, clinics, new Date());
    log(`${clinics} clinics seeded; signing in their ${clinics * 5} accounts`);
    const tokens = await signInAll(
      config.apiUrl,
      config.anonKey,
      fleet.flatMap((clinic) => clinic.accounts),
    );
    const specs = deviceSpecs(options, fleet, tokens, { apiUrl: config.apiUrl, anonKey: config.anonKey });

    log(`${options.devices} devices start at once: first sync, then changes for ${options.seconds} s`);
    const wallStart = performance.now();
    const cpuStart = ownCpuMs();
    const deadline = Date.now() + options.seconds * 1000;
    const run = runDevices(specs, deadline);
    const childCpuStart = childProcessesCpuMs(run.pids);
    const reports = await run.done;
    const wallMs = performance.now() - wallStart;
    const serverCpuMs = ownCpuMs() - cpuStart + (childProcessesCpuMs(run.pids) - childCpuStart);

    const ledger: LoadLedger = {
      edits: reports.flatMap((r) => r.edits),
      creates: reports.flatMap((r) => r.creates),
      bookings: reports.flatMap((r) => r.bookings),
    };
    const errors = reports.flatMap((r) => r.errors);
    const server = await serverState(db, ledger, fleet);
    const { lost, doubled } = checkLedger(ledger, server.patients, server.appointments, server.sameLastName);

    const pulls = summarize(reports.flatMap((r) => r.pulls));
    const pushes = summarize(reports.flatMap((r) => r.pushes));
    const firstSync = summarize(reports.map((r) => r.firstSyncMs));
    const refused = reports.reduce((sum, r) => sum + r.refusedBookings, 0);
    const rows = reports.reduce((sum, r) => sum + r.rowsAtFirstSync, 0);
    const cores = (serverCpuMs / wallMs).toFixed(2);
    console.log(
      [
        '',
        `Cabinet load, ${new Date().toISOString()}: ${options.devices} devices in ${clinics} clinics, ${options.seconds} s`,
        `First sync per device: p50 ${ms(firstSync.median)}, p95 ${ms(firstSync.p95)} (${rows} rows in all)`,
        `Push (sync_push): ${pushes.n} requests, p50 ${ms(pushes.median)}, p95 ${ms(pushes.p95)}, max ${ms(pushes.max)}`,
        `Pull (sync_pull, after a push): ${pulls.n} requests, p50 ${ms(pulls.median)}, p95 ${ms(pulls.p95)}, max ${ms(pulls.max)}`,
        `Changes accepted: ${ledger.edits.length} edits, ${ledger.creates.length} new patients, ${ledger.bookings.length} bookings; ${refused} bookings refused (doctor taken)`,
        `Server CPU: ${(serverCpuMs / 1000).toFixed(1)} s in ${(wallMs / 1000).toFixed(1)} s = ${cores} cores${procAvailable() ? ' (API and Postgres)' : ' (API only: no /proc here)'}`,
        `Errors ${errors.length}, lost ${lost.length}, doubled ${doubled.length}, double bookings ${server.overlaps.length}`,
      ].join('\n'),
    );
    for (const line of [...errors, ...lost, ...doubled].slice(0, 20)) console.log(`  ${line}`);
    for (const overlap of server.overlaps.slice(0, 5))
      console.log(`  overlap: ${overlap.first} and ${overlap.second}`);
    const ok =
      errors.length === 0 && lost.length === 0 && doubled.length === 0 && server.overlaps.length === 0;
    if (ok && ledger.edits.length + ledger.creates.length + ledger.bookings.length === 0) {
      console.log('  no change was made: nothing was tested');
      return false;
    }
    return ok;
  } finally {
    await db.end().catch(() => undefined);
    await stack.stop();
  }
}

const parsed = parseLoadArgs(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
main(parsed).then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
