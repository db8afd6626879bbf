import { describe, expect, it } from 'vitest';
import { clinicDay } from '#core/bucharest-time.ts';
import { testAppointment, testPatient } from '../testing/patient-list-test-rows.ts';
import {
  ageBandOf,
  appointmentFilterSets,
  buildPatientList,
  filterPatientList,
  indexPatientList,
  NO_APPOINTMENT_FILTERS,
  needsAppointmentSets,
  type PatientListFilter,
  patientListRows,
  seenSinceDay,
} from './patient-list.ts';
import { summarizeVisits } from './patient-visit-summary.ts';

// Saturday 21 November 2026, 20:00 in Bucharest.
const NOW = new Date('2026-11-21T18:00:00Z');
const DOCTOR_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const DOCTOR_B = 'aaaaaaaa-0000-4000-8000-000000000002';

const stefan = testPatient({
  email: 'stefan.ionescu@example.com',
  first_name: 'Ștefan',
  last_name: 'Ionescu',
  birthday: '1975-08-09',
  gender: 'male',
  created_date: '2026-01-01T10:00:00Z',
});
const ana = testPatient({
  first_name: 'Ana',
  last_name: 'Pop',
  birthday: '2000-01-10',
  gender: 'female',
  status: 'inactive',
  phone: '0722 123 456',
  email: 'ana.pop@example.com',
  cnp: '6000110120017',
  created_date: '2026-03-01T10:00:00Z',
});
const maria = testPatient({
  first_name: 'Maria',
  last_name: 'Țăranu',
  birthday: '1990-11-22',
  gender: 'female',
  created_date: '2026-02-01T10:00:00Z',
});
const ion = testPatient({
  first_name: 'Ion',
  last_name: 'Vasile',
  birthday: null,
  gender: null,
  status: 'deceased',
  created_date: '2025-12-01T10:00:00Z',
});
const patients = [stefan, ana, maria, ion];

const appointments = [
  // Ștefan: today (earlier in the day) with A, and a future one with B.
  testAppointment(stefan.id, DOCTOR_A, '2026-11-21T07:00:00Z'),
  testAppointment(stefan.id, DOCTOR_B, '2026-11-25T08:00:00Z'),
  // Ana: five days ago with B, cancelled.
  testAppointment(ana.id, DOCTOR_B, '2026-11-16T09:00:00+00:00', 'cancelled'),
  // Maria: three weeks ago with A; later tonight in Bucharest counts as today.
  testAppointment(maria.id, DOCTOR_A, '2026-10-31T09:00:00Z'),
  // Ion: two months ago with A.
  testAppointment(ion.id, DOCTOR_A, '2026-09-15T09:00:00Z'),
];

const names = (filter: Parameters<typeof buildPatientList>[2]) =>
  buildPatientList(patients, appointments, filter, NOW).map((row) => row.first_name);

describe('buildPatientList', () => {
  it('lists every patient newest first, with last appointment, doctors and age', () => {
    const rows = buildPatientList(patients, appointments, {}, NOW);
    expect(rows.map((row) => row.first_name)).toEqual(['Ana', 'Maria', 'Ștefan', 'Ion']);
    const stefanRow = rows.find((row) => row.id === stefan.id);
    // The latest of any date: next Wednesday's booking, not this morning's visit.
    expect(stefanRow?.last_appointment).toEqual(
      expect.objectContaining({
        appointment_date: '2026-11-25T08:00:00Z',
        doctor_id: DOCTOR_B,
        status: 'scheduled',
      }),
    );
    expect(stefanRow?.associated_doctor_ids).toEqual([DOCTOR_B, DOCTOR_A]);
    expect(stefanRow?.age).toBe(51);
    const anaRow = rows.find((row) => row.id === ana.id);
    expect(anaRow?.last_appointment?.status).toBe('cancelled');
    expect(rows.find((row) => row.id === ion.id)?.age).toBeNull();
  });

  it('filters by last appointment: today, last week, last month', () => {
    expect(names({ lastAppointment: 'today' })).toEqual(['Ștefan']);
    expect(names({ lastAppointment: 'last_week' })).toEqual(['Ana', 'Ștefan']);
    expect(names({ lastAppointment: 'last_month' })).toEqual(['Ana', 'Maria', 'Ștefan']);
  });

  it('counts an appointment later tonight (Bucharest) as today, and a booking ahead as the last appointment', () => {
    const late = testAppointment(ion.id, DOCTOR_B, '2026-11-21T21:30:00Z');
    const rows = buildPatientList(patients, [...appointments, late], { lastAppointment: 'today' }, NOW);
    expect(rows.map((row) => row.first_name)).toEqual(['Ștefan', 'Ion']);
    // Maria, last seen three weeks ago, books for tomorrow (just past midnight in Bucharest): the
    // list shows tomorrow, and the filters, which follow the column, count her as seen today.
    const tomorrow = testAppointment(maria.id, DOCTOR_B, '2026-11-21T22:30:00Z');
    const withTomorrow = buildPatientList(patients, [...appointments, tomorrow], {}, NOW);
    expect(withTomorrow.find((row) => row.id === maria.id)?.last_appointment?.appointment_date).toBe(
      '2026-11-21T22:30:00Z',
    );
    const todayOn = buildPatientList(
      patients,
      [...appointments, tomorrow],
      { lastAppointment: 'today' },
      NOW,
    );
    expect(todayOn.map((row) => row.first_name)).toEqual(['Maria', 'Ștefan']);
  });

  it('filters by associated doctors, status, age band and gender', () => {
    expect(names({ doctorIds: [DOCTOR_B] })).toEqual(['Ana', 'Ștefan']);
    expect(names({ doctorIds: [DOCTOR_A, DOCTOR_B] })).toEqual(['Ana', 'Maria', 'Ștefan', 'Ion']);
    expect(names({ statuses: ['inactive', 'deceased'] })).toEqual(['Ana', 'Ion']);
    expect(names({ ageBands: ['under_30'] })).toEqual(['Ana']);
    expect(names({ ageBands: ['30_50'] })).toEqual(['Maria']);
    expect(names({ ageBands: ['over_50'] })).toEqual(['Ștefan']);
    expect(names({ genders: ['female'] })).toEqual(['Ana', 'Maria']);
    expect(names({ genders: ['male'], ageBands: ['over_50'], lastAppointment: 'today' })).toEqual(['Ștefan']);
    expect(names({ statuses: [], genders: [], doctorIds: [] })).toHaveLength(4);
  });

  it('searches name, CNP, phone and email without diacritics', () => {
    expect(names({ search: 'stefan' })).toEqual(['Ștefan']);
    expect(names({ search: 'taranu' })).toEqual(['Maria']);
    expect(names({ search: 'pop ana' })).toEqual(['Ana']);
    expect(names({ search: '600011' })).toEqual(['Ana']);
    expect(names({ search: '0722123' })).toEqual(['Ana']);
    expect(names({ search: '0722 123' })).toEqual(['Ana']);
    expect(names({ search: 'ana.pop@' })).toEqual(['Ana']);
    expect(names({ search: 'nobody' })).toEqual([]);
  });

  it('puts ages into the spec bands', () => {
    expect([29, 30, 50, 51].map(ageBandOf)).toEqual(['under_30', '30_50', '30_50', 'over_50']);
  });
});

