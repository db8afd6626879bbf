/**
 * Loads the large clinic (large-clinic.ts) into a migrated database as the superuser, in one
 * transaction, with the same multi-row inserts as the demo seed. Every trigger that stamps sync
 * bookkeeping (updated_at, field_updated_at, sync_txid/sync_seq) and checks same-clinic
 * references runs as for any write, so devices pull these rows as they would real ones.
 */
import type pg from 'pg';
import { insertAccounts, insertRows } from './demo-seed.ts';
import {
  buildLargeClinic,
  LARGE_CLINIC_SIZE,
  type LargeClinicIdentity,
  type LargeClinicSize,
} from './large-clinic.ts';

/** Rows per statement: big enough to amortise the round trip, small enough to stay out of swap. */
const CHUNK = 10_000;

export interface LargeClinicLoad {
  clinicId: string;
  /** The patient with two hundred visits (the medical record's benchmark), null in a small clinic. */
  frequentPatientId: string | null;
  /** Rows written per table. */
  rows: Record<string, number>;
  buildMs: number;
  loadMs: number;
}

async function insertChunked(client: pg.ClientBase, table: string, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insertRows(client, table, rows.slice(start, start + CHUNK));
  }
}

export async function seedLargeClinic(
  client: pg.ClientBase,
  now: Date,
  size: LargeClinicSize = LARGE_CLINIC_SIZE,
  /** Another clinic of the same shape (the load test's fleet): its seed, name and mail domain. */
  other?: { seed: string; identity: LargeClinicIdentity },
): Promise<LargeClinicLoad> {
  const built = performance.now();
  const data = other ? buildLargeClinic(now, size, other.seed, other.identity) : buildLargeClinic(now, size);
  const loading = performance.now();
  await client.query('begin');
  try {
    // Ten years of history nobody made now: no access log of it (225,000 events otherwise).
    await client.query(`set local cabinet.access_log = 'off'`);
    await insertAccounts(client, data, now);
    await insertRows(client, 'public.clinics', data.clinics);
    await insertRows(client, 'public.users', data.users);
    await insertRows(client, 'public.services', data.services);
    await insertRows(client, 'public.doctor_services', data.doctorServices);
    await insertChunked(client, 'public.patients', data.patients);
    // Ten years of history were never booked by anyone: no confirmation emails (the demo seed
    // deletes its outbox rows instead; here that would be 180,000 rows and notifications).
    // Transactional, so the trigger is back for everyone else at commit, or at rollback.
    await client.query('alter table public.appointments disable trigger enqueue_appointment_email');
    await insertChunked(client, 'public.appointments', data.appointments);
    await client.query('alter table public.appointments enable trigger enqueue_appointment_email');
    await insertChunked(client, 'public.medical_records', data.medicalRecords);
    await insertChunked(client, 'public.medical_documents', data.medicalDocuments);
    await insertChunked(client, 'public.tasks', data.tasks);
    await insertChunked(client, 'public.partners', data.partners);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  // Fresh statistics, as autovacuum would give them a minute later: the first pulls plan well.
  await client.query('analyze public.patients, public.appointments, public.tasks, public.partners');
  return {
    clinicId: data.clinics[0]?.id ?? '',
    frequentPatientId: data.frequentPatientId,
    rows: {
      users: data.users.length,
      services: data.services.length,
      doctor_services: data.doctorServices.length,
      patients: data.patients.length,
      appointments: data.appointments.length,
      medical_records: data.medicalRecords.length,
      medical_documents: data.medicalDocuments.length,
      tasks: data.tasks.length,
      partners: data.partners.length,
    },
    buildMs: loading - built,
    loadMs: performance.now() - loading,
  };
}
