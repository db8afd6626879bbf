import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, describe, expect, it } from 'vitest';
import { type LeaderStatus, openTabStatusChannel, type TabStatusChannel } from './tab-status-channel.ts';

const opened: TabStatusChannel[] = [];
let n = 0;
function channels(): { name: string; open(): TabStatusChannel } {
  n += 1;
  const name = `tab-status-test-${n}`;
  return {
    name,
    open() {
      const channel = openTabStatusChannel(name);
      opened.push(channel);
      return channel;
    },
  };
}
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

const SYNCED: LeaderStatus = {
  online: true,
  phase: 'idle',
  lastSyncedAt: '2026-11-25T10:00:00.000Z',
  syncedSinceStart: true,
  hasSynced: true,
  lastError: null,
};

const heard = (channel: TabStatusChannel) =>
  firstValueFrom(channel.leader$.pipe(filter((status): status is LeaderStatus => status !== null)));

describe('the tabs’ status channel', () => {
  it('brings the leader’s announcements to the other tabs', async () => {
    const tabs = channels();
    const leader = tabs.open();
    const other = tabs.open();
    leader.announce(SYNCED);
    expect(await heard(other)).toEqual(SYNCED);
  });

  it('answers a tab opened later with the leader’s current state', async () => {
    const tabs = channels();
    const leader = tabs.open();
    leader.announce({ ...SYNCED, phase: 'pulling' });
    leader.announce(SYNCED);
    const late = tabs.open();
    expect(await heard(late)).toEqual(SYNCED);
  });

  it('ignores messages of another shape (another build) and other databases', async () => {
    const tabs = channels();
    const other = tabs.open();
    const stranger = new BroadcastChannel(tabs.name);
    stranger.postMessage({ type: 'status', status: { online: 'yes' } });
    stranger.close();
    const elsewhere = channels().open();
    elsewhere.announce({ ...SYNCED, lastSyncedAt: null });
    const leader = tabs.open();
    leader.announce(SYNCED);
    expect(await heard(other)).toEqual(SYNCED);
  });

  it('reads a leader of the previous build, which does not say whether it synced since it started', async () => {
    const tabs = channels();
    const other = tabs.open();
    const previousBuild = new BroadcastChannel(tabs.name);
    const { syncedSinceStart: _unsaid, ...announced } = SYNCED;
    previousBuild.postMessage({ type: 'status', status: announced });
    // Its last sync was one of its own run: in step.
    expect(await heard(other)).toEqual(SYNCED);
    previousBuild.close();
  });
});
