import { describe, expect, it } from 'vitest';
import {
  type AccessHistoryRow,
  accessHistoryCsv,
  filterAccessHistory,
  kindOf,
  peopleOf,
} from './access-history-rows.ts';

const row = (fields: Partial<AccessHistoryRow>): AccessHistoryRow => ({
  id: 'e',
  user_id: 'doctor',
  user_name: 'Dr. Ionescu',
  user_role: 'doctor',
  patient_id: 'p',
  action: 'open',
  subject: 'visit',
  record_id: 'a',
  device_at: '2026-11-29T10:00:00.000Z',
  server_at: '2026-11-29T10:00:01.000Z',
  device_id: 'tablet',
  offline: false,
  ...fields,
});

const rows = [
  row({ id: '1', device_at: '2026-11-28T09:00:00.000Z' }),
  row({
    id: '2',
    user_id: 'desk',
    user_name: 'Ana Pop',
    user_role: 'staff',
    action: 'update',
    subject: 'appointment',
  }),
  row({
    id: '3',
    user_id: null,
    user_name: null,
    user_role: 'database',
    action: 'delete',
    subject: 'record_item',
  }),
  row({ id: '4', device_at: '2026-11-29T11:00:00.000Z', offline: true }),
];

describe('filterAccessHistory', () => {
  it('shows everything newest first without a filter', () => {
    expect(filterAccessHistory(rows, { person: '', kind: '' }).map((r) => r.id)).toEqual([
      '4',
      '2',
      '3',
      '1',
    ]);
  });

  it('filters by person (changes outside the app under "database") and by kind', () => {
    expect(filterAccessHistory(rows, { person: 'doctor', kind: '' }).map((r) => r.id)).toEqual(['4', '1']);
    expect(filterAccessHistory(rows, { person: 'database', kind: '' }).map((r) => r.id)).toEqual(['3']);
    expect(filterAccessHistory(rows, { person: '', kind: 'changed' }).map((r) => r.id)).toEqual(['2', '3']);
    expect(filterAccessHistory(rows, { person: 'desk', kind: 'opened' })).toEqual([]);
  });

  it('tells opens from changes', () => {
    expect(['open', 'download', 'create', 'update', 'delete'].map((a) => kindOf(a as never))).toEqual([
      'opened',
      'opened',
      'changed',
      'changed',
      'changed',
    ]);
  });
});

describe('peopleOf', () => {
  it('lists each person once, by name', () => {
    expect(peopleOf(rows).map((person) => person.key)).toEqual(['desk', 'database', 'doctor']);
  });
});

describe('accessHistoryCsv', () => {
  it('adds the patient after the role on a user’s history', () => {
    const csv = accessHistoryCsv([rows[0] as AccessHistoryRow], {
      header: ['When', 'Received', 'Who', 'Role', 'Patient', 'What', 'Record', 'Offline'],
      role: () => 'Doctor',
      what: () => 'Opened: Visit',
      when: (iso) => iso,
      patient: () => 'Ana Pop',
      yes: 'yes',
      no: 'no',
    });
    expect(csv.split('\r\n')[1]).toBe(
      '2026-11-28T09:00:00.000Z,2026-11-29T10:00:01.000Z,Dr. Ionescu,Doctor,Ana Pop,Opened: Visit,a,no',
    );
  });

  it('writes a header and a row per event, quoting what needs it, with CRLF line ends', () => {
    const csv = accessHistoryCsv([rows[3] as AccessHistoryRow, row({ user_name: 'Popescu, "Dan"' })], {
      header: ['Când', 'Primit', 'Cine', 'Rol', 'Ce', 'Înregistrare', 'Offline'],
      role: (role) => (role === 'doctor' ? 'Medic' : role),
      what: (event) => `${event.action} ${event.subject}`,
      when: (iso) => iso.slice(0, 16).replace('T', ' '),
      yes: 'da',
      no: 'nu',
    });
    expect(csv).toBe(
      'Când,Primit,Cine,Rol,Ce,Înregistrare,Offline\r\n' +
        '2026-11-29 11:00,2026-11-29 10:00,Dr. Ionescu,Medic,open visit,a,da\r\n' +
        '2026-11-29 10:00,2026-11-29 10:00,"Popescu, ""Dan""",Medic,open visit,a,nu\r\n',
    );
  });
});
