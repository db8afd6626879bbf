/**
 * A desk's write on a device that is still syncing or has just synced: a patient's address edited
 * in the local database, timed until the server holds it (when the other desks can see it).
 */
import { updatePatient } from '#sync/api/patient-commands.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { currentClinic, currentSession } from './page-session.ts';
import { epochNow, sleep } from './timing.ts';

/** How often the server is asked whether the write arrived. */
const POLL_MS = 25;

/** `patientId`: the patient to edit (by default the first by id). */
export async function timeWriteToServer(
  db: ClinicDatabase,
  timeoutMs: number,
  patientId?: string,
): Promise<number> {
  const { supabase } = currentSession();
  const patient = await (patientId
    ? db.patients.findOne(patientId)
    : db.patients.findOne({ sort: [{ id: 'asc' }] })
  ).exec();
  if (!patient) throw new Error('no patient to edit');
  const address = `Str. Sincronizării ${crypto.randomUUID().slice(0, 8)}`;
  const start = epochNow();
  await updatePatient(db, patient.id, { address });
  while (epochNow() - start < timeoutMs) {
    const { data, error } = await supabase.from('patients').select('address').eq('id', patient.id).single();
    if (error) throw new Error(`read patient: ${error.message}`);
    if (data.address === address) return epochNow() - start;
    await sleep(POLL_MS);
  }
  throw new Error(`the write was not on the server within ${timeoutMs} ms`);
}

/** The same write on the open clinic, now. */
export function writeReachesServer(timeoutMs: number): Promise<number> {
  return timeWriteToServer(currentClinic().db, timeoutMs);
}
