import { describe, expect, it } from 'vitest';
import { mergeLocalOverMaster } from './merge-local-over-master.ts';

type Doc = Record<string, unknown>;

const base: Doc = {
  id: 'p1',
  first_name: 'Ana',
  last_name: 'Pop',
  phone: '0722 000 000',
  email: null,
  allergies: [{ id: 'a', name: 'Polen' }],
  schedule: { monday: { open: true, start: '08:00', end: '16:00' } },
  updated_at: '2026-11-21T10:00:00+00:00',
  created_at: '2026-11-01T10:00:00+00:00',
  field_updated_at: {},
  _deleted: false,
};

function edit(doc: Doc, fields: Doc): Doc {
  return { ...doc, ...fields };
}

describe('mergeLocalOverMaster, one field', () => {
  it('changed here only: keeps the local value', () => {
    const local = edit(base, { phone: '0733 111 111' });
    expect(mergeLocalOverMaster(base, local, base)).toEqual(local);
  });

  it('changed there only: takes the master value', () => {
    const master = edit(base, { phone: '0744 222 222' });
    expect(mergeLocalOverMaster(base, base, master)).toEqual(master);
  });

  it('changed on both sides: the master wins (the server already picked the later edit)', () => {
    const local = edit(base, { phone: '0733 111 111' });
    const master = edit(base, { phone: '0744 222 222' });
    expect(mergeLocalOverMaster(base, local, master).phone).toBe('0744 222 222');
  });

  it('changed on both sides to the same value: that value', () => {
    const local = edit(base, { phone: '0733 111 111' });
    expect(mergeLocalOverMaster(base, local, local).phone).toBe('0733 111 111');
  });

  it('changed nowhere: the value stays', () => {
    expect(mergeLocalOverMaster(base, base, base)).toEqual(base);
  });
});

describe('mergeLocalOverMaster, several fields', () => {
  it('keeps a local edit of one field and a server edit of another', () => {
    const local = edit(base, { phone: '0733 111 111' });
    const master = edit(base, { email: 'ana@example.ro', updated_at: '2026-11-21T11:00:00+00:00' });
    expect(mergeLocalOverMaster(base, local, master)).toEqual({
      ...master,
      phone: '0733 111 111',
    });
  });

  it('mixes here / there / both / neither in one document', () => {
    const local = edit(base, { first_name: 'Anca', last_name: 'Popa', phone: '0733 111 111' });
    const master = edit(base, { last_name: 'Popescu', email: 'ana@example.ro' });
    expect(mergeLocalOverMaster(base, local, master)).toEqual({
      ...base,
      first_name: 'Anca', // here
      email: 'ana@example.ro', // there
      last_name: 'Popescu', // both: master
      phone: '0733 111 111', // here
    });
  });
});

describe('mergeLocalOverMaster, values', () => {
  it('treats null as a value: set to null here, kept', () => {
    const local = edit(base, { phone: null });
    expect(mergeLocalOverMaster(base, local, base).phone).toBeNull();
  });

  it('treats null as a value: set from null there, taken', () => {
    const master = edit(base, { email: 'ana@example.ro' });
    expect(mergeLocalOverMaster(base, base, master).email).toBe('ana@example.ro');
  });

  it('removes a key the device removed when the master still holds the base value', () => {
    const { phone: _removed, ...local } = base;
    expect(mergeLocalOverMaster(base, local, base)).not.toHaveProperty('phone');
  });

  it('adds a key only the device has', () => {
    const local = edit(base, { notes: 'new' });
    expect(mergeLocalOverMaster(base, local, base).notes).toBe('new');
  });

  it('compares arrays by value: an equal copy is no edit', () => {
    const local = edit(base, { allergies: [{ name: 'Polen', id: 'a' }] });
    const master = edit(base, {
      allergies: [
        { id: 'a', name: 'Polen' },
        { id: 'b', name: 'Praf' },
      ],
    });
    expect(mergeLocalOverMaster(base, local, master).allergies).toEqual(master.allergies);
  });

  it('compares arrays by value: an edited array is an edit', () => {
    const local = edit(base, { allergies: [] });
    expect(mergeLocalOverMaster(base, local, base).allergies).toEqual([]);
  });

  it('compares objects by value, whatever their key order (jsonb reorders keys)', () => {
    const reordered = edit(base, { schedule: { monday: { end: '16:00', start: '08:00', open: true } } });
    const master = edit(base, { schedule: { monday: { open: false, start: '08:00', end: '16:00' } } });
    expect(mergeLocalOverMaster(base, reordered, master).schedule).toEqual(master.schedule);
    expect(mergeLocalOverMaster(base, master, reordered).schedule).toEqual(master.schedule);
  });
});

describe('mergeLocalOverMaster, deletes', () => {
  it('keeps a delete made here', () => {
    const local = edit(base, { _deleted: true });
    expect(mergeLocalOverMaster(base, local, base)._deleted).toBe(true);
  });

  it('takes a delete made there', () => {
    const master = edit(base, { _deleted: true });
    expect(mergeLocalOverMaster(base, base, master)._deleted).toBe(true);
  });

  it('keeps a delete made there while keeping a field edited here', () => {
    const local = edit(base, { phone: '0733 111 111' });
    const master = edit(base, { _deleted: true });
    expect(mergeLocalOverMaster(base, local, master)).toEqual({ ...master, phone: '0733 111 111' });
  });

  it('keeps a revival made here when the master is still deleted as the base was', () => {
    const deleted = edit(base, { _deleted: true });
    const revived = edit(base, { _deleted: false });
    expect(mergeLocalOverMaster(deleted, revived, deleted)._deleted).toBe(false);
  });
});

describe('mergeLocalOverMaster, what the server owns', () => {
  it('always takes the server bookkeeping', () => {
    const local = edit(base, { phone: '0733 111 111', updated_at: '2026-11-21T12:00:00.000Z' });
    const master = edit(base, { field_updated_at: { email: '2026-11-21T11:00:00+00:00' } });
    const merged = mergeLocalOverMaster(base, local, master);
    expect(merged.updated_at).toBe(base.updated_at);
    expect(merged.field_updated_at).toEqual(master.field_updated_at);
    expect(merged.phone).toBe('0733 111 111');
  });

  it('takes the master when nothing is known of the base', () => {
    const local = edit(base, { phone: '0733 111 111' });
    const master = edit(base, { email: 'ana@example.ro' });
    expect(mergeLocalOverMaster(undefined, local, master)).toEqual(master);
  });

  it('accepts a custom set of server-owned fields', () => {
    const local = edit(base, { phone: '0733 111 111', name: 'Local Name' });
    const merged = mergeLocalOverMaster(base, local, base, new Set(['name']));
    expect(merged).not.toHaveProperty('name');
    expect(merged.phone).toBe('0733 111 111');
  });

  it('never changes its inputs', () => {
    const local = edit(base, { phone: '0733 111 111' });
    const snapshot = structuredClone({ base, local });
    mergeLocalOverMaster(base, local, base);
    expect({ base, local }).toEqual(snapshot);
  });
});
