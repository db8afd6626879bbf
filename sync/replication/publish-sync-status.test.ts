import { BehaviorSubject, firstValueFrom, of } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../session/session-guard.ts';
import { publishSyncStatus, type SyncStatusPublisher } from './publish-sync-status.ts';
import type { SyncMark } from './sync-meta-store.ts';
import type { SyncStatus } from './sync-status.ts';
import { openTabStatusChannel } from './tab-status-channel.ts';

const open: SyncStatusPublisher[] = [];
afterEach(() => {
  for (const tab of open.splice(0)) tab.close();
});

let n = 0;
/** Tabs of one database: each its own publisher, all sharing one stored count. */
function tabsOfOneDatabase() {
  n += 1;
  const channel = `publish-status-test-${n}`;
  const storedCount$ = new BehaviorSubject(0);
  const session: SessionState = { userId: 'u1', needsSignIn: false };
  // The meta store's marks, shared by the tabs and kept across their reloads.
  const marks = new Map<string, SyncMark>();
  const markTable = {
    get: async (key: string) => marks.get(key),
    put: async (mark: SyncMark) => {
      marks.set(mark.key, mark);
      return mark.key;
    },
  };
  const tab = (online = true, gate = { reachable: true }) => {
    const publisher = publishSyncStatus({
      meta: { marks: markTable } as never,
      firstSyncMark: Promise.resolve(undefined),
      connectivity: { isOnline: () => online, subscribe: () => () => undefined },
      gate,
      session: { state: session, state$: of(session) },
      pending: { storedCount$ },
      conflicts: { list$: () => of([]) },
      run: { paused: false, stopped: false },
      tabs: openTabStatusChannel(channel),
    });
    publisher.follow();
    open.push(publisher);
    return publisher;
  };
  return { tab, storedCount$, marks };
}

const reaches = (tab: SyncStatusPublisher, test: (status: SyncStatus) => boolean) =>
  firstValueFrom(tab.status$.pipe(filter(test)));

describe('the status every tab shows', () => {
  it('shows the leading tab’s last sync and phase in a tab that does not lead', async () => {
    const { tab } = tabsOfOneDatabase();
    const leader = tab();
    const other = tab();
    leader.lead();
    leader.activity('pulling', 1);
    expect((await reaches(other, (status) => status.phase === 'pulling')).lastSyncedAt).toBeNull();
    leader.activity('pulling', -1);
    leader.exchangeEnded(true);
    const synced = await reaches(other, (status) => status.lastSyncedAt !== null);
    expect(synced).toMatchObject({
      phase: 'idle',
      hasSynced: true,
      lastSyncedAt: leader.status.lastSyncedAt,
    });
  });

  it('shows a tab opened after the leader’s last exchange that exchange at once', async () => {
    const { tab } = tabsOfOneDatabase();
    const leader = tab();
    leader.lead();
    leader.exchangeEnded(true);
    const late = tab();
    expect((await reaches(late, (status) => status.lastSyncedAt !== null)).lastSyncedAt).toBe(
      leader.status.lastSyncedAt,
    );
  });

  it('counts the changes waiting from the stored set in every tab', async () => {
    const { tab, storedCount$ } = tabsOfOneDatabase();
    const leader = tab();
    const other = tab();
    leader.lead();
    storedCount$.next(2);
    expect(leader.status.pendingChanges).toBe(2);
    expect(other.status.pendingChanges).toBe(2);
  });

  it('tells a server that does not answer apart from a device without a network, in every tab', async () => {
    const { tab } = tabsOfOneDatabase();
    const gate = { reachable: true };
    const leader = tab(true, gate);
    const other = tab();
    leader.lead();
    leader.exchangeEnded(true);
    gate.reachable = false;
    leader.recordFailure(new Error('Failed to fetch'));
    expect(leader.status).toMatchObject({ online: true, serverReachable: false });
    expect(await reaches(other, (status) => !status.serverReachable)).toMatchObject({ online: true });
    gate.reachable = true;
    leader.exchangeEnded(true);
    expect(leader.status).toMatchObject({ online: true, serverReachable: true });
    expect(await reaches(other, (status) => status.serverReachable)).toMatchObject({ online: true });
  });

  it('keeps its own offline state whatever the leader last said', async () => {
    const { tab } = tabsOfOneDatabase();
    const leader = tab();
    leader.lead();
    leader.exchangeEnded(true);
    const offline = tab(false);
    const status = await reaches(offline, (s) => s.lastSyncedAt !== null);
    expect(status.online).toBe(false);
  });

  it('a tab that takes the lead keeps the last exchange its predecessor announced', async () => {
    const { tab } = tabsOfOneDatabase();
    const first = tab();
    const second = tab();
    first.lead();
    first.exchangeEnded(true);
    await reaches(second, (status) => status.lastSyncedAt !== null);
    const at = first.status.lastSyncedAt;
    first.close();
    open.splice(open.indexOf(first), 1);
    second.lead();
    expect(second.status.lastSyncedAt).toBe(at);
  });

  it('shows the last sync after a reload, offline, from the device’s own record of it', async () => {
    const { tab, marks } = tabsOfOneDatabase();
    const before = tab();
    before.lead();
    before.exchangeEnded(true);
    const at = before.status.lastSyncedAt;
    await reaches(before, () => marks.has('last-sync'));
    before.close();
    open.splice(open.indexOf(before), 1);
    // The page loaded again with no network and no other tab: nothing announces the last sync.
    const reloaded = tab(false);
    reloaded.lead();
    expect((await reaches(reloaded, (status) => status.lastSyncedAt !== null)).lastSyncedAt).toBe(at);
    expect(reloaded.status.online).toBe(false);
    // Shown as the last sync, not taken for one of this run: the device is not in step yet.
    expect(reloaded.status.syncedSinceStart).toBe(false);
    reloaded.exchangeEnded(true);
    expect(reloaded.status.syncedSinceStart).toBe(true);
  });

  it('does not show an incomplete exchange as the last sync', async () => {
    const { tab, marks } = tabsOfOneDatabase();
    const leader = tab();
    leader.lead();
    leader.exchangeEnded(false);
    expect(leader.status.lastSyncedAt).toBeNull();
    expect(marks.has('last-sync')).toBe(false);
  });
});
