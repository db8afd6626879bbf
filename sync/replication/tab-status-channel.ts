/**
 * How the tabs of one clinic database agree on the sync's state. Only the leading tab replicates
 * (leader election), so only it knows whether the device is reaching the server, what it is
 * doing and when the last exchange ended: it announces that on a BroadcastChannel, and the other
 * tabs show it. A tab that opens asks, and the leader answers with its current state.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { SyncStatus } from './sync-status.ts';

/** What the leader knows and the other tabs cannot. */
export type LeaderStatus = Pick<
  SyncStatus,
  'online' | 'phase' | 'lastSyncedAt' | 'syncedSinceStart' | 'hasSynced' | 'lastError'
>;

export interface TabStatusChannel {
  /** The leader's latest announcement, null until one is heard. */
  readonly leader$: Observable<LeaderStatus | null>;
  readonly leader: LeaderStatus | null;
  /** This tab leads: tells the others, now and whenever one asks. */
  announce(status: LeaderStatus): void;
  close(): void;
}

const LeaderStatusSchema = v.object({
  online: v.boolean(),
  phase: v.picklist(['idle', 'pulling', 'pushing', 'paused', 'signed_out']),
  lastSyncedAt: v.nullable(v.string()),
  // A leader of the previous build does not say: its lastSyncedAt was this run's only.
  syncedSinceStart: v.optional(v.boolean()),
  hasSynced: v.boolean(),
  lastError: v.nullable(v.object({ message: v.string(), at: v.string() })),
});

const MessageSchema = v.variant('type', [
  v.object({ type: v.literal('status'), status: LeaderStatusSchema }),
  v.object({ type: v.literal('ask') }),
]);
type Message = v.InferOutput<typeof MessageSchema>;

export function tabStatusChannelName(databaseName: string): string {
  return `cabinet-sync-status-${databaseName}`;
}

export function openTabStatusChannel(name: string): TabStatusChannel {
  const leader$ = new BehaviorSubject<LeaderStatus | null>(null);
  // Where there is no BroadcastChannel there are no other tabs to tell.
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  let announced: LeaderStatus | null = null;
  const post = (message: Message): void => channel?.postMessage(message);

  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const parsed = v.safeParse(MessageSchema, event.data);
      // A message of another build's shape is not this build's to show.
      if (!parsed.success) return;
      const message = parsed.output;
      if (message.type === 'ask') {
        if (announced) post({ type: 'status', status: announced });
      } else if (!announced) {
        const { status } = message;
        leader$.next({
          ...status,
          syncedSinceStart: status.syncedSinceStart ?? status.lastSyncedAt !== null,
        });
      }
    };
    post({ type: 'ask' });
  }

  return {
    leader$: leader$.asObservable(),
    get leader() {
      return leader$.value;
    },
    announce(status) {
      announced = { ...status };
      post({ type: 'status', status: announced });
    },
    close() {
      channel?.close();
      leader$.complete();
    },
  };
}