describe('indexPatientList, the appointment filter sets and the page rows', () => {
  const today = '2026-11-21';
  const index = indexPatientList(patients, today);
  const sets = (filter: PatientListFilter) => appointmentFilterSets(appointments, filter, today);
  const names = (filter: PatientListFilter) =>
    filterPatientList(index, filter, sets(filter)).map((entry) => entry.patient.first_name);

  it('hands out the same entries on every filter, in the index order', () => {
    const all = filterPatientList(index);
    const some = filterPatientList(index, { genders: ['female'] });
    expect(some.every((entry) => all.includes(entry))).toBe(true);
    expect(all.map((entry) => entry.patient.first_name)).toEqual(['Ana', 'Maria', 'Ștefan', 'Ion']);
  });

  it('a patient passes the last-appointment filter exactly when the last appointment the list shows falls on its first day or later', () => {
    const visits = summarizeVisits(appointments);
    for (const lastAppointment of ['today', 'last_week', 'last_month'] as const) {
      const firstDay = seenSinceDay({ lastAppointment }, today) ?? '';
      const byLast = patients
        .filter((row) => {
          const last = visits.get(row.id)?.last;
          return (
            last !== undefined && last !== null && clinicDay(new Date(last.appointment_date)) >= firstDay
          );
        })
        .map((row) => row.first_name);
      expect(names({ lastAppointment }).sort()).toEqual(byLast.sort());
    }
    expect(names({ lastAppointment: 'last_week' })).toEqual(['Ana', 'Ștefan']);
    expect(names({ doctorIds: [DOCTOR_B] })).toEqual(['Ana', 'Ștefan']);
  });

  it('lets nobody through an appointment filter whose set is not there yet', () => {
    const filter = { doctorIds: [DOCTOR_A] };
    expect(needsAppointmentSets(filter, NO_APPOINTMENT_FILTERS)).toBe(true);
    expect(needsAppointmentSets(filter, sets(filter))).toBe(false);
    expect(filterPatientList(index, filter)).toEqual([]);
    expect(needsAppointmentSets({ search: 'ana' }, NO_APPOINTMENT_FILTERS)).toBe(false);
  });

  it('takes ages and the last-appointment filter at the given clinic day', () => {
    const later = indexPatientList(patients, '2027-08-09');
    const rows = patientListRows(filterPatientList(later), summarizeVisits(appointments));
    expect(rows.find((row) => row.id === stefan.id)?.age).toBe(52);
    expect(rows.find((row) => row.id === stefan.id)?.last_appointment?.doctor_id).toBe(DOCTOR_B);
    const since = { lastAppointment: 'last_month' as const };
    expect(filterPatientList(later, since, appointmentFilterSets(appointments, since, '2027-08-09'))).toEqual(
      [],
    );
  });

  it('does not match a term across two fields', () => {
    // "ionescu" + "stefan.ionescu@…" exist, but no field holds "ionescu0".
    expect(filterPatientList(index, { search: 'ionescu0' })).toEqual([]);
  });
});

describe('bad stored values', () => {
  it('never break the list: an unreadable date is no last appointment, an unreadable creation sorts last', () => {
    const odd = testPatient({ first_name: 'Odd', last_name: 'Date', created_date: 'not a date' });
    const broken = { ...testAppointment(odd.id, DOCTOR_A, '2026-11-20T09:00:00Z'), appointment_date: 'soon' };
    const rows = buildPatientList([odd, ...patients], [...appointments, broken], {}, NOW);
    expect(rows.map((row) => row.first_name)).toEqual(['Ana', 'Maria', 'Ștefan', 'Ion', 'Odd']);
    expect(rows.at(-1)?.last_appointment).toBeNull();
    expect(rows.at(-1)?.associated_doctor_ids).toEqual([DOCTOR_A]);
  });
});
