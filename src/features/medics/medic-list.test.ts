import { describe, expect, it } from 'vitest';
import {
  heldSpecializations,
  listedUsers,
  MEDICS_PER_PAGE,
  medicListPage,
  NO_MEDIC_QUERY,
} from './medic-list.ts';

const user = (name: string, changes: Record<string, unknown> = {}) => ({
  role: 'doctor',
  status: 'active',
  name,
  specialization: 'cardiology' as string | null,
  phone: null as string | null,
  personal_email: null as string | null,
  clinic_email: null as string | null,
  email: null as string | null,
  ...changes,
});

const names = { cardiology: 'Cardiologie', dermatology: 'Dermatologie' } as Record<string, string>;
const nameOf = (id: string) => names[id] ?? id;

const users = [
  user('Ștefan Ionescu', { phone: '0722 111 222' }),
  user('Maria Pop', { specialization: 'dermatology', status: 'inactive', clinic_email: 'maria@aurora.ro' }),
  user('Recepție Aurora', { role: 'staff', specialization: null }),
];

describe('the medics list', () => {
  const shown = (query: Partial<typeof NO_MEDIC_QUERY>) =>
    medicListPage(users, { ...NO_MEDIC_QUERY, ...query }, nameOf).rows.map((u) => u.name);

  it('shows administrators every user and the others only the doctors', () => {
    expect(listedUsers(users, true)).toHaveLength(3);
    expect(listedUsers(users, false).map((u) => u.name)).toEqual(['Ștefan Ionescu', 'Maria Pop']);
  });

  it('filters by any of the chosen specializations and statuses', () => {
    expect(shown({ specializations: ['dermatology'] })).toEqual(['Maria Pop']);
    expect(shown({ statuses: ['active'] })).toEqual(['Ștefan Ionescu', 'Recepție Aurora']);
    expect(shown({ specializations: ['cardiology'], statuses: ['inactive'] })).toEqual([]);
  });

  it('searches name, phone, emails and the specialization’s name without diacritics', () => {
    expect(shown({ q: 'stefan' })).toEqual(['Ștefan Ionescu']);
    expect(shown({ q: '0722' })).toEqual(['Ștefan Ionescu']);
    expect(shown({ q: 'maria@aurora' })).toEqual(['Maria Pop']);
    expect(shown({ q: 'dermato' })).toEqual(['Maria Pop']);
  });

  it('pages by 30, a page past the end showing the last', () => {
    const many = Array.from({ length: 65 }, (_, i) => user(`Medic ${i}`));
    const last = medicListPage(many, { ...NO_MEDIC_QUERY, page: 9 }, nameOf);
    expect(MEDICS_PER_PAGE).toBe(30);
    expect(last).toMatchObject({ page: 3, totalPages: 3, total: 65 });
    expect(last.rows).toHaveLength(5);
  });

  it('offers only the specializations the users hold', () => {
    expect(heldSpecializations(users).sort()).toEqual(['cardiology', 'dermatology']);
  });
});
