/**
 * Sending waiting changes with no page of the app open (issue 18, background sync): the service
 * worker's answer to the background sync the page registered while changes waited. It opens the
 * same clinic database and runs the same sync (startClinicSync: the same requests, conflict
 * rules, field edit times and bookkeeping) until nothing waits, then closes it. The session is the
 * page's, read from the mirror; supabase-js refreshes it there when it expired, and the page takes
 * the refreshed one at its next start.
 *
 * The browser may fire it while the page that registered it is still open (the network is up):
 * it then waits for the app's pages to close or hide, and leaves the work to a page that stays
 * (its own sync runs anyway). It fails when the network is missing or the server does not finish
 * in time, so the browser tries again later; a page opened meanwhile waits for the sync's
 * leadership, then sends whatever is still left.
 */
import { createClient } from '@supabase/supabase-js';
import { closeClinicDatabase, openClinicDatabase } from '../database/open-clinic-database.ts';
import type { FieldSealer } from '../encryption/field-sealer.ts';
import {
  type BackgroundSyncStore,
  mirrorOnlyAuthStorage,
  readBackgroundSyncTarget,
} from '../session/background-sync-store.ts';
import { startClinicSync } from './start-clinic-sync.ts';

/** Within the few minutes a browser gives a background sync event. */
export const BACKGROUND_PUSH_LIMIT_MS = 90_000;
/** How long to wait for the app's visible pages to go, and how often to look. */
export const PAGE_WAIT_MS = 60_000;
const PAGE_LOOK_MS = 500;

/** 'locked': the user's database is sealed and no unlocked page gave its key (issue 40). */
export type BackgroundPushOutcome = 'sent' | 'nothing-to-do' | 'page-open' | 'signed-out' | 'locked';

export interface BackgroundPushInput {
  store: BackgroundSyncStore;
  supabaseUrl: string;
  anonKey: string;
  /** True while a page of the app is open and visible. */
  pageVisible: () => Promise<boolean>;
  isOnline?: () => boolean;
  /** How long to wait for visible pages to go (PAGE_WAIT_MS by default). */
  pageWaitMs?: number;
  /**
   * Whether the user's database is sealed, and the sealer to open it with (null when none can be
   * had: their changes then wait for the next unlock). Absent: stored in clear.
   */
  sealing?: (userId: string) => Promise<{ sealed: boolean; sealer: FieldSealer | null }>;
  /**
   * Aborted when a page takes an update: the new worker activates only once this worker's events
   * are done, so the push gives way at once (the page's own sync goes on; a push under way fails,
   * and the browser tries again later).
   */
  signal?: AbortSignal;
}

/** Resolves after `ms`, or at once when the signal is aborted. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

async function pagesGone(
  pageVisible: () => Promise<boolean>,
  waitMs: number,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const until = Date.now() + waitMs;
  while (await pageVisible()) {
    if (Date.now() >= until || signal?.aborted) return false;
    await pause(PAGE_LOOK_MS, signal);
  }
  return !signal?.aborted;
}

export async function pushWaitingChanges(input: BackgroundPushInput): Promise<BackgroundPushOutcome> {
  const { signal } = input;
  if (!(await pagesGone(input.pageVisible, input.pageWaitMs ?? PAGE_WAIT_MS, signal))) return 'page-open';
  const target = await readBackgroundSyncTarget(input.store);
  if (!target) return 'nothing-to-do';
  if (input.isOnline && !input.isOnline()) throw new Error('No network: the browser tries again later');
  const sealing = input.sealing ? await input.sealing(target.userId) : { sealed: false, sealer: null };
  // Never open a sealed database without its key: its sensitive fields would read as missing.
  if (sealing.sealed && !sealing.sealer) return 'locked';
  const supabase = createClient(input.supabaseUrl, input.anonKey, {
    auth: {
      storage: mirrorOnlyAuthStorage(input.store),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  // An expired access token is refreshed here, and the new session stored in the mirror.
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  if (!data.session) return 'signed-out';
  const db = await openClinicDatabase({ ...target, ...(sealing.sealer ? { sealer: sealing.sealer } : {}) });
  // A worker's push ends when idle: it needs no wake-ups.
  const sync = startClinicSync(db, supabase, { pollIntervalMs: 60_000, serverWakeups: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      sync.awaitIdle(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error('The waiting changes were not all sent in time; the browser tries again later')),
          BACKGROUND_PUSH_LIMIT_MS,
        );
        const giveWay = () => reject(new Error('A new version takes over; the browser tries again later'));
        if (signal?.aborted) giveWay();
        signal?.addEventListener('abort', giveWay, { once: true });
      }),
    ]);
    return 'sent';
  } finally {
    clearTimeout(timer);
    await sync.stop();
    await closeClinicDatabase(db);
  }
}
