/**
 * A desk's write on a device that is still syncing or has just synced: a patient's address edited
 * in the local database, timed until the server holds it (when the other desks can see it).
 *
 * The device learns it from the server's answer to the push, which takes the edit off the
 * waiting set: watched on the sync's status, not by asking the server. A select every 25 ms, as
 * before, was a request the server and the page served beside the sync the whole time the edit
 * waited, several seconds in a first sync on disk, on the same two cores as the sync measured.
 */
import { updatePatient } from '#sync/api/patient-commands.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import type { ClinicSync } from '#sync/replication/start-clinic-sync.ts';
import { currentClinic } from './page-session.ts';
import { epochNow, firstMatching } from './timing.ts';

/** `patientId`: the patient to edit (by default the first by id). */
export async function timeWriteToServer(
  db: ClinicDatabase,
  sync: ClinicSync,
  timeoutMs: number,
  patientId?: string,
): Promise<number> {
  const patient = await (patientId
    ? db.patients.findOne(patientId)
    : db.patients.findOne({ sort: [{ id: 'asc' }] })
  ).exec();
  if (!patient) throw new Error('no patient to edit');
  const address = `Str. Sincronizării ${crypto.randomUUID().slice(0, 8)}`;
  const start = epochNow();
  await updatePatient(db, patient.id, { address });
  // Marked waiting with the write, before updatePatient resolves; taken off by the push's answer.
  if (!sync.pendingIds('patients').includes(patient.id))
    throw new Error('the edit is not waiting to be sent');
  await firstMatching(
    sync.status$,
    () => !sync.pendingIds('patients').includes(patient.id),
    timeoutMs,
    'the write on the server',
  );
  const ms = epochNow() - start;
  const stored = await db.patients.findOne(patient.id).exec();
  if (stored?.address !== address) throw new Error('the server did not keep the edit');
  return ms;
}

/** The same write on the open clinic, now. */
export function writeReachesServer(timeoutMs: number): Promise<number> {
  const { db, sync } = currentClinic();
  return timeWriteToServer(db, sync, timeoutMs);
}
