/**
 * `npm run seed:large`: loads the benchmarks' large clinic (Clinica Magna, admin@magna.cabinet.bench,
 * password cabinet-demo) into a running local stack, to try the screens with a clinic of real
 * size. The stack's database comes from the same settings as `npm start` (CABINET_DB_PORT,
 * DATABASE_URL…). `--scale 0.1` loads a tenth. Appointments are locked while it loads (~1 min).
 */
import pg from 'pg';
import { adminDatabaseUrl, loadConfig } from '../local/config.ts';
import { LARGE_CLINIC_ACCOUNTS, LARGE_CLINIC_NAME, scaledSize } from './large-clinic.ts';
import { seedLargeClinic } from './large-clinic-seed.ts';

function scaleFrom(args: readonly string[]): number {
  const index = args.indexOf('--scale');
  if (index === -1) return 1;
  const scale = Number(args[index + 1]);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1) {
    throw new Error('--scale takes a number above 0 and at most 1, e.g. --scale 0.1');
  }
  return scale;
}

let scale = 1;
try {
  scale = scaleFrom(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminDatabaseUrl(loadConfig()) });
try {
  const size = scaledSize(scale);
  await client.connect();
  const existing = await client.query('select 1 from public.clinics where name = $1', [LARGE_CLINIC_NAME]);
  if (existing.rowCount) {
    console.log(`${LARGE_CLINIC_NAME} is already loaded; sign in as ${LARGE_CLINIC_ACCOUNTS.admin}.`);
  } else {
    const load = await seedLargeClinic(client, new Date(), size);
    console.log(
      `${LARGE_CLINIC_NAME} loaded in ${(load.loadMs / 1000).toFixed(1)} s: ${JSON.stringify(load.rows)}\n` +
        `Sign in as ${LARGE_CLINIC_ACCOUNTS.admin} (or staff@…, doctor01@…) with password cabinet-demo.`,
    );
  }
} catch (error) {
  console.error(`Could not load the large clinic: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Is the local stack running (npm start)?');
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
