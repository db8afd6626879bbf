// Dexie's liveQuery (the other tab's changes) runs only where IndexedDB is a global, as in a browser.
import 'fake-indexeddb/auto';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from '#tests/support/wait-until.ts';
import { createDataKey } from '../encryption/data-key.ts';
import { createFieldSealer } from '../encryption/field-sealer.ts';
import { openTestMetaStore, removeTestMetaStore } from '../testing/test-meta-store.ts';
import { openPendingChanges } from './pending-changes.ts';
import { openSyncMetaStore, type SyncMetaStore } from './sync-meta-store.ts';

let store: SyncMetaStore | undefined;
let n = 0;

function freshStore(): SyncMetaStore {
  n += 1;
  store = openTestMetaStore(`pending-test-${n}`);
  return store;
}

afterEach(async () => {
  await removeTestMetaStore(store);
});

describe('the waiting-changes set', () => {
  it('counts documents, not writes, and keeps the last edit time', async () => {
    const pending = openPendingChanges(freshStore());
    await pending.loaded;
    await pending.mark('patients', 'p1', '2026-11-21T10:00:00.000Z');
    await pending.mark('patients', 'p1', '2026-11-21T10:05:00.000Z');
    await pending.mark('tasks', 't1', '2026-11-21T10:06:00.000Z');
    expect(pending.count()).toBe(2);
    expect(pending.count('patients')).toBe(1);
    expect(pending.editedAt('patients', 'p1')).toBe('2026-11-21T10:05:00.000Z');
    expect(pending.ids('tasks')).toEqual(['t1']);
  });

  it('remembers the state the first waiting edit started from, then what the server answered, while edits wait', async () => {
    const meta = freshStore();
    const earlier = openPendingChanges(meta);
    await earlier.mark('patients', 'waiting', '2026-11-21T09:00:00.000Z');
    await earlier.flush();

    const pending = openPendingChanges(meta);
    const pulled = { id: 'p1', phone: '1', _deleted: false };
    // Before the stored set is read, an earlier run's edit may be waiting: its base (none, for a
    // document created here) is kept, not this edit's.
    await pending.mark('patients', 'waiting', '2026-11-21T10:00:00.000Z', ['phone'], pulled);
    // A document nothing of an earlier run waited for keeps the base its edit started from.
    await pending.mark('patients', 'fresh', '2026-11-21T10:00:00.000Z', ['phone'], {
      ...pulled,
      id: 'fresh',
    });
    await pending.loaded;
    expect(pending.baseOf('patients', 'waiting')).toBeUndefined();
    expect(pending.baseOf('patients', 'fresh')).toEqual({ ...pulled, id: 'fresh' });
    await pending.flush();
    expect((await meta.pending.get('patients/waiting'))?.base).toBeUndefined();
    expect((await meta.pending.get('patients/fresh'))?.base).toEqual({ ...pulled, id: 'fresh' });

    await pending.mark('patients', 'p1', '2026-11-21T10:00:00.000Z', ['phone'], pulled);
    await pending.mark('patients', 'p1', '2026-11-21T10:01:00.000Z', ['phone'], { ...pulled, phone: '2' });
    expect(pending.baseOf('patients', 'p1')).toEqual(pulled);
    // Answered while a later edit waits: the server's answer is the base of that edit.
    const sent = pending.snapshot('patients', ['p1']);
    await pending.mark('patients', 'p1', '2026-11-21T10:01:30.000Z', ['phone'], { ...pulled, phone: '3' });
    pending.acknowledge(sent);
    const answered = { ...pulled, phone: '2', last_name: 'Elsewhere' };
    pending.serverHolds('patients', 'p1', answered);
    expect(pending.baseOf('patients', 'p1')).toEqual(answered);
    // Nothing is kept of a document with nothing waiting.
    pending.serverHolds('patients', 'new-elsewhere', answered);
    expect(pending.baseOf('patients', 'new-elsewhere')).toBeUndefined();
    // A document created here has none: it started from nothing the server had.
    await pending.mark('patients', 'new', '2026-11-21T10:02:00.000Z', ['phone']);
    expect(pending.baseOf('patients', 'new')).toBeUndefined();

    pending.acknowledge(pending.snapshot('patients', ['p1']));
    expect(pending.baseOf('patients', 'p1')).toBeUndefined();
  });

  it('survives a reload of the app', async () => {
    const meta = freshStore();
    const first = openPendingChanges(meta);
    await first.mark('patients', 'p1', '2026-11-21T10:00:00.000Z');
    const acknowledged = first.snapshot('patients', ['p1']);
    await first.mark('tasks', 't1', '2026-11-21T10:01:00.000Z');
    first.acknowledge(acknowledged);
    await first.flush();

    const again = openPendingChanges(meta);
    await again.loaded;
    expect(again.count()).toBe(1);
    expect(again.editedAt('tasks', 't1')).toBe('2026-11-21T10:01:00.000Z');
  });

  it('keeps a document edited again while its push was on the way', async () => {
    const pending = openPendingChanges(freshStore());
    await pending.mark('patients', 'p1', '2026-11-21T10:00:00.000Z');
    const sent = pending.snapshot('patients', ['p1']);
    await pending.mark('patients', 'p1', '2026-11-21T10:00:02.000Z');
    pending.acknowledge(sent);
    expect(pending.count()).toBe(1);
    pending.acknowledge(pending.snapshot('patients', ['p1']));
    expect(pending.count()).toBe(0);
  });

  it('does not replace the edit time of a document already waiting with markIfAbsent', async () => {
    const pending = openPendingChanges(freshStore());
    await pending.mark('patients', 'p1', '2026-11-21T10:00:00.000Z');
    pending.markIfAbsent('patients', 'p1', '2026-11-21T11:00:00.000Z');
    pending.markIfAbsent('patients', 'p2', '2026-11-21T11:00:00.000Z');
    expect(pending.editedAt('patients', 'p1')).toBe('2026-11-21T10:00:00.000Z');
    expect(pending.editedAt('patients', 'p2')).toBe('2026-11-21T11:00:00.000Z');
  });

  it('counts an unmarked push for the user only when the server answered that document in this run', async () => {
    const pending = openPendingChanges(freshStore());
    await pending.loaded;
    // RxDB's stale copy of a pulled row: pushed and dated, never shown as the user's change.
    pending.markIfAbsent('patients', 'stale', '2026-11-21T11:00:00.000Z');
    expect(pending.has('patients', 'stale')).toBe(true);
    expect(await pending.storedCount()).toBe(0);
    // The state RxDB's conflict handler settled on after an answer: the user's edit, still waiting.
    await pending.mark('patients', 'p1', '2026-11-21T10:00:00.000Z');
    pending.acknowledge(pending.snapshot('patients', ['p1']));
    expect(await pending.storedCount()).toBe(0);
    pending.markIfAbsent('patients', 'p1', '2026-11-21T10:00:05.000Z');
    expect(await pending.storedCount()).toBe(1);
    pending.acknowledge(pending.snapshot('patients', ['p1', 'stale']));
    expect(pending.count()).toBe(0);
    expect(await pending.storedCount()).toBe(0);
  });

  it('keeps the base of a waiting edit across a restart, and the state the server took while later edits wait', async () => {
    const meta = freshStore();
    const first = openPendingChanges(meta);
    await first.loaded;
    const before = { id: 'p1', phone: '0700 000 001', _deleted: false, _rev: '1-a', _meta: { lwt: 1 } };
    await first.mark('patients', 'p1', '2026-11-21T10:00:00.000Z', ['phone'], before);
    const again = openPendingChanges(meta);
    await again.loaded;
    // Without RxDB's storage fields.
    expect(again.baseOf('patients', 'p1')).toEqual({ id: 'p1', phone: '0700 000 001', _deleted: false });
    const sent = { id: 'p1', phone: '0700 000 002', _deleted: false };
    again.serverHolds('patients', 'p1', sent);
    await again.flush();
    const third = openPendingChanges(meta);
    await third.loaded;
    expect(third.baseOf('patients', 'p1')).toEqual(sent);
  });

  it('stores the base sealed where the database is sealed, and reads it with the same key', async () => {
    const meta = freshStore();
    const sealer = createFieldSealer(await createDataKey());
    const pending = openPendingChanges(meta, sealer);
    await pending.loaded;
    const before = { id: 'p2', phone: '0744 123 456', _deleted: false };
    await pending.mark('patients', 'p2', '2026-11-21T10:00:00.000Z', ['phone'], before);
    const row = await meta.pending.get('patients/p2');
    expect(row?.base).toBeUndefined();
    expect(JSON.stringify(row)).not.toContain('0744 123 456');
    const again = openPendingChanges(meta, sealer);
    await again.loaded;
    expect(again.baseOf('patients', 'p2')).toEqual(before);
  });

  it('keeps an earlier run’s base when the document is edited again before the stored set is read', async () => {
    const meta = freshStore();
    const first = openPendingChanges(meta);
    await first.loaded;
    const before = { id: 'p3', phone: '0700 000 003', _deleted: false };
    await first.mark('patients', 'p3', '2026-11-21T10:00:00.000Z', ['phone'], before);
    const again = openPendingChanges(meta);
    await again.mark('patients', 'p3', '2026-11-21T10:01:00.000Z', ['phone'], {
      id: 'p3',
      phone: '0700 000 004',
      _deleted: false,
    });
    await again.loaded;
    expect(again.baseOf('patients', 'p3')).toEqual(before);
    const third = openPendingChanges(meta);
    await third.loaded;
    expect(third.baseOf('patients', 'p3')).toEqual(before);
  });

  it('keeps marks made before the stored set was read, and reloads what another tab stored', async () => {
    const meta = freshStore();
    await meta.pending.put({ key: 'tasks/t9', collection: 'tasks', docId: 't9', editedAt: 'old', tag: 'x' });
    const pending = openPendingChanges(meta);
    await pending.mark('tasks', 't9', 'new');
    await pending.loaded;
    expect(pending.editedAt('tasks', 't9')).toBe('new');
    await meta.pending.put({
      key: 'patients/p5',
      collection: 'patients',
      docId: 'p5',
      editedAt: 'other tab',
      tag: 'y',
    });
    await pending.reload();
    expect(pending.count()).toBe(2);
  });

  it('reports the stored count after this tab’s writes', async () => {
    const pending = openPendingChanges(freshStore());
    await pending.loaded;
    const counts: number[] = [];
    const subscription = pending.storedCount$.subscribe((count) => counts.push(count));
    await pending.mark('patients', 'p1', 't');
    await pending.flush();
    pending.acknowledge(pending.snapshot('patients', ['p1']));
    await pending.flush();
    subscription.unsubscribe();
    expect(counts.at(-1)).toBe(0);
    expect(counts).toContain(1);
  });
});

