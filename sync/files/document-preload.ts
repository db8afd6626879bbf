/**
 * Schedule-driven preload (issue 13): while online, the leading tab quietly brings to this device
 * the documents of the patients booked today and tomorrow with the doctors it shows (a doctor:
 * their own patients; the desk and admins: the whole clinic's), within PRELOAD_BUDGET_BYTES, so
 * the morning's records open offline even if nobody opened them before. It runs at start, when
 * the network returns, when appointments or documents change (after a quiet moment) and every
 * few minutes; one run at a time, a download failure ends the run until the next.
 */
import { liveQuery } from 'dexie';
import { debounceTime, from, map, merge, type Observable, type Subscription } from 'rxjs';
import { clinicDay, wallTimeToIso } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import { widenedDateRange } from '../api/appointment-selection.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { cacheDownloaded } from './document-cache.ts';
import type { FileStorageClient } from './file-storage-client.ts';
import type { FileStore } from './file-store.ts';
import { PRELOAD_BUDGET_BYTES, preloadPlan } from './preload-plan.ts';

const BUCKET = 'medical-documents';
const KEY_PREFIX = `${BUCKET}/`;

export interface DocumentPreloadOptions {
  /** The signed-in user's auth id: a doctor preloads for their own patients. */
  authUserId: string;
  budgetBytes?: number;
  intervalMs?: number;
  /** How long changes must settle before a run (default 2 s). */
  quietMs?: number;
  isOnline?: () => boolean;
  now?: () => Date;
}

export interface DocumentPreload {
  /** One run now (or right after the one under way). */
  runNow(): Promise<void>;
  stop(): void;
}

export interface DeviceDocuments {
  count: number;
  bytes: number;
  budgetBytes: number;
}

/** The documents this device holds (opened, preloaded or added here), against the preload budget. */
export function deviceDocuments$(store: FileStore): Observable<DeviceDocuments> {
  return from(liveQuery(() => store.blobs.where('key').startsWith(KEY_PREFIX).toArray())).pipe(
    map((held) => ({
      count: held.length,
      bytes: held.reduce((sum, entry) => sum + entry.size, 0),
      budgetBytes: PRELOAD_BUDGET_BYTES,
    })),
  );
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

async function planNow(
  db: ClinicDatabase,
  store: FileStore,
  options: DocumentPreloadOptions,
): Promise<string[]> {
  const today = clinicDay((options.now ?? (() => new Date()))());
  const fromIso = wallTimeToIso(today, '00:00');
  const toIso = wallTimeToIso(addDays(today, 2), '00:00');
  if (!fromIso || !toIso) return [];
  const me = await db.users.findOne({ selector: { auth_user_id: options.authUserId } }).exec();
  const doctorId = me?.role === 'doctor' ? me.id : null;
  const [start, end] = [Date.parse(fromIso), Date.parse(toIso)];
  const booked = (
    await db.appointments.find({ selector: { appointment_date: widenedDateRange(fromIso, toIso) } }).exec()
  )
    .map((doc) => doc.toJSON())
    .filter((appointment) => {
      const at = Date.parse(appointment.appointment_date);
      return (
        at >= start &&
        at < end &&
        appointment.status === 'scheduled' &&
        (!doctorId || appointment.doctor_id === doctorId)
      );
    })
    .sort((a, b) => Date.parse(a.appointment_date) - Date.parse(b.appointment_date));
  const patientsInOrder = booked.map((appointment) => appointment.patient_id);
  if (patientsInOrder.length === 0) return [];
  const documents = (
    await db.medical_documents
      .find({ selector: { patient_id: { $in: [...new Set(patientsInOrder)] } } })
      .exec()
  ).map((doc) => doc.toJSON());
  const held = await store.blobs.where('key').startsWith(KEY_PREFIX).toArray();
  return preloadPlan({
    patientsInOrder,
    documents,
    held: new Set(held.map((entry) => entry.path)),
    heldBytes: held.reduce((sum, entry) => sum + entry.size, 0),
    budgetBytes: options.budgetBytes ?? PRELOAD_BUDGET_BYTES,
  });
}

export function startDocumentPreload(
  db: ClinicDatabase,
  store: FileStore,
  supabase: FileStorageClient,
  options: DocumentPreloadOptions,
): DocumentPreload {
  const isOnline = options.isOnline ?? browserOnline;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const runOnce = async () => {
    if (stopped || !isOnline()) return;
    for (const path of await planNow(db, store, options)) {
      if (stopped || !isOnline()) return;
      const { data, error } = await supabase.storage.from(BUCKET).download(path);
      // Not uploaded yet by its device, or the network went: the next run tries again.
      if (error || !data) return;
      await cacheDownloaded(store, BUCKET, path, data);
    }
  };

  const runNow = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          console.warn('Preloading documents failed; the next run tries again', error);
        }
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  const changes: Subscription = merge(db.appointments.$, db.medical_documents.$)
    .pipe(debounceTime(options.quietMs ?? 2000))
    .subscribe(() => void runNow());
  const timer = setInterval(() => void runNow(), options.intervalMs ?? 5 * 60_000);
  const onOnline = () => void runNow();
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  void runNow();

  return {
    runNow,
    stop() {
      stopped = true;
      changes.unsubscribe();
      clearInterval(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}
