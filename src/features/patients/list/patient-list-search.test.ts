import { describe, expect, it } from 'vitest';
import {
  EMPTY_PATIENT_LIST_QUERY,
  filterFromQuery,
  parsePatientListSearch,
  queryFromSearch,
  searchFromQuery,
} from './patient-list-search.ts';

describe('parsePatientListSearch', () => {
  it('reads every filter, the search and the page', () => {
    const search = parsePatientListSearch({
      last: 'last_week',
      doctor: ['d1', 'd2'],
      status: ['inactive', 'deceased'],
      age: ['30_50'],
      gender: ['female'],
      q: 'stefan',
      page: 3,
    });
    expect(queryFromSearch(search)).toEqual({
      lastAppointment: 'last_week',
      doctorIds: ['d1', 'd2'],
      statuses: ['inactive', 'deceased'],
      ageBands: ['30_50'],
      genders: ['female'],
      q: 'stefan',
      page: 3,
    });
  });

  it('never fails on a hand-edited URL: unknown values are dropped, bad fields ignored', () => {
    const search = parsePatientListSearch({
      last: 'yesterday',
      doctor: [1, '', 'd1', 'd1'],
      status: ['active', 'sleeping'],
      age: 'over_50',
      gender: { male: true },
      q: ['x'],
      page: -2,
    });
    expect(queryFromSearch(search)).toEqual({
      ...EMPTY_PATIENT_LIST_QUERY,
      doctorIds: ['d1'],
      statuses: ['active'],
      ageBands: ['over_50'],
    });
    expect(queryFromSearch(parsePatientListSearch({ page: 1.5 })).page).toBe(1);
    expect(queryFromSearch(parsePatientListSearch({}))).toEqual(EMPTY_PATIENT_LIST_QUERY);
  });

  it('keeps a numeric search (CNP, phone) as text', () => {
    expect(parsePatientListSearch({ q: 1850101120011 }).q).toBe('1850101120011');
  });
});

describe('searchFromQuery', () => {
  it('leaves defaults out of the URL', () => {
    expect(searchFromQuery(EMPTY_PATIENT_LIST_QUERY)).toEqual({
      last: undefined,
      doctor: undefined,
      status: undefined,
      age: undefined,
      gender: undefined,
      q: undefined,
      page: undefined,
    });
  });

  it('round-trips through the URL params', () => {
    const query = {
      lastAppointment: 'today' as const,
      doctorIds: ['d1'],
      statuses: ['active' as const],
      ageBands: ['under_30' as const, 'over_50' as const],
      genders: ['male' as const],
      q: 'ana',
      page: 2,
    };
    expect(queryFromSearch(parsePatientListSearch(searchFromQuery(query)))).toEqual(query);
  });
});

describe('filterFromQuery', () => {
  it("gives the sync layer's filter without the page", () => {
    expect(filterFromQuery({ ...EMPTY_PATIENT_LIST_QUERY, q: 'x', genders: ['female'], page: 4 })).toEqual({
      search: 'x',
      lastAppointment: null,
      doctorIds: [],
      statuses: [],
      ageBands: [],
      genders: ['female'],
    });
  });
});