describe("each field's own edit time", () => {
  it('keeps the time of each field’s last edit across edits of other fields, and survives a reload', async () => {
    const store = freshStore();
    const pending = openPendingChanges(store);
    await pending.loaded;
    await pending.mark('patients', 'p1', '2026-11-21T10:00:00.000Z', ['address']);
    await pending.mark('patients', 'p1', '2026-11-21T10:00:07.000Z', ['phone']);
    expect(pending.fieldsEditedAt('patients', 'p1')).toEqual({
      address: '2026-11-21T10:00:00.000Z',
      phone: '2026-11-21T10:00:07.000Z',
    });
    // An edit whose fields are unknown (another tab's delete) keeps what is known.
    await pending.mark('patients', 'p1', '2026-11-21T10:00:09.000Z');
    expect(pending.fieldsEditedAt('patients', 'p1')?.address).toBe('2026-11-21T10:00:00.000Z');
    await pending.flush();
    const again = openPendingChanges(store);
    await again.loaded;
    expect(again.fieldsEditedAt('patients', 'p1')).toEqual({
      address: '2026-11-21T10:00:00.000Z',
      phone: '2026-11-21T10:00:07.000Z',
    });
  });

  it('has none for an entry of the previous build', async () => {
    const store = freshStore();
    await store.pending.put({
      key: 'patients/p2',
      collection: 'patients',
      docId: 'p2',
      editedAt: '2026-11-21T10:00:00.000Z',
      tag: 't',
    });
    const pending = openPendingChanges(store);
    await pending.loaded;
    expect(pending.fieldsEditedAt('patients', 'p2')).toBeUndefined();
    expect(pending.editedAt('patients', 'p2')).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('what the causal order reads of the set', () => {
  it('tells which documents wait, announces each change, and numbers the answers', async () => {
    const pending = openPendingChanges(freshStore());
    await pending.loaded;
    let changes = 0;
    const subscription = pending.changed$.subscribe(() => {
      changes += 1;
    });
    await pending.mark('patients', 'p1', '2026-11-21T10:00:00.000Z');
    expect(pending.has('patients', 'p1')).toBe(true);
    expect(pending.has('appointments', 'p1')).toBe(false);
    expect(changes).toBe(1);
    const before = pending.acknowledgements();
    pending.acknowledge(pending.snapshot('patients', ['p1']));
    expect(pending.has('patients', 'p1')).toBe(false);
    expect(changes).toBe(2);
    expect(pending.acknowledgedSince('patients', 'p1', before)).toBe(true);
    expect(pending.acknowledgedSince('patients', 'p1', pending.acknowledgements())).toBe(false);
    // An answer for a state edited since clears nothing and announces nothing.
    await pending.mark('patients', 'p2', '2026-11-21T10:01:00.000Z');
    const stale = pending.snapshot('patients', ['p2']);
    await pending.mark('patients', 'p2', '2026-11-21T10:02:00.000Z');
    const seen = changes;
    pending.acknowledge(stale);
    expect(pending.has('patients', 'p2')).toBe(true);
    expect(changes).toBe(seen);
    subscription.unsubscribe();
  });
});

describe('what the reconciling reads of the set', () => {
  it('tells a mark stored by an earlier run from one of this run, which may be of a write on its way', async () => {
    const meta = freshStore();
    const earlier = openPendingChanges(meta);
    await earlier.loaded;
    await earlier.mark('patients', 'crashed', '2026-11-21T10:00:00.000Z');
    await earlier.mark('patients', 'edited-again', '2026-11-21T10:00:00.000Z');
    await earlier.flush();

    const now = openPendingChanges(meta);
    await now.loaded;
    await now.mark('patients', 'new', '2026-11-21T11:00:00.000Z');
    await now.mark('patients', 'edited-again', '2026-11-21T11:00:00.000Z');
    expect(now.markedInEarlierRun('patients', 'crashed')).toBe(true);
    expect(now.markedInEarlierRun('patients', 'new')).toBe(false);
    expect(now.markedInEarlierRun('patients', 'edited-again')).toBe(false);
    expect(now.markedInEarlierRun('patients', 'never-marked')).toBe(false);
  });
});

describe('the stored count every tab shows', () => {
  it('counts the changes another tab stored as well as this tab’s', async () => {
    const store = freshStore();
    // A second tab: its own connection to the same meta store.
    const otherStore = openSyncMetaStore({
      databaseName: store.name.replace('cabinet-sync-meta-', ''),
      indexedDB,
      IDBKeyRange,
    });
    const here = openPendingChanges(store);
    const there = openPendingChanges(otherStore);
    await Promise.all([here.loaded, there.loaded]);
    const seenHere: number[] = [];
    const subscription = here.storedCount$.subscribe((count) => seenHere.push(count));
    await here.mark('patients', 'p1', '2026-11-21T10:00:00.000Z');
    await there.mark('patients', 'p2', '2026-11-21T10:00:01.000Z');
    await there.mark('tasks', 't1', '2026-11-21T10:00:02.000Z');
    await waitUntil(() => seenHere.at(-1) === 3, { what: 'the other tab’s changes counted here' });
    expect(here.count()).toBe(1);
    expect(await there.storedCount()).toBe(3);
    here.acknowledge(here.snapshot('patients', ['p1']));
    expect(await there.storedCount()).toBe(2);
    await waitUntil(() => seenHere.at(-1) === 2, { what: 'the answer counted here' });
    subscription.unsubscribe();
    otherStore.db.close();
  });

  it('tells whether the stored row holds the latest edit marked, which its write may still be bringing', async () => {
    const pending = openPendingChanges(freshStore());
    await pending.loaded;
    const before = Date.now() - 1;
    await pending.mark('patients', 'p1', '2026-11-29T10:00:00.000Z', ['phone']);
    // Written before the mark (the state a push would read while the edit's write is on its way).
    expect(pending.landed('patients', 'p1', before)).toBe(false);
    // RxDB stamps a write after the pre-write hook's mark, never behind Date.now().
    expect(pending.landed('patients', 'p1', Date.now() + 0.01)).toBe(true);
    // Another tab's mark, taken in from the stored set with its base: its write came first.
    const otherTab = openPendingChanges(store as SyncMetaStore);
    await otherTab.loaded;
    const pulled = { id: 'p2', phone: '1', _deleted: false };
    await otherTab.mark('patients', 'p2', '2026-11-29T10:00:00.000Z', ['phone'], pulled);
    await otherTab.flush();
    expect(pending.has('patients', 'p2')).toBe(false);
    await pending.adoptStored();
    expect(pending.ids('patients').sort()).toEqual(['p1', 'p2']);
    expect(pending.baseOf('patients', 'p2')).toEqual(pulled);
    expect(pending.landed('patients', 'p2', before)).toBe(true);
    // What this tab holds stays as it is.
    expect(pending.landed('patients', 'p1', before)).toBe(false);
    // A document nothing marked in this run.
    expect(pending.landed('patients', 'p3', 0)).toBe(true);
  });
});
