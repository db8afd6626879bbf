import { describe, expect, it } from 'vitest';
import { pushOutcome } from './push-outcome.ts';
import type { PushResult } from './server-protocol.ts';

const booking = {
  id: 'a1',
  doctor_id: 'd1',
  appointment_date: '2091-01-02T09:00:00.000Z',
  duration_minutes: 30,
  status: 'scheduled',
  notes: 'typed offline',
  _deleted: false,
};

function answer(
  status: PushResult['status'],
  row: Record<string, unknown> | null,
  error?: PushResult['error'],
): PushResult {
  return { id: 'a1', status, row: row ? { id: 'a1', ...row } : null, error: error ?? null };
}

describe('pushOutcome', () => {
  it('keeps nothing when the server applied the change or already had it', () => {
    for (const status of ['applied', 'unchanged'] as const) {
      expect(pushOutcome(booking, answer(status, { ...booking, deleted: false }))).toEqual({
        master: null,
        conflict: null,
      });
    }
  });

  it('hands a merged row back to be merged with later local edits', () => {
    const outcome = pushOutcome(
      booking,
      answer('merged', { ...booking, notes: 'newer on the server', deleted: false }),
    );
    expect(outcome).toEqual({
      master: { ...booking, notes: 'newer on the server', _deleted: false },
      conflict: null,
    });
  });

  it('drops a row the server merged into another one (a pair created on two devices)', () => {
    const pair = { id: 'ds-here', doctor_id: 'd1', service_id: 's1', _deleted: false };
    const outcome = pushOutcome(pair, {
      id: 'ds-here',
      status: 'merged',
      row: { id: 'ds-there' },
      error: null,
    });
    expect(outcome).toEqual({ master: { ...pair, _deleted: true }, conflict: null });
  });

  it('an offline booking into a taken slot: the stored conflict row, and the booking kept as overlap', () => {
    const stored = { ...booking, status: 'conflict', deleted: false };
    const outcome = pushOutcome(booking, answer('conflict', stored));
    expect(outcome.master).toEqual({ ...booking, status: 'conflict', _deleted: false });
    expect(outcome.conflict).toEqual({
      kind: 'overlap',
      local: booking,
      server: { ...booking, status: 'conflict', _deleted: false },
    });
  });

  it('an edit of an appointment changed meanwhile on the server: the server wins, the edit is kept', () => {
    const server = { ...booking, appointment_date: '2091-01-02T11:00:00+00:00', notes: null, deleted: false };
    const outcome = pushOutcome(booking, answer('conflict', server));
    expect(outcome.master).toMatchObject({ appointment_date: '2091-01-02T11:00:00+00:00', notes: null });
    expect(outcome.conflict).toMatchObject({ kind: 'server_won', local: { notes: 'typed offline' } });
  });

  it('an edit of an appointment already in conflict, refused as stale, is server_won, not a new overlap', () => {
    const conflicted = { ...booking, status: 'conflict' };
    const server = { ...conflicted, notes: 'rebooked elsewhere', deleted: false };
    expect(pushOutcome(conflicted, answer('conflict', server)).conflict?.kind).toBe('server_won');
  });

  it('a cancellation of an appointment the server has deleted keeps the server tombstone', () => {
    const cancelled = { ...booking, status: 'cancelled' };
    const outcome = pushOutcome(cancelled, answer('conflict', { ...booking, deleted: true }));
    expect(outcome.master).toMatchObject({ _deleted: true, status: 'scheduled' });
    expect(outcome.conflict).toMatchObject({ kind: 'server_won', local: { status: 'cancelled' } });
  });

  it('a refused change: the server row, and the change kept with the reason', () => {
    const error = { code: '23514', constraint: 'appointments_duration_step', message: 'check violated' };
    const sent = { ...booking, duration_minutes: 20 };
    const outcome = pushOutcome(sent, answer('rejected', { ...booking, deleted: false }, error));
    expect(outcome.master).toEqual({ ...booking, _deleted: false });
    expect(outcome.conflict).toEqual({
      kind: 'rejected',
      local: sent,
      server: { ...booking, _deleted: false },
      error,
    });
  });

  it('a refused row the server never had ends as a local tombstone, kept in the conflict', () => {
    const error = {
      code: '42501',
      constraint: null,
      message: 'Not permitted to change this appointments row',
    };
    const outcome = pushOutcome(booking, answer('rejected', null, error));
    expect(outcome.master).toEqual({ ...booking, _deleted: true });
    expect(outcome.conflict).toEqual({ kind: 'rejected', local: booking, server: null, error });
  });
});
