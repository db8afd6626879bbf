import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createSessionGuard, type SignOutTarget } from './session-guard.ts';

/** A supabase-js client with no session and no server (nothing here reaches the network). */
function offlineClient() {
  return createClient('http://127.0.0.1:9', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function target(pendingChanges: number, log: string[], name: string): SignOutTarget {
  return {
    pendingChanges: () => pendingChanges,
    async stop() {
      log.push(`stop ${name}`);
    },
    async wipe() {
      log.push(`wipe ${name}`);
    },
  };
}

describe('the session guard', () => {
  it('refuses to sign out while changes wait, and touches nothing', async () => {
    const guard = createSessionGuard(offlineClient());
    const log: string[] = [];
    guard.attach(target(2, log, 'database'));
    guard.attach(target(1, log, 'files'));
    expect(await guard.signOut()).toEqual({ ok: false, pendingChanges: 3 });
    expect(log).toEqual([]);
    guard.dispose();
  });

  it('with force (or nothing waiting) stops everything, then wipes everything', async () => {
    const guard = createSessionGuard(offlineClient());
    const log: string[] = [];
    guard.attach(target(2, log, 'database'));
    const detachFiles = guard.attach(target(0, log, 'files'));
    detachFiles();
    expect(await guard.signOut({ force: true })).toEqual({ ok: true, pendingChanges: 2 });
    expect(log).toEqual(['stop database', 'wipe database']);
    expect(guard.state).toEqual({ userId: null, needsSignIn: false });
    expect(await guard.signOut()).toEqual({ ok: true, pendingChanges: 0 });
    guard.dispose();
  });

  it('counts what a target reads asynchronously (every tab’s stored changes)', async () => {
    const guard = createSessionGuard(offlineClient());
    const log: string[] = [];
    guard.attach({ ...target(0, log, 'database'), pendingChanges: async () => 4 });
    expect(await guard.signOut()).toEqual({ ok: false, pendingChanges: 4 });
    expect(log).toEqual([]);
    guard.dispose();
  });

  it('answers signed_out without a session, and does not ask for a sign-in nobody made', async () => {
    const guard = createSessionGuard(offlineClient());
    expect(await guard.check()).toBe('signed_out');
    expect(guard.state.needsSignIn).toBe(false);
    guard.dispose();
  });
});
