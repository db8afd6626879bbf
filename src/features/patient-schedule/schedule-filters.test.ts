import { describe, expect, it } from 'vitest';
import {
  dateChoices,
  filterSchedule,
  groupByYear,
  isFiltered,
  NO_SCHEDULE_FILTER,
  type ScheduleEntry,
} from './schedule-filters.ts';

const entry = (id: string, appointmentDate: string, changes: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  id,
  appointmentDate,
  doctorId: 'd1',
  doctorName: 'Dr. Ștefan Pop',
  specializationId: 'cardio',
  specializationName: 'Cardiologie',
  clinicId: 'c1',
  ...changes,
});

const entries = [
  entry('a', '2026-03-10T08:00:00Z'),
  entry('b', '2025-12-31T22:30:00Z'), // 1 January 2026, 00:30 in Bucharest
  entry('c', '2024-06-01T08:00:00Z', {
    doctorId: 'd2',
    doctorName: 'Dr. Ana Ionescu',
    specializationId: 'derma',
    specializationName: 'Dermatologie',
    clinicId: 'c2',
  }),
];

describe('the patient’s appointment list', () => {
  it('groups by year on the clinic’s clock, newest first, the current year without a heading', () => {
    const groups = groupByYear(entries, '2026-11-25');
    expect(groups.map((group) => [group.year, group.heading, group.entries.map((e) => e.id)])).toEqual([
      ['2026', false, ['a', 'b']],
      ['2024', true, ['c']],
    ]);
  });

  it('filters by year or month, specialization, doctor and location, any of the chosen', () => {
    const ids = (filter: Partial<typeof NO_SCHEDULE_FILTER>) =>
      filterSchedule(entries, { ...NO_SCHEDULE_FILTER, ...filter }).map((e) => e.id);
    expect(ids({ dates: ['2026'] })).toEqual(['a', 'b']);
    expect(ids({ dates: ['2026-01', '2024'] })).toEqual(['b', 'c']);
    expect(ids({ specializations: ['derma'] })).toEqual(['c']);
    expect(ids({ doctors: ['d1'], locations: ['c1'] })).toEqual(['a', 'b']);
    expect(ids({ locations: ['elsewhere'] })).toEqual([]);
  });

  it('searches the doctor’s name and the specialization without diacritics', () => {
    const ids = (search: string) =>
      filterSchedule(entries, { ...NO_SCHEDULE_FILTER, search }).map((e) => e.id);
    expect(ids('stefan')).toEqual(['a', 'b']);
    expect(ids('DERMA')).toEqual(['c']);
    expect(ids('pop cardio')).toEqual(['a', 'b']);
  });

  it('knows when a filter is on, and offers each year and month that holds an appointment', () => {
    expect(isFiltered(NO_SCHEDULE_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_SCHEDULE_FILTER, search: ' x ' })).toBe(true);
    expect(dateChoices(entries)).toEqual(['2026', '2026-03', '2026-01', '2024', '2024-06']);
  });
});
