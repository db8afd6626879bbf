/**
 * Push after reconnecting: edits made offline (the driver cuts the page's network), then the time
 * from the browser's 'online' event until the sync has nothing left waiting. The reference sends
 * edits of the same kind straight to sync_push in the sync's batch size: what the server needs.
 */
import { updatePatient } from '#sync/api/patient-commands.ts';
import { docToRow } from '#sync/replication/server-protocol.ts';
import type { CeilingResult, PushDrain, PushPreparation } from './bench-api.ts';
import { currentClinic, currentSession } from './page-session.ts';
import { epochNow, firstMatching } from './timing.ts';

/** The sync's default push batch (start-clinic-sync.ts). */
const PUSH_BATCH = 100;

let onlineAt: Promise<number> | undefined;

async function patientsInIdOrder(count: number, offset: number) {
  const { db } = currentClinic();
  return db.patients.find({ sort: [{ id: 'asc' }], skip: offset, limit: count }).exec();
}

export async function makeOfflineEdits(
  count: number,
  offset: number,
  label: string,
): Promise<PushPreparation> {
  const { db } = currentClinic();
  const patients = await patientsInIdOrder(count, offset);
  const start = performance.now();
  for (const [i, patient] of patients.entries()) {
    await updatePatient(db, patient.id, { address: `Str. Bench nr. ${i + 1}, ${label}` });
  }
  return { edits: patients.length, editMs: performance.now() - start };
}

export function armDrain(): void {
  onlineAt = new Promise((resolve) =>
    window.addEventListener('online', () => resolve(epochNow()), { once: true }),
  );
}

export async function awaitDrain(timeoutMs: number): Promise<PushDrain> {
  if (!onlineAt) throw new Error('armDrain first');
  const { sync } = currentClinic();
  const start = await onlineAt;
  await firstMatching(
    sync.status$,
    (status) => status.online && status.pendingChanges === 0,
    timeoutMs,
    'every offline edit pushed',
  );
  return { drainMs: epochNow() - start };
}

export async function pushDirectly(count: number, offset: number, label: string): Promise<CeilingResult> {
  const { supabase } = currentSession();
  const { sync } = currentClinic();
  const patients = await patientsInIdOrder(count, offset);
  const changedAt = new Date().toISOString();
  const changes = patients.map((patient, i) => {
    const base = docToRow({ ...patient.toMutableJSON(), _deleted: false });
    return {
      id: patient.id,
      new: { ...base, address: `Str. Bench nr. ${i + 1}, ${label}` },
      base,
      changed_at: changedAt,
    };
  });
  await sync.awaitIdle();
  sync.pause();
  try {
    const start = performance.now();
    for (let i = 0; i < changes.length; i += PUSH_BATCH) {
      const { error } = await supabase.rpc('sync_push', {
        p_collection: 'patients',
        p_changes: changes.slice(i, i + PUSH_BATCH),
      });
      if (error) throw new Error(`sync_push: ${error.message}`);
    }
    return { ms: performance.now() - start, rows: changes.length };
  } finally {
    sync.resume();
  }
}
