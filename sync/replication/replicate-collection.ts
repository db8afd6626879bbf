/**
 * The replication of one collection with the backend's sync functions
 * (supabase/migrations/20261121000300_sync.sql), on RxDB's storage without RxDB's replication
 * plugin (issue 42, decision 0046). Two loops:
 *
 *   pull  sync_pull pages (pull-handler.ts) written once each (store-pulled-page.ts), the cursor
 *         kept after its page (pull-cursors.ts); the next pages are asked for while one is
 *         written, and the pages that came meanwhile are written together.
 *   push  driven by the waiting set (pending-changes.ts): the documents changed here read from
 *         storage, sent with their stored base in causal order (push-handler.ts), and the server's
 *         row in the answer stored in place of the state sent.
 *
 * A pull page and a push of the same collection never overlap: the pull leaves the rows with a
 * change waiting alone, and their server state then comes in the push's answer, which is read
 * after every page pulled before it.
 */
import pLimit from 'p-limit';
import type { BulkWriteRow, RxCollection, RxDocumentData, WithDeleted } from 'rxdb';
import { BehaviorSubject, filter, firstValueFrom, type Observable, Subject, type Subscription } from 'rxjs';
import type { CollectionName } from '../collections/collection-registry.ts';
import { parentsAnswered, waitingParents } from './causal-order.ts';
import type { CollectionSyncContext, SyncDoc } from './collection-sync-context.ts';
import { latestStates } from './latest-states.ts';
import { createPullHandler, type PulledPage } from './pull-handler.ts';
import { createPushHandler } from './push-handler.ts';
import { sameDocument } from './same-document.ts';
import type { Cursor } from './server-protocol.ts';
import { withoutStorageFields } from './server-protocol.ts';
import { settledChanges } from './settled-changes.ts';
import { storedForm, storePulledPage } from './store-pulled-page.ts';
import { isSyncRequestError } from './sync-request-error.ts';
import { PUSH_ANSWER_WRITE_CONTEXT, SYNC_WRITE_CONTEXTS } from './sync-write-contexts.ts';

export type { CollectionSyncContext };

/**
 * How often one pass pushes the same document (edited again while its push was out); past this,
 * the next round takes it.
 */
const PUSHES_PER_PASS = 3;
/**
 * Rows a pull holds ahead of its writes, and the most one write takes: pages that came during a
 * write are written together up to it. A write of thousands of rows on disk takes a second, and a
 * desk's read or write, or another collection's first page (today's calendar), waits for it.
 */
const ROWS_AHEAD = 4000;
/** The longest pause between retries of a loop that failed outside a request. */
const MAX_RETRY_MS = 10_000;

export interface CollectionSync {
  readonly name: CollectionName;
  /** Pushes what waits and pulls from the stored cursor now. */
  reSync(): void;
  /** Resolves when nothing is being pushed or pulled and nothing is asked for. */
  awaitInSync(): Promise<void>;
  pause(): Promise<void>;
  cancel(): Promise<void>;
  /**
   * Sequence number of the last pull request that ended a pass, published once its page (and
   * every page before it) is stored.
   */
  readonly pulledThrough$: BehaviorSubject<number>;
  /** Sequence number of the latest pull request. */
  requestSeq(): number;
  /**
   * The server's horizon at the end of the last pull pass: every transaction before it was in
   * reach of that pull. Null before the first pass or from a server that does not say.
   */
  pulledHorizon(): bigint | null;
  start(): Promise<void>;
  /** Settles waiting marks whose write never happened (an earlier run closed in between). */
  reconcile(): Promise<void>;
  /** Failures met outside the requests (the gate records those), e.g. a write the storage refused. */
  readonly errors$: Observable<Error>;
}

/** A loop that runs passes while asked to, one at a time, retrying a failed one. */
interface PassLoop {
  request(): void;
  readonly active: Promise<void> | null;
}

