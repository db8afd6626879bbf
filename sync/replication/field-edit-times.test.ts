import { describe, expect, it } from 'vitest';
import { changedFields, fieldTimesToSend, writeTime } from './field-edit-times.ts';

describe('changedFields', () => {
  it('names the data fields whose values differ, nested values compared by content', () => {
    expect(
      changedFields(
        { id: 'p1', address: 'A', phone: '1', allergies: [{ name: 'x' }], updated_at: 'a' },
        { id: 'p1', address: 'B', phone: '1', allergies: [{ name: 'x' }], updated_at: 'b' },
      ),
    ).toEqual(['address']);
  });

  it('leaves out RxDB’s own fields and the server’s bookkeeping', () => {
    expect(
      changedFields(
        {},
        { id: 'p1', address: 'A', _deleted: false, _meta: {}, created_at: 'x', field_updated_at: {} },
      ),
    ).toEqual(['id', 'address']);
  });
});

describe('writeTime', () => {
  const now = '2026-11-21T10:00:09.000Z';

  it('is the stamp a command put on the write', () => {
    expect(
      writeTime({ updated_at: '2026-11-21T10:00:00.000Z' }, { updated_at: '2026-11-21T10:00:05.000Z' }, now),
    ).toBe('2026-11-21T10:00:05.000Z');
    expect(writeTime(undefined, { updated_at: '2026-11-21T10:00:05.000Z' }, now)).toBe(
      '2026-11-21T10:00:05.000Z',
    );
  });

  it('is now for a write that kept the previous stamp or carries an unreadable one', () => {
    expect(
      writeTime({ updated_at: '2026-11-21T10:00:00.000Z' }, { updated_at: '2026-11-21T10:00:00.000Z' }, now),
    ).toBe(now);
    expect(writeTime({}, { updated_at: 'yesterday' }, now)).toBe(now);
    expect(writeTime({}, {}, now)).toBe(now);
  });
});

describe('fieldTimesToSend', () => {
  const t1 = '2026-11-21T10:00:00.000Z';
  const t2 = '2026-11-21T10:00:04.000Z';
  const t3 = '2026-11-21T10:00:07.000Z';

  it('sends the fields edited before the state’s own time, and leaves the rest to changed_at', () => {
    expect(fieldTimesToSend({ address: t1, phone: t3 }, t3)).toEqual({ address: t1 });
  });

  it('never dates a field later than the pushed state (an earlier state RxDB retries)', () => {
    expect(fieldTimesToSend({ address: t1, phone: t3 }, t2)).toEqual({ address: t1 });
  });

  it('sends nothing when every field dates from the state’s own edit or none is known', () => {
    expect(fieldTimesToSend({ address: t3, phone: t3 }, t3)).toBeUndefined();
    expect(fieldTimesToSend(undefined, t3)).toBeUndefined();
    expect(fieldTimesToSend({ address: 'not a time' }, t3)).toBeUndefined();
  });
});
