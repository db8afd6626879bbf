/**
 * The patient list's filters, search and page as URL search params (issue 5): validated so a
 * hand-edited or stale link never breaks the page (an unknown value is dropped, a bad field
 * falls back to "none"), with default values left out of the URL.
 */
import * as v from 'valibot';
import { isId, isOneOf, listOf, listParam } from '#lib/search-param-lists.ts';
import type { PatientDoc } from '#sync/api/documents.ts';
import type { AgeBand, LastAppointmentFilter, PatientListFilter } from '#sync/api/patient-list.ts';

type PatientStatus = PatientDoc['status'];
type PatientGender = NonNullable<PatientDoc['gender']>;

export const LAST_APPOINTMENT_OPTIONS = [
  'today',
  'last_week',
  'last_month',
] as const satisfies readonly LastAppointmentFilter[];
export const STATUS_OPTIONS = ['active', 'inactive', 'deceased'] as const satisfies readonly PatientStatus[];
export const AGE_BAND_OPTIONS = ['under_30', '30_50', 'over_50'] as const satisfies readonly AgeBand[];
export const GENDER_OPTIONS = ['male', 'female'] as const satisfies readonly PatientGender[];

/** What the list shows: the filters, the search box's text and the page (from 1). */
export interface PatientListQuery {
  lastAppointment: LastAppointmentFilter | null;
  doctorIds: readonly string[];
  statuses: readonly PatientStatus[];
  ageBands: readonly AgeBand[];
  genders: readonly PatientGender[];
  q: string;
  page: number;
}

export const EMPTY_PATIENT_LIST_QUERY: PatientListQuery = {
  lastAppointment: null,
  doctorIds: [],
  statuses: [],
  ageBands: [],
  genders: [],
  q: '',
  page: 1,
};

export const patientListSearchSchema = v.object({
  last: v.fallback(v.optional(v.picklist(LAST_APPOINTMENT_OPTIONS)), undefined),
  doctor: listOf(isId),
  status: listOf(isOneOf(STATUS_OPTIONS)),
  age: listOf(isOneOf(AGE_BAND_OPTIONS)),
  gender: listOf(isOneOf(GENDER_OPTIONS)),
  // The router reads `q=0722` as a number: a CNP or phone search comes back as text.
  q: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value)),
      ),
    ),
    undefined,
  ),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export type PatientListSearch = v.InferOutput<typeof patientListSearchSchema>;

export function parsePatientListSearch(search: Record<string, unknown>): PatientListSearch {
  return v.parse(patientListSearchSchema, search);
}

export function queryFromSearch(search: PatientListSearch): PatientListQuery {
  return {
    lastAppointment: search.last ?? null,
    doctorIds: search.doctor ?? [],
    statuses: search.status ?? [],
    ageBands: search.age ?? [],
    genders: search.gender ?? [],
    q: search.q ?? '',
    page: search.page ?? 1,
  };
}

/** The URL params of a query; defaults are left out so a plain /patients stays plain. */
export function searchFromQuery(query: PatientListQuery): PatientListSearch {
  return {
    last: query.lastAppointment ?? undefined,
    doctor: listParam(query.doctorIds),
    status: listParam(query.statuses),
    age: listParam(query.ageBands),
    gender: listParam(query.genders),
    q: query.q !== '' ? query.q : undefined,
    page: query.page > 1 ? query.page : undefined,
  };
}

/** The sync layer's filter for a query (the page is applied after filtering). */
export function filterFromQuery(query: PatientListQuery): PatientListFilter {
  return {
    search: query.q,
    lastAppointment: query.lastAppointment,
    doctorIds: query.doctorIds,
    statuses: query.statuses,
    ageBands: query.ageBands,
    genders: query.genders,
  };
}
