/**
 * Conflicts placed in the browser's conflict store. No screen edits rows yet, so a test cannot make
 * the device push a change the server then refuses; it writes the entries the replication would
 * have written (sync/replication/sync-meta-store.ts) around the server's real rows, read with the
 * service key. What happens after (the list, keeping the server's version, pushing mine again)
 * runs through the app's real code and the real server.
 */
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { ConflictRecord } from '#sync/replication/sync-meta-store.ts';
import { API_URL, e2eStackConfig } from './e2e-stack-config.ts';

function serviceClient() {
  return createClient(API_URL, e2eStackConfig().serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export interface ServerAppointment {
  /** The row as the device stores it: the server's columns, `deleted` as `_deleted`. */
  doc: Record<string, unknown>;
  patientName: string;
}

/** The device's document of a server row (server-protocol.ts's rowToDoc; the cursor stays on the server). */
function asDeviceDoc(row: Record<string, unknown>): Record<string, unknown> {
  const { deleted, sync_txid: _txid, sync_seq: _seq, patients: _embed, ...columns } = row;
  return { ...columns, _deleted: deleted === true };
}

/** Upcoming scheduled appointments of a clinic, one per patient, soonest first. */
export async function upcomingAppointments(clinicName: string, count: number): Promise<ServerAppointment[]> {
  const admin = serviceClient();
  const clinic = await admin.from('clinics').select('id').eq('name', clinicName).single();
  if (clinic.error) throw clinic.error;
  const { data, error } = await admin
    .from('appointments')
    .select('*, patients(name)')
    .eq('clinic_id', clinic.data.id)
    .eq('status', 'scheduled')
    .eq('deleted', false)
    .gt('appointment_date', new Date().toISOString())
    .order('appointment_date')
    .limit(50);
  if (error) throw error;
  const byPatient = new Map<string, ServerAppointment>();
  for (const row of data as Array<
    Record<string, unknown> & { patient_id: string; patients: { name: string } }
  >) {
    if (!byPatient.has(row.patient_id)) {
      byPatient.set(row.patient_id, { doc: asDeviceDoc(row), patientName: row.patients.name });
    }
  }
  const found = [...byPatient.values()].slice(0, count);
  if (found.length < count) throw new Error(`only ${found.length} upcoming appointments in ${clinicName}`);
  return found;
}

/** What the server holds of an appointment now. */
export async function appointmentRow(
  id: string,
): Promise<{ notes: string | null; duration_minutes: number }> {
  const { data, error } = await serviceClient()
    .from('appointments')
    .select('notes, duration_minutes')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as { notes: string | null; duration_minutes: number };
}

/** Writes the entries into this device's conflict store (a reload then shows them). */
export async function placeConflicts(page: Page, records: readonly ConflictRecord[]): Promise<void> {
  await page.evaluate(async (entries) => {
    const names = (await indexedDB.databases()).map((database) => database.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('cabinet-sync-meta-'));
    if (!name) throw new Error(`no conflict store on this device: ${names.join(', ')}`);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('conflicts', 'readwrite');
      for (const entry of entries) transaction.objectStore('conflicts').put(entry);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
  }, records);
}
