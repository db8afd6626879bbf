import { describe, expect, it } from 'vitest';
import { editTimeOf, isoOrNow, judgePushAnswer } from './push-answer.ts';
import type { PushResult } from './server-protocol.ts';

const result = (id: string, status: PushResult['status'], code?: string): PushResult => ({
  id,
  status,
  row: null,
  error: code ? { code, constraint: null, message: `failed with ${code}` } : null,
});

describe('judgePushAnswer', () => {
  it('reads an answer that matches the changes sent, refusals of the change included', () => {
    expect(
      judgePushAnswer('patients', ['a', 'b'], [result('a', 'applied'), result('b', 'rejected', '23514')]),
    ).toEqual({ kind: 'read' });
  });

  it('retries an answer with fewer results, or results for other changes or in another order', () => {
    expect(judgePushAnswer('patients', ['a', 'b'], [result('a', 'applied')]).kind).toBe('retry');
    expect(
      judgePushAnswer('patients', ['a', 'b'], [result('b', 'applied'), result('a', 'applied')]).kind,
    ).toBe('retry');
    expect(judgePushAnswer('patients', ['a'], [result('a', 'applied')]).kind).toBe('read');
  });

  it.each([
    ['08006', 'connection failure'],
    ['40001', 'serialization failure'],
    ['40P01', 'deadlock'],
    ['53300', 'too many connections'],
    ['57014', 'statement timeout'],
    ['55P03', 'lock not available'],
  ])('retries the batch on %s (%s)', (code) => {
    expect(
      judgePushAnswer('appointments', ['a', 'b'], [result('a', 'applied'), result('b', 'rejected', code)]),
    ).toEqual({
      kind: 'retry',
      reason: `sync_push appointments: failed with ${code} (will retry)`,
    });
  });

  it.each(['23503', '23505', '23514', '22023', '42501', 'P0001'])(
    'reads %s as a refusal of the change',
    (code) => {
      expect(judgePushAnswer('tasks', ['a'], [result('a', 'rejected', code)]).kind).toBe('read');
    },
  );
});

describe('editTimeOf', () => {
  it('dates a state by its own stamp when it carries one', () => {
    expect(
      editTimeOf(
        { updated_at: '2026-11-29T10:00:00Z' },
        { updated_at: '2026-11-28T10:00:00Z' },
        '2026-11-29T11:00:00Z',
      ),
    ).toBe('2026-11-29T10:00:00Z');
    expect(editTimeOf({ updated_at: '2026-11-29T10:00:00Z' }, undefined, undefined)).toBe(
      '2026-11-29T10:00:00Z',
    );
  });

  it('dates a state that still holds the server’s stamp by the recorded edit, else by that stamp', () => {
    const base = { updated_at: '2026-11-28T10:00:00Z' };
    expect(editTimeOf({ updated_at: '2026-11-28T10:00:00Z' }, base, '2026-11-29T11:00:00Z')).toBe(
      '2026-11-29T11:00:00Z',
    );
    expect(editTimeOf({ updated_at: '2026-11-28T10:00:00Z' }, base, undefined)).toBe('2026-11-28T10:00:00Z');
    expect(editTimeOf({}, undefined, undefined)).toBeUndefined();
  });

  it('dates a removal by its recorded time: it stamps nothing, even when no base says so', () => {
    const removed = { updated_at: '2026-11-29T10:00:00Z', _deleted: true };
    expect(editTimeOf(removed, undefined, '2026-11-29T10:05:00Z')).toBe('2026-11-29T10:05:00Z');
    expect(editTimeOf(removed, { updated_at: '2026-11-28T10:00:00Z' }, '2026-11-29T10:05:00Z')).toBe(
      '2026-11-29T10:05:00Z',
    );
    expect(editTimeOf(removed, undefined, undefined)).toBe('2026-11-29T10:00:00Z');
  });
});

describe('isoOrNow', () => {
  it('keeps a time that parses and dates anything else now', () => {
    expect(isoOrNow('2026-11-29T10:00:00.000Z')).toBe('2026-11-29T10:00:00.000Z');
    const before = Date.now();
    expect(Date.parse(isoOrNow('not a time'))).toBeGreaterThanOrEqual(before);
    expect(Date.parse(isoOrNow(undefined))).toBeGreaterThanOrEqual(before);
  });
});
