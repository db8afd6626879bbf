import { describe, expect, it } from 'vitest';
import { FRESH_SESSION_MS, isFreshSession, parseStoredSession } from './stored-session.ts';

describe('the stored session', () => {
  it('is a session only with a refresh token and a user', () => {
    const session = { access_token: 'a', refresh_token: 'r', expires_at: 100, user: { id: 'u' } };
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
    expect(parseStoredSession(JSON.stringify({ ...session, refresh_token: '' }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, user: null }))).toBeNull();
    expect(parseStoredSession('not json {')).toBeNull();
    expect(parseStoredSession('null')).toBeNull();
    expect(parseStoredSession(null)).toBeNull();
  });

  it('is used as it is only while its token is further from expiry than supabase-js refreshes', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const expiringIn = (ms: number) => ({ expires_at: (now + ms) / 1000 });
    expect(isFreshSession(expiringIn(60 * 60_000), now)).toBe(true);
    expect(isFreshSession(expiringIn(FRESH_SESSION_MS + 1_000), now)).toBe(true);
    expect(isFreshSession(expiringIn(FRESH_SESSION_MS), now)).toBe(false);
    expect(isFreshSession(expiringIn(-1_000), now)).toBe(false);
    expect(isFreshSession({ expires_at: undefined }, now)).toBe(false);
  });
});
