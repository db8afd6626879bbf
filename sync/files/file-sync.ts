import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { FileStore, UploadEntry } from './file-store.ts';
import { blobFor } from './local-blob.ts';
import { FILE_QUEUED_EVENT } from './queue-upload.ts';
import { type BackOff, DEFAULT_BACK_OFF, retryDelay } from './retry-delay.ts';
import type { Uploader } from './storage-uploader.ts';

export interface FileSyncOptions {
  /** How often queued files are looked at while nothing else wakes the sync (default 15 s). */
  intervalMs?: number;
  backOff?: BackOff;
  /** An attempt that has not finished by then counts as failed and is retried later (default 2 min). */
  attemptTimeoutMs?: number;
  /** Default: navigator.onLine where it exists, else true. */
  isOnline?: () => boolean;
  /** After a file is stored on the server and has left the outbox. */
  onUploaded?: (entry: UploadEntry) => void | Promise<void>;
  /**
   * Whether the row naming the file lets it go (owner-gate.ts): 'upload' once the server holds
   * the row, 'wait' while the row is on its way or refused and undecided, 'drop' when no row will
   * ever name it. Every file uploads when absent.
   */
  ownerReady?: (entry: UploadEntry) => Promise<UploadDecision>;
  /** Emits when a row may have reached the server (the sync's waiting changes shrank): look again. */
  wake$?: Observable<unknown>;
}

export type UploadDecision = 'upload' | 'wait' | 'drop';

export interface FileSyncStatus {
  uploading: boolean;
  lastUploadedAt: string | null;
  lastError: { path: string; message: string; at: string } | null;
}

export interface FileSync {
  status$: Observable<FileSyncStatus>;
  readonly status: FileSyncStatus;
  /** One pass over the outbox now, including files still waiting out their back-off. */
  syncNow(): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 15_000;
const DEFAULT_ATTEMPT_TIMEOUT_MS = 120_000;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || (navigator as { onLine?: boolean }).onLine !== false;
}

class StoppedError extends Error {}

/** Settles with `work`, or rejects once `signal` aborts, whichever comes first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Uploads queued files while online: at start, when a file is queued, on the browser's `online`
 * event, when a back-off ends and every `intervalMs`. Files go one at a time, oldest first; a
 * file leaves the outbox only after its upload succeeded, so a crash or a closed tab mid-upload
 * leaves it queued for the next start. A file goes only once the server holds the row naming it
 * (`ownerReady`), so no object is stored for a row the server refuses. Run it in the tab that
 * replicates (the leader).
 */
