import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createSessionGuard, type SignOutTarget } from './session-guard.ts';

/** A supabase-js client with no session and no server (nothing here reaches the network). */
function offlineClient() {
  return createClient('http://127.0.0.1:9', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * A client holding a session whose access token expired an hour ago, with no server to refresh
 * it (connection refused): supabase-js keeps retrying the refresh for up to 30 s.
 */
function expiredSessionClient() {
  const stored = new Map<string, string>();
  const storageKey = 'sb-test-auth-token';
  const expiresAt = Math.floor(Date.now() / 1000) - 3600;
  stored.set(
    storageKey,
    JSON.stringify({
      access_token: 'expired',
      refresh_token: 'refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      user: { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated' },
    }),
  );
  return createClient('http://127.0.0.1:9', 'anon-key', {
    auth: {
      storageKey,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
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

  it('answers offline when the session cannot be refreshed in time, instead of waiting out supabase-js’s retries', async () => {
    const guard = createSessionGuard(expiredSessionClient(), { checkTimeoutMs: 300 });
    const started = performance.now();
    expect(await guard.check()).toBe('offline');
    // Well before supabase-js's own retries give up (up to 30 s).
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(guard.state.needsSignIn).toBe(false);
    guard.dispose();
  });

  it('waits for a session check that is slow for another reason than a refresh', async () => {
    const client = offlineClient();
    const answer = await client.auth.getSession();
    // getSession answering late, no refresh in flight (a page busy with a first sync).
    client.auth.getSession = () => new Promise((resolve) => setTimeout(() => resolve(answer), 600));
    const guard = createSessionGuard(client, { checkTimeoutMs: 100 });
    expect(await guard.check()).toBe('signed_out');
    guard.dispose();
  });
});
