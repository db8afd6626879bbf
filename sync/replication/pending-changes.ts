/**
 * The documents changed on this device and not yet answered by the server ("changes waiting to
 * be sent"), with the time of each one's last local edit and of each field's. Kept in memory for
 * the replication's hot path and written through to the meta store so it survives a reload. It
 * is what the sync pushes (replicate-collection.ts), and what the pull leaves alone.
 *
 * The stored set is the one every tab shares: what the user is told waits (storedCount$) is
 * counted there, so each tab shows the same number whichever tab made the changes.
 */
import { liveQuery } from 'dexie';
import { BehaviorSubject, from, merge, type Observable, Subject } from 'rxjs';
import type { FieldSealer } from '../encryption/field-sealer.ts';
import { baseSealing } from './sealed-bases.ts';
import { documentKey, type PendingChange, type SyncMetaStore } from './sync-meta-store.ts';

export type PendingSnapshot = ReadonlyMap<string, string>;

/** A document as RxDB holds it, before a local edit. */
export type StartingState = Readonly<Record<string, unknown>> & { readonly _deleted: boolean };

/** A base as the store keeps it: the document without RxDB's storage fields. */
function storedState(state: StartingState): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...state };
  Reflect.deleteProperty(copy, '_meta');
  Reflect.deleteProperty(copy, '_rev');
  Reflect.deleteProperty(copy, '_attachments');
  return copy;
}

function startingStateOf(base: Record<string, unknown> | undefined): StartingState | undefined {
  return base ? { ...base, _deleted: base._deleted === true } : undefined;
}

export interface PendingChanges {
  /** Number of documents waiting as this tab knows them (the replication's own bookkeeping). */
  count(collection?: string): number;
  /**
   * Number of documents waiting in the stored set, every tab's changes included: after each of
   * this tab's writes to it and whenever another tab changes it (while subscribed).
   */
  readonly storedCount$: Observable<number>;
  /** The stored set's count once this tab's writes to it are done. */
  storedCount(): Promise<number>;
  editedAt(collection: string, docId: string): string | undefined;
  /** When each field of the document was last edited here, as far as known. */
  fieldsEditedAt(collection: string, docId: string): Readonly<Record<string, string>> | undefined;
  ids(collection: string): string[];
  /** Whether the document has a change waiting here (made and not yet answered). */
  has(collection: string, docId: string): boolean;
  /**
   * Whether the document's waiting change was marked before this set was opened (an earlier run
   * of the app). Only such a mark can be of a write that never happened (the app closed between
   * the mark and the write); a mark of this run is followed by its write, which may still be on
   * its way to the local database.
   */
  markedInEarlierRun(collection: string, docId: string): boolean;
  /** Emits after this tab's set changed: a mark, an answer, a reload. */
  readonly changed$: Observable<void>;
  /**
   * A number that grows with every answer taken: read before a request goes out, it tells later
   * whether a document was answered meanwhile (acknowledgedSince).
   */
  acknowledgements(): number;
  /** Whether the document's waiting change was answered after `acknowledgements()` read `since`. */
  acknowledgedSince(collection: string, docId: string, since: number): boolean;
  /**
   * A local edit of the document at `editedAt`, of `fields` when known; resolves once it is in the
   * meta store. Earlier fields' times are kept: each field keeps the time of its own last edit.
   * `startedFrom` is the document as it was before this edit: its base when nothing of it waited.
   */
  mark(
    collection: string,
    docId: string,
    editedAt: string,
    fields?: readonly string[],
    startedFrom?: StartingState,
  ): Promise<void>;
  /**
   * Whether the document as stored (written at `writtenAt`, its `_meta.lwt`) holds its latest
   * edit marked in this tab: a mark made before its write (the pre-write hooks) is followed by
   * it, which may still be on its way. A mark taken from the stored set (an earlier run's,
   * another tab's: adoptStored) counts as landed.
   */
  landed(collection: string, docId: string, writtenAt: number): boolean;
  /**
   * Takes in the changes stored by others (another tab's marks, made before their writes) that
   * this tab does not hold, with their bases; what this tab holds stays as it is.
   */
  adoptStored(): Promise<void>;
  /**
   * The server's state this device's waiting edits of the document are based on: the document
   * before its first waiting edit, then each state of it the server took as sent while later edits
   * wait. Stored with the mark (sealed with the database's sealer), so it survives a restart. The
   * base of its push: the device keeps no other copy of the server's row (decision 0046).
   */
  baseOf(collection: string, docId: string): StartingState | undefined;
  /** The server took this state of the document as sent: the base of edits still waiting. */
  serverHolds(collection: string, docId: string, state: StartingState): void;
  /**
   * A state the replication pushes that no local edit marked. Kept like a mark, unless the
   * document is already waiting (keeps its edit time). Told to the user (the stored set) only when
   * the server answered the document in this run: RxDB pushing again the state its conflict
   * handler settled on. Otherwise it is RxDB's copy of the server's row gone missing or stale (a
   * write of it lost to another; the next start finds the pulled row unlike it): not a change
   * made here, and never counted as one, while the push still goes out and settles it.
   */
  markIfAbsent(collection: string, docId: string, editedAt: string): void;
  /** The current tags of these documents, taken before a push is sent. */
  snapshot(collection: string, docIds: readonly string[]): PendingSnapshot;
  /** The server answered for these documents: forget those not edited again since the snapshot. */
  acknowledge(snapshot: PendingSnapshot): void;
  /** Resolves once every change so far is written to the meta store. */
  flush(): Promise<void>;
  /** Reads the set again from the meta store (a tab that does not replicate follows the leader's). */
  reload(): Promise<void>;
}

