import { describe, expect, it } from 'vitest';
import { syncPhase } from './sync-status.ts';

const quiet = { stopped: false, paused: false, signedOut: false, pulling: 0, pushing: 0 };

describe('syncPhase', () => {
  it('says what the sync is doing, sign-in first, then pause, push, pull', () => {
    expect(syncPhase(quiet)).toBe('idle');
    expect(syncPhase({ ...quiet, pulling: 1 })).toBe('pulling');
    expect(syncPhase({ ...quiet, pulling: 1, pushing: 1 })).toBe('pushing');
    expect(syncPhase({ ...quiet, pushing: 1, paused: true })).toBe('paused');
    expect(syncPhase({ ...quiet, stopped: true })).toBe('paused');
    expect(syncPhase({ ...quiet, paused: true, signedOut: true })).toBe('signed_out');
  });
});
