/**
 * The patient's appointment list (spec part 2, /patient/{id}/schedule), pure: the filters (date as
 * a year or a month, specialization, doctor, location, each a multiple choice), the free-text
 * search over the doctor's name and the specialization, and the grouping by year, newest year
 * first, the current year without a heading.
 */
import { CLINIC_TIME_ZONE, wallTimeOf } from '#core/bucharest-time.ts';
import { matchesSearch, searchTerms } from '#core/normalize-for-search.ts';

export interface ScheduleEntry {
  id: string;
  appointmentDate: string;
  doctorId: string;
  doctorName: string | null;
  specializationId: string | null;
  specializationName: string | null;
  clinicId: string;
}

export interface ScheduleFilter {
  /** 'yyyy' or 'yyyy-MM' values; an entry matches any of them. */
  dates: readonly string[];
  specializations: readonly string[];
  doctors: readonly string[];
  locations: readonly string[];
  search: string;
}

export const NO_SCHEDULE_FILTER: ScheduleFilter = {
  dates: [],
  specializations: [],
  doctors: [],
  locations: [],
  search: '',
};

export function isFiltered(filter: ScheduleFilter): boolean {
  return (
    filter.dates.length + filter.specializations.length + filter.doctors.length + filter.locations.length >
      0 || filter.search.trim() !== ''
  );
}

/** The clinic day of an appointment, 'yyyy-MM-dd' ('' when the date is unreadable). */
function dayOf(entry: ScheduleEntry): string {
  return wallTimeOf(entry.appointmentDate, CLINIC_TIME_ZONE)?.day ?? '';
}

function matchesDate(day: string, dates: readonly string[]): boolean {
  return dates.length === 0 || dates.some((date) => day.startsWith(date.length === 4 ? `${date}-` : date));
}

const within = (value: string | null, chosen: readonly string[]) =>
  chosen.length === 0 || (value !== null && chosen.includes(value));

export function filterSchedule<E extends ScheduleEntry>(entries: readonly E[], filter: ScheduleFilter): E[] {
  const terms = searchTerms(filter.search);
  return entries.filter(
    (entry) =>
      matchesDate(dayOf(entry), filter.dates) &&
      within(entry.specializationId, filter.specializations) &&
      within(entry.doctorId, filter.doctors) &&
      within(entry.clinicId, filter.locations) &&
      matchesSearch(terms, [entry.doctorName, entry.specializationName]),
  );
}

export interface YearGroup<E> {
  year: string;
  /** False for the current year, which the list shows without a heading. */
  heading: boolean;
  entries: E[];
}

/** Newest year first, newest appointment first within a year. */
export function groupByYear<E extends ScheduleEntry>(entries: readonly E[], today: string): YearGroup<E>[] {
  const currentYear = today.slice(0, 4);
  const byYear = new Map<string, E[]>();
  const sorted = [...entries].sort(
    (a, b) => Date.parse(b.appointmentDate) - Date.parse(a.appointmentDate) || a.id.localeCompare(b.id),
  );
  for (const entry of sorted) {
    const year = dayOf(entry).slice(0, 4);
    const list = byYear.get(year) ?? [];
    list.push(entry);
    byYear.set(year, list);
  }
  return [...byYear]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, list]) => ({ year, heading: year !== currentYear, entries: list }));
}

/** The date filter's choices: each year with its months that hold an appointment, newest first. */
export function dateChoices(entries: readonly ScheduleEntry[]): string[] {
  const values = new Set<string>();
  for (const entry of entries) {
    const day = dayOf(entry);
    if (day === '') continue;
    values.add(day.slice(0, 4));
    values.add(day.slice(0, 7));
  }
  // A year, then its months, newest first.
  return [...values].sort(
    (a, b) => b.slice(0, 4).localeCompare(a.slice(0, 4)) || a.length - b.length || b.localeCompare(a),
  );
}