export function startFileSync(store: FileStore, upload: Uploader, options: FileSyncOptions = {}): FileSync {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const backOff = options.backOff ?? DEFAULT_BACK_OFF;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const isOnline = options.isOnline ?? browserOnline;
  const status = new BehaviorSubject<FileSyncStatus>({
    uploading: false,
    lastUploadedAt: null,
    lastError: null,
  });
  const stopping = new AbortController();
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (patch: Partial<FileSyncStatus>) => status.next({ ...status.value, ...patch });

  async function attempt(entry: UploadEntry): Promise<void> {
    const blob = await blobFor(store, entry.bucket, entry.path);
    if (!blob) {
      // Only a wiped or damaged store gets here; an entry without bytes can never succeed.
      await store.uploads.delete(entry.key);
      setStatus({
        lastError: { path: entry.path, message: 'local copy missing', at: new Date().toISOString() },
      });
      return;
    }
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(attemptTimeoutMs)]);
    const work = upload({
      bucket: entry.bucket,
      path: entry.path,
      blob,
      contentType: entry.contentType,
      signal,
    });
    // A stalled attempt left behind must not surface as an unhandled rejection later.
    work.catch(() => {});
    try {
      await untilAborted(work, signal);
    } catch (error) {
      if (stopped) throw new StoppedError();
      await recordFailure(entry, messageOf(error));
      return;
    }
    // Only this version leaves the outbox: bytes queued again meanwhile still go up.
    const removed = await store.db.transaction('rw', store.uploads, async () => {
      const current = await store.uploads.get(entry.key);
      if (current?.version !== entry.version) return false;
      await store.uploads.delete(entry.key);
      return true;
    });
    setStatus({ lastUploadedAt: new Date().toISOString() });
    if (removed) await options.onUploaded?.(entry);
  }

  async function recordFailure(entry: UploadEntry, message: string): Promise<void> {
    await store.db.transaction('rw', store.uploads, async () => {
      const current = await store.uploads.get(entry.key);
      if (current?.version !== entry.version) return;
      const attempts = current.attempts + 1;
      await store.uploads.put({
        ...current,
        attempts,
        nextAttemptAt: Date.now() + retryDelay(attempts, backOff),
        lastError: message,
      });
    });
    setStatus({ lastError: { path: entry.path, message, at: new Date().toISOString() } });
  }

  /** A file no row will name (its row deleted, refused for good, or naming another file). */
  async function drop(entry: UploadEntry): Promise<void> {
    await store.db.transaction('rw', [store.uploads, store.blobs, store.bytes], async () => {
      const current = await store.uploads.get(entry.key);
      if (current?.version !== entry.version) return;
      await store.uploads.delete(entry.key);
      await store.blobs.delete(entry.key);
      await store.bytes.delete(entry.key);
    });
  }

  /** Files held back for their row in the last pass: not retried on a timer, only on a wake-up. */
  const heldForRow = new Set<string>();

  async function pass(force: boolean): Promise<void> {
    if (stopped || !isOnline()) return;
    const entries = await store.uploads.orderBy('queuedAt').toArray();
    setStatus({ uploading: entries.length > 0 });
    heldForRow.clear();
    try {
      for (const entry of entries) {
        if (stopped || !isOnline()) return;
        if (!force && entry.nextAttemptAt > Date.now()) continue;
        const decision = options.ownerReady ? await options.ownerReady(entry) : 'upload';
        if (decision === 'wait') {
          heldForRow.add(entry.key);
          continue;
        }
        if (decision === 'drop') {
          await drop(entry);
          continue;
        }
        await attempt(entry);
      }
    } catch (error) {
      if (!(error instanceof StoppedError)) throw error;
    } finally {
      setStatus({ uploading: false });
    }
    await scheduleRetry();
  }

  /** Wakes up when the earliest back-off ends, if that comes before the next interval tick. */
  async function scheduleRetry(): Promise<void> {
    if (stopped) return;
    clearTimeout(retryTimer);
    const next = (await store.uploads.toArray()).filter((entry) => !heldForRow.has(entry.key));
    if (next.length === 0) return;
    const earliest = Math.min(...next.map((entry) => entry.nextAttemptAt));
    const wait = Math.max(0, earliest - Date.now());
    if (wait < intervalMs) retryTimer = setTimeout(() => trigger(false), wait);
  }

  // Passes run one after another; requests arriving during a pass share the next one.
  let tail: Promise<void> = Promise.resolve();
  let nextRun: Promise<void> | null = null;
  let nextForce = false;
  function run(force: boolean): Promise<void> {
    nextForce ||= force;
    if (nextRun) return nextRun;
    const started = tail.then(() => {
      const forced = nextForce;
      nextForce = false;
      nextRun = null;
      return pass(forced);
    });
    nextRun = started;
    tail = started.catch(() => {});
    return started;
  }
  function trigger(force: boolean): void {
    run(force).catch((error: unknown) => {
      setStatus({ lastError: { path: '', message: messageOf(error), at: new Date().toISOString() } });
    });
  }

  const onQueued = () => trigger(false);
  const onOnline = () => trigger(true);
  store.queued.addEventListener(FILE_QUEUED_EVENT, onQueued);
  const target = globalThis as {
    addEventListener?: typeof addEventListener;
    removeEventListener?: typeof removeEventListener;
  };
  target.addEventListener?.('online', onOnline);
  const interval = setInterval(() => trigger(false), intervalMs);
  const woken: Subscription | undefined = options.wake$?.subscribe(() => trigger(false));
  trigger(false);

  return {
    status$: status.asObservable(),
    get status() {
      return status.value;
    },
    syncNow: () => run(true),
    async stop() {
      stopped = true;
      stopping.abort(new StoppedError('file sync stopped'));
      clearInterval(interval);
      clearTimeout(retryTimer);
      woken?.unsubscribe();
      store.queued.removeEventListener(FILE_QUEUED_EVENT, onQueued);
      target.removeEventListener?.('online', onOnline);
      await tail;
      status.complete();
    },
  };
}
