import { describe, expect, it } from 'vitest';
import { type ClinicListItem, clinicCities, clinicListPage } from './clinic-list.ts';

const clinic = (
  name: string,
  city: string | null,
  status: 'active' | 'inactive' = 'active',
): ClinicListItem => ({
  id: name,
  name,
  medical_director: null,
  phone: null,
  email: null,
  address: null,
  city,
  status,
  created_at: null,
});

const clinics = [
  clinic('Aurora', 'Cluj-Napoca'),
  clinic('Nova', 'Iași'),
  clinic('Lotus', 'Timișoara', 'inactive'),
];
const all = { cities: [], statuses: [], q: '', page: 1 };

describe('clinicListPage', () => {
  it('filters by status and city', () => {
    expect(clinicListPage(clinics, { ...all, statuses: ['inactive'] }).rows.map((c) => c.name)).toEqual([
      'Lotus',
    ]);
    expect(
      clinicListPage(clinics, { ...all, cities: ['Iași', 'Cluj-Napoca'] }).rows.map((c) => c.name),
    ).toEqual(['Aurora', 'Nova']);
  });
  it('searches without diacritics', () => {
    expect(clinicListPage(clinics, { ...all, q: 'iasi' }).rows.map((c) => c.name)).toEqual(['Nova']);
  });
  it('pages by 30 and clamps the page', () => {
    const many = Array.from({ length: 61 }, (_, i) => clinic(`C${i}`, null));
    const last = clinicListPage(many, { ...all, page: 9 });
    expect(last).toMatchObject({ page: 3, totalPages: 3, total: 61 });
    expect(last.rows).toHaveLength(1);
    expect(clinicListPage(many, all).rows).toHaveLength(30);
  });
});

describe('clinicCities', () => {
  it('lists distinct cities in Romanian order', () => {
    expect(clinicCities([...clinics, clinic('X', 'Iași'), clinic('Y', null)])).toEqual([
      'Cluj-Napoca',
      'Iași',
      'Timișoara',
    ]);
  });
});