/**
 * The waiting set of one database. Usable at once (marks made before the stored set is read are
 * kept); `loaded` resolves when the entries stored by earlier runs are in. With a sealer, the
 * bases are stored sealed (sealed-bases.ts).
 */
export function openPendingChanges(
  store: SyncMetaStore,
  sealer?: FieldSealer,
): PendingChanges & { loaded: Promise<void> } {
  const entries = new Map<string, PendingChange>();
  const startingStates = new Map<string, StartingState>();
  const sealing = baseSealing(sealer);
  // The stored form of each base, made once per base (a burst of edits seals it once).
  const storedBases = new Map<string, { state: StartingState; fields: Partial<PendingChange> }>();
  /** The entry as stored: with its base, sealed or not. */
  const stored = async (entry: PendingChange): Promise<PendingChange> => {
    const base = startingStates.get(entry.key);
    if (!base) return entry;
    let made = storedBases.get(entry.key);
    if (made?.state !== base) {
      made = { state: base, fields: await sealing.toStored(entry.key, storedState(base)) };
      storedBases.set(entry.key, made);
    }
    return { ...entry, ...made.fields };
  };
  /** The entries an earlier run stored, their bases opened. */
  const readStored = async (
    wanted: (key: string) => boolean = () => true,
  ): Promise<{ entry: PendingChange; base: StartingState | undefined }[]> =>
    Promise.all(
      (await store.pending.toArray())
        .filter((row) => wanted(row.key))
        .map(async (row) => {
          const { base: _clear, sealedBase: _sealed, ...entry } = row;
          let base: StartingState | undefined;
          try {
            base = startingStateOf(await sealing.fromStored(row));
          } catch (error) {
            // Unreadable (another key): the change goes out with no base, as a new document does.
            console.error('sync: could not read the base of a waiting change', error);
          }
          return { entry, base };
        }),
    );
  // Until the stored set is read, an earlier run's edit may be waiting unseen.
  let earlierRunRead = false;
  const ownCounts$ = new BehaviorSubject(0);
  const changed$ = new Subject<void>();
  // The answer number of the last few documents answered (a map keeps insertion order: the
  // oldest go first past the bound).
  let answers = 0;
  const answeredAt = new Map<string, number>();
  const ANSWERS_KEPT = 2000;
  // One queue, so a later delete never overtakes an earlier put of the same key.
  let writes: Promise<void> = Promise.resolve();
  // Counted after the writes, without holding their callers (a user's edit waits for its put
  // only), and once for a burst of writes (1,000 offline edits make one count, not 1,000).
  let counted: Promise<void> = Promise.resolve();
  let countOutdated = false;
  const recount = async (): Promise<void> => {
    if (!countOutdated) return;
    countOutdated = false;
    await writes;
    ownCounts$.next(await store.pending.count());
  };
  const persist = (write: () => Promise<unknown>): Promise<void> => {
    writes = writes.then(write).then(
      () => undefined,
      (error: unknown) => {
        console.error('sync: could not record a pending change', error);
      },
    );
    countOutdated = true;
    counted = counted.then(recount).catch((error: unknown) => {
      // Closed by a sign-out or the end of the sync meanwhile: nothing left to show.
      if (error instanceof Error && error.name === 'DatabaseClosedError') return;
      console.error('sync: could not count the pending changes', error);
    });
    return writes;
  };

  // Documents waiting in memory only (markIfAbsent's unmarked pushes): never written to the store.
  const unstored = new Set<string>();

  // When each mark of this tab was made (Date.now(), the clock RxDB's write times come from).
  const markedAt = new Map<string, number>();
  let adopting: Promise<void> | null = null;

  const mark = (
    collection: string,
    docId: string,
    editedAt: string,
    fields?: readonly string[],
    startedFrom?: StartingState,
  ): Promise<void> => {
    const key = documentKey(collection, docId);
    // Nothing of it waited (an unmarked push is RxDB's stale copy, not an edit made here). Before
    // the stored set is read, an earlier run's entry replaces this base once it is (loaded, persist).
    const first = !entries.has(key) || unstored.has(key);
    if (startedFrom && first) startingStates.set(key, startedFrom);
    unstored.delete(key);
    markedAt.set(key, Date.now());
    const before = entries.get(key)?.fieldsEditedAt;
    const fieldsEditedAt =
      fields === undefined
        ? before
        : { ...before, ...Object.fromEntries(fields.map((field) => [field, editedAt])) };
    const entry: PendingChange = {
      key,
      collection,
      docId,
      editedAt,
      tag: crypto.randomUUID(),
      ...(fieldsEditedAt ? { fieldsEditedAt } : {}),
    };
    const beforeRead = !earlierRunRead;
    entries.set(entry.key, entry);
    changed$.next();
    return persist(async () => {
      const row = await stored(entry);
      // Marked before the stored set was read: an earlier run's entry keeps its base.
      if (beforeRead) {
        const earlier = await store.pending.get(key);
        if (earlier) {
          Reflect.deleteProperty(row, 'base');
          Reflect.deleteProperty(row, 'sealedBase');
          if (earlier.base !== undefined) row.base = earlier.base;
          if (earlier.sealedBase !== undefined) row.sealedBase = earlier.sealedBase;
        }
      }
      await store.pending.put(row);
    });
  };

  // The tags of the marks stored by earlier runs (a mark made again in this run gets a new tag).
  const earlierRun = new Set<string>();
  const loaded = readStored().then((rows) => {
    for (const { entry, base } of rows) {
      // Marked again meanwhile: the new mark's entry, with the earlier run's base (the older
      // server state its edits were made on, or none for a document created here); its stored
      // row kept that base too (mark).
      if (entries.has(entry.key)) {
        if (base) startingStates.set(entry.key, base);
        else startingStates.delete(entry.key);
        continue;
      }
      entries.set(entry.key, entry);
      if (base) startingStates.set(entry.key, base);
      earlierRun.add(entry.tag);
    }
    earlierRunRead = true;
    changed$.next();
  });
  // The first count, after whatever this tab writes meanwhile.
  void loaded.then(
    () => persist(async () => undefined),
    () => undefined,
  );

  return {
    loaded,
    storedCount$: merge(ownCounts$, from(liveQuery(() => store.pending.count()))),
    async storedCount() {
      await writes;
      await counted;
      return store.pending.count();
    },
    count(collection) {
      if (collection === undefined) return entries.size;
      let n = 0;
      for (const entry of entries.values()) if (entry.collection === collection) n += 1;
      return n;
    },
    editedAt(collection, docId) {
      return entries.get(documentKey(collection, docId))?.editedAt;
    },
    fieldsEditedAt(collection, docId) {
      return entries.get(documentKey(collection, docId))?.fieldsEditedAt;
    },
    baseOf(collection, docId) {
      return startingStates.get(documentKey(collection, docId));
    },
    serverHolds(collection, docId, state) {
      const key = documentKey(collection, docId);
      const entry = entries.get(key);
      if (!entry) return;
      startingStates.set(key, state);
      // Only a stored entry (not RxDB's push of an unmarked state) is written again.
      if (unstored.has(key)) return;
      void persist(async () => {
        // Answered meanwhile: nothing to write back.
        if (entries.get(key)?.tag !== entry.tag) return;
        await store.pending.put(await stored(entry));
      });
    },
    ids(collection) {
      return [...entries.values()]
        .filter((entry) => entry.collection === collection)
        .map((entry) => entry.docId);
    },
    has(collection, docId) {
      return entries.has(documentKey(collection, docId));
    },
    markedInEarlierRun(collection, docId) {
      const tag = entries.get(documentKey(collection, docId))?.tag;
      return tag !== undefined && earlierRun.has(tag);
    },
    changed$: changed$.asObservable(),
    acknowledgements() {
      return answers;
    },
    acknowledgedSince(collection, docId, since) {
      return (answeredAt.get(documentKey(collection, docId)) ?? -1) > since;
    },
    mark,
    landed(collection, docId, writtenAt) {
      return writtenAt >= (markedAt.get(documentKey(collection, docId)) ?? 0);
    },
    adoptStored() {
      adopting ??= (async () => {
        // After this tab's own writes to the store: an answer's delete is not read as a mark. An
        // answer taken while the store is read is not undone by what the read still found.
        const since = answers;
        await writes;
        let added = false;
        const unknown = (key: string) => !entries.has(key) && (answeredAt.get(key) ?? -1) <= since;
        for (const { entry, base } of await readStored(unknown)) {
          if (!unknown(entry.key)) continue;
          entries.set(entry.key, entry);
          if (base) startingStates.set(entry.key, base);
          added = true;
        }
        if (added) changed$.next();
      })().finally(() => {
        adopting = null;
      });
      return adopting;
    },
    markIfAbsent(collection, docId, editedAt) {
      const key = documentKey(collection, docId);
      if (entries.has(key)) return;
      if (answeredAt.has(key)) {
        void mark(collection, docId, editedAt);
        return;
      }
      entries.set(key, { key, collection, docId, editedAt, tag: crypto.randomUUID() });
      unstored.add(key);
      changed$.next();
    },
    snapshot(collection, docIds) {
      const tags = new Map<string, string>();
      for (const docId of docIds) {
        const entry = entries.get(documentKey(collection, docId));
        if (entry) tags.set(entry.key, entry.tag);
      }
      return tags;
    },
    acknowledge(snapshot) {
      const done: string[] = [];
      for (const [key, tag] of snapshot) {
        if (entries.get(key)?.tag === tag) {
          entries.delete(key);
          startingStates.delete(key);
          storedBases.delete(key);
          unstored.delete(key);
          markedAt.delete(key);
          done.push(key);
        }
      }
      if (done.length === 0) return;
      answers += 1;
      for (const key of done) {
        answeredAt.delete(key);
        answeredAt.set(key, answers);
      }
      for (const key of answeredAt.keys()) {
        if (answeredAt.size <= ANSWERS_KEPT) break;
        answeredAt.delete(key);
      }
      changed$.next();
      void persist(() => store.pending.bulkDelete(done));
    },
    async flush() {
      await writes;
      await counted;
    },
    async reload() {
      await writes;
      const rows = await readStored();
      entries.clear();
      startingStates.clear();
      storedBases.clear();
      unstored.clear();
      for (const { entry, base } of rows) {
        entries.set(entry.key, entry);
        if (base) startingStates.set(entry.key, base);
      }
      changed$.next();
    },
  };
}