export function replicateCollection<Doc extends SyncDoc>(
  name: CollectionName,
  collection: RxCollection<Doc>,
  ctx: CollectionSyncContext,
): CollectionSync {
  const readOnly = name === 'specializations';
  const isEqual: (a: WithDeleted<Doc>, b: WithDeleted<Doc>) => boolean = sameDocument;
  const stateOf = (doc: RxDocumentData<Doc>): WithDeleted<Doc> =>
    withoutStorageFields(doc) as unknown as WithDeleted<Doc>;

  // Failures the request gate recorded already (a handler's request): not reported twice.
  const recorded = new WeakSet<object>();
  const gate: CollectionSyncContext['gate'] = Object.create(ctx.gate, {
    failed: {
      value: (error: unknown) => {
        if (typeof error === 'object' && error !== null) recorded.add(error);
        return ctx.gate.failed(error);
      },
    },
  });
  const context: CollectionSyncContext = { ...ctx, gate };
  const puller = createPullHandler<Doc>(name, context);
  const push = createPushHandler<Doc>({ name, collection, ctx: context, isEqual });
  const exclusive = pLimit(1);
  const errors$ = new Subject<Error>();
  const busy$ = new BehaviorSubject(0);

  let running = false;
  let cursor: Cursor | undefined;
  let cursorRead: Promise<void> | null = null;
  let saving: Promise<void> = Promise.resolve();
  let localWrites: Subscription | undefined;

  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const signal = ctx.gate.signal;
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
    });

  function passLoop(pass: () => Promise<void>): PassLoop {
    let requested = false;
    let active: Promise<void> | null = null;
    const run = async (): Promise<void> => {
      let failures = 0;
      while (requested && running) {
        requested = false;
        try {
          await pass();
          failures = 0;
        } catch (error) {
          if (!running) break;
          const halted = isSyncRequestError(error) && error.kind === 'stopped';
          if (!halted && (typeof error !== 'object' || error === null || !recorded.has(error))) {
            errors$.next(error instanceof Error ? error : new Error(String(error)));
          }
          requested = true;
          failures += 1;
          // The gate waits out its own back-off before the next request; this spaces the others.
          await pause(Math.min(ctx.retryTimeMs * 2 ** (failures - 1), MAX_RETRY_MS));
        }
      }
    };
    function request(): void {
      if (!running) return;
      requested = true;
      if (active) return;
      busy$.next(busy$.value + 1);
      active = run().finally(() => {
        active = null;
        busy$.next(busy$.value - 1);
        // Asked again as the loop ended.
        if (requested && running) request();
      });
    }
    return {
      request,
      get active() {
        return active;
      },
    };
  }

  /** Pulls and stores pages from the cursor until the server has nothing more. */
  async function pullPass(): Promise<void> {
    cursorRead ??= ctx.cursors.load(collection).then(
      (stored) => {
        cursor = stored;
      },
      (error: unknown) => {
        // Read again on the retry.
        cursorRead = null;
        throw error;
      },
    );
    await cursorRead;
    for (;;) {
      const ended = await exclusive(pullStreak);
      if (ended || !running) return;
    }
  }

  /**
   * Pages asked for ahead of the writes (up to ROWS_AHEAD rows), and the pages that came written in
   * one step up to it: when the server is faster than the device, the writes grow and cost less per
   * row. Ends with the pass (true), or once a push waits its turn and what came is written (false).
   */
  async function pullStreak(): Promise<boolean> {
    const fetched: PulledPage<Doc>[] = [];
    let fetching: Promise<void> | null = null;
    let failure = null as { error: unknown } | null;
    let from = cursor;
    let fetchedAll = false;
    let arrived: (() => void) | null = null;
    // The streak ended (a write failed, too): nothing more is asked for.
    let done = false;
    const fetchAhead = (): void => {
      const stop = fetchedAll || failure || done || !running || exclusive.pendingCount > 0;
      if (fetching || stop || rowsOf(fetched) >= ROWS_AHEAD) return;
      fetching = puller.pull(from, ctx.pullBatchSize).then(
        (page) => {
          fetched.push(page);
          from = page.checkpoint;
          fetchedAll = page.ended;
        },
        (error: unknown) => {
          failure = { error };
        },
      );
      void fetching.finally(() => {
        fetching = null;
        arrived?.();
        fetchAhead();
      });
    };
    fetchAhead();
    try {
      return await storeWhatComes();
    } finally {
      done = true;
    }

    async function storeWhatComes(): Promise<boolean> {
      for (;;) {
        while (fetched.length === 0) {
          if (failure) throw failure.error;
          if (!fetching) return false;
          await new Promise<void>((resolve) => {
            arrived = resolve;
          });
          arrived = null;
        }
        // A local write under way goes first (local-writes-first.ts); pages that come meanwhile
        // join this write.
        await ctx.localWrites.idle();
        const pages = fetched.splice(0, pagesUpTo(fetched, ROWS_AHEAD));
        fetchAhead();
        await storePulledPage(
          collection,
          pages.flatMap((page) => page.documents),
          (id) => ctx.pending.has(name, id),
          isEqual,
        );
        const last = pages[pages.length - 1] as PulledPage<Doc>;
        cursor = last.checkpoint;
        // Kept in the order asked (one store), after the pages it ends; not waited for, so the next
        // write does not wait on it. A cursor not kept pulls its pages again.
        saving = saving
          .then(() => ctx.cursors.save(collection, last.checkpoint))
          .catch((error: unknown) => {
            console.warn('sync: could not keep the pull cursor', error);
          });
        if (last.ended) {
          puller.passStored(last.seq);
          return true;
        }
        fetchAhead();
      }
    }
  }

  /** Writes of this collection that were not the sync's own, seen so far (this tab's, another's). */
  let editsSeen = 0;

  /** Pushes the waiting documents, in batches, until none is left that this pass may push. */
  async function pushPass(): Promise<void> {
    const pushes = new Map<string, number>();
    for (;;) {
      if (!running) return;
      const ids = ctx.pending.ids(name).filter((id) => (pushes.get(id) ?? 0) < PUSHES_PER_PASS);
      if (ids.length === 0) return;
      const writesBeforeRead = editsSeen;
      const stored = new Map(
        (await collection.storageInstance.findDocumentsById(ids, true)).map((doc) => [doc.id, doc]),
      );
      // Not stored yet: its write is on its way (its event asks for a pass), or never happened
      // (settled at the round's end, reconcile).
      for (const id of ids) if (!stored.has(id)) pushes.set(id, PUSHES_PER_PASS);
      const docs = [...stored.values()];
      for (let i = 0; i < docs.length; i += ctx.pushBatchSize) {
        if (!running) return;
        const batch = docs.slice(i, i + ctx.pushBatchSize);
        for (const doc of batch) pushes.set(doc.id, (pushes.get(doc.id) ?? 0) + 1);
        // Causal order: the rows these name, where changed here, are answered first. Waited for
        // outside the lock: the pull goes on meanwhile.
        await parentsAnswered(ctx.pending, name, batch.map(stateOf), ctx.gate.signal);
        // Read again only if an edit of this collection was stored since (it may be one of these).
        await exclusive(async () =>
          pushBatch(editsSeen === writesBeforeRead ? batch : await storedNow(batch)),
        );
      }
    }
  }

  /** The batch as stored now, where the causal order allows (latest-states.ts). */
  async function storedNow(batch: readonly RxDocumentData<Doc>[]): Promise<RxDocumentData<Doc>[]> {
    const stored = await collection.storageInstance.findDocumentsById(
      batch.map((doc) => doc.id),
      true,
    );
    return latestStates(batch, stored, (doc) => waitingParents(ctx.pending, name, [stateOf(doc)]).length > 0);
  }

  async function pushBatch(docs: readonly RxDocumentData<Doc>[]): Promise<void> {
    const rows = docs.map((doc) => {
      const base = ctx.pending.baseOf(name, doc.id) as WithDeleted<Doc> | undefined;
      return { newDocumentState: stateOf(doc), ...(base ? { assumedMasterState: base } : {}) };
    });
    const masters = await push(rows);
    if (masters.length > 0) await storeAnswers(rows, masters);
  }

  /**
   * The server's rows of the answered documents, stored as they are: the server judged every field
   * sent (DESIGN.md, sync rules), so its row is the state this device's edit ended in. A document
   * edited here since it was sent keeps that edit, whose own push follows.
   */
  async function storeAnswers(
    rows: readonly { newDocumentState: WithDeleted<Doc> }[],
    masters: readonly WithDeleted<Doc>[],
  ): Promise<void> {
    const sent = new Map(rows.map((row) => [row.newDocumentState.id, row.newDocumentState]));
    const held = new Map(
      (
        await collection.storageInstance.findDocumentsById(
          masters.map((master) => master.id),
          true,
        )
      ).map((doc) => [doc.id, doc]),
    );
    const writes: BulkWriteRow<Doc>[] = [];
    for (const master of masters) {
      const pushed = sent.get(master.id);
      const current = held.get(master.id);
      if (!pushed || (current && !isEqual(stateOf(current), pushed))) continue;
      if (current && isEqual(stateOf(current), master)) continue;
      writes.push({ ...(current ? { previous: current } : {}), document: storedForm(master, current) });
    }
    if (writes.length === 0) return;
    const result = await collection.storageInstance.bulkWrite(writes, PUSH_ANSWER_WRITE_CONTEXT);
    for (const error of result.error) {
      // Edited here between the read and the write: that edit waits, and its push follows.
      if (error.status !== 409) {
        throw new Error(`storing the answer for ${name} ${error.documentId}: ${error.status}`);
      }
    }
  }

  const pullLoop = passLoop(pullPass);
  const pushLoop = readOnly ? null : passLoop(pushPass);

  /** Takes in the changes other tabs stored (only the tab that leads pushes them), then goes on. */
  const adoptStoredThen = async (next: () => void): Promise<void> => {
    try {
      await ctx.pending.adoptStored();
    } catch (error) {
      errors$.next(error instanceof Error ? error : new Error(String(error)));
    }
    next();
  };

  const requestAll = (): void => {
    pullLoop.request();
    if (pushLoop) void adoptStoredThen(() => pushLoop.request());
  };

  const stopLoops = async (): Promise<void> => {
    running = false;
    localWrites?.unsubscribe();
    localWrites = undefined;
    await Promise.all([pullLoop.active, pushLoop?.active].map((loop) => loop?.catch(() => undefined)));
    await saving;
  };

  return {
    name,
    pulledThrough$: puller.pulledThrough$,
    requestSeq: puller.requestSeq,
    pulledHorizon: puller.horizon,
    async start() {
      if (running) return;
      running = true;
      // Every write not the sync's own (this tab's, another tab's) may leave a change to push.
      if (pushLoop) {
        localWrites = collection.eventBulks$.subscribe((bulk) => {
          if (SYNC_WRITE_CONTEXTS.has(bulk.context)) return;
          editsSeen += 1;
          // A write this tab did not mark is another tab's (RxDB stamps every event with this
          // tab's token): its mark is in the stored set, written before the write.
          const unmarked = bulk.events.some((event) => !ctx.pending.has(name, event.documentId));
          if (unmarked) void adoptStoredThen(() => pushLoop.request());
          else pushLoop.request();
        });
      }
      requestAll();
    },
    reSync: requestAll,
    async awaitInSync() {
      await firstValueFrom(busy$.pipe(filter((busy) => busy === 0)));
    },
    pause: stopLoops,
    cancel: stopLoops,
    async reconcile() {
      const ids = ctx.pending.ids(name);
      if (readOnly || ids.length === 0) return;
      const snapshot = ctx.pending.snapshot(name, ids);
      const stored = await collection.storageInstance.findDocumentsById(ids, true);
      ctx.pending.acknowledge(
        settledChanges({
          collection: name,
          ids,
          snapshot,
          stored: new Set(stored.map((doc) => doc.id)),
          markedInEarlierRun: (id) => ctx.pending.markedInEarlierRun(name, id),
        }),
      );
    },
    errors$: errors$.asObservable(),
  };
}

function rowsOf(pages: readonly { documents: readonly unknown[] }[]): number {
  return pages.reduce((sum, page) => sum + page.documents.length, 0);
}

/** How many of the first pages hold at most `rows` rows together; at least one. */
function pagesUpTo(pages: readonly { documents: readonly unknown[] }[], rows: number): number {
  let count = 1;
  let held = pages[0]?.documents.length ?? 0;
  while (count < pages.length) {
    held += (pages[count] as { documents: readonly unknown[] }).documents.length;
    if (held > rows) break;
    count += 1;
  }
  return count;
}
