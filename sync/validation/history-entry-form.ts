/**
 * The condition dialog of the medical history (spec part 2 §5): an allergy, a chronic condition, a
 * trauma… with a name, a start year from the last 50 and an optional end year (a year or
 * 'Prezent'). Pure: the dialog shows these problems and builds the stored entry from them.
 */

import * as v from 'valibot';
import type { PatientDoc } from '../collections/patients-collection.ts';
import { MESSAGE_KEYS as K, type MessageKey } from './message-keys.ts';
import { PRESENT_YEAR } from './patient-rules.ts';

export type HistoryEntry = PatientDoc['allergies'][number];

/** How many years the dialog offers, the current one included. */
export const HISTORY_YEARS_OFFERED = 50;

/** What the dialog holds: the name as typed, the years as chosen ('' for none). */
export interface HistoryEntryInput {
  name: string;
  startYear: string;
  /** '', a year, or 'Prezent'. */
  endYear: string;
}

export type HistoryEntryProblems = Partial<Record<'name' | 'start_year' | 'end_year', MessageKey>>;

/** The years offered, newest first: this year and the 49 before it. */
export function historyYears(currentYear: number): number[] {
  return Array.from({ length: HISTORY_YEARS_OFFERED }, (_, i) => currentYear - i);
}

function year(text: string): number | null {
  return /^\d{4}$/.test(text) ? Number(text) : null;
}

export function historyEntryProblems(input: HistoryEntryInput, currentYear: number): HistoryEntryProblems {
  const problems: HistoryEntryProblems = {};
  if (input.name.trim() === '') problems.name = K.required;
  const start = year(input.startYear);
  if (start === null) problems.start_year = K.startYearRequired;
  else if (start > currentYear) problems.start_year = K.yearInFuture;
  if (input.endYear !== '' && input.endYear !== PRESENT_YEAR) {
    const end = year(input.endYear);
    if (end === null) problems.end_year = K.invalid;
    else if (end > currentYear) problems.end_year = K.yearInFuture;
    else if (start !== null && end < start) problems.end_year = K.endYearBeforeStart;
  }
  return problems;
}

/** A condition lasts while it has no end year or its end is 'Prezent' (spec part 2 §4). */
export function isActiveEntry(endYear: HistoryEntry['end_year']): boolean {
  return endYear === null || endYear === PRESENT_YEAR;
}

/** The stored entry for valid input (check historyEntryProblems first); the first letter capitalised. */
export function historyEntryFromInput(input: HistoryEntryInput, id: string): HistoryEntry {
  const name = input.name.trim();
  const endYear: HistoryEntry['end_year'] =
    input.endYear === '' ? null : input.endYear === PRESENT_YEAR ? PRESENT_YEAR : Number(input.endYear);
  return {
    id,
    name: name.charAt(0).toLocaleUpperCase('ro') + name.slice(1),
    start_year: Number(input.startYear),
    end_year: endYear,
    is_active: isActiveEntry(endYear),
  };
}

/** The dialog's input for an entry being edited. */
export function historyEntryInput(entry: HistoryEntry): HistoryEntryInput {
  return {
    name: entry.name,
    startYear: String(entry.start_year),
    endYear: entry.end_year === null ? '' : String(entry.end_year),
  };
}

/** The list with `entry` in place of the entry of the same id, or added at the end. */
export function withEntry(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return list.some((item) => item.id === entry.id)
    ? list.map((item) => (item.id === entry.id ? entry : item))
    : [...list, entry];
}

/**
 * The body-mass index (kg/m²) from height in cm and weight in kg, one decimal; null while either
 * is missing or out of the ranges the patient row allows.
 */
export function bodyMassIndex(heightCm: number | null, weightKg: number | null): number | null {
  if (heightCm === null || weightKg === null) return null;
  if (!Number.isFinite(heightCm) || !Number.isFinite(weightKg)) return null;
  if (heightCm < 30 || heightCm > 300 || weightKg < 1 || weightKg > 500) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/** The BMI classes spec part 2 §9 lists, in order. */
export const BMI_CLASSES = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type BmiClass = (typeof BMI_CLASSES)[number];

/** The adult class of a body-mass index, by the WHO's bounds: under 18.5, to 25, to 30, 30 and over. */
export function bmiClass(bmi: number): BmiClass {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  return bmi < 30 ? 'overweight' : 'obese';
}

/** What the page needs of each stored entry; looser than the rules for a new one (an old name may be longer). */
const storedHistoryList = v.array(
  v.looseObject({
    id: v.string(),
    name: v.string(),
    start_year: v.number(),
    end_year: v.nullable(v.union([v.number(), v.literal(PRESENT_YEAR)])),
    is_active: v.boolean(),
  }),
);

/**
 * A stored history list as the page can show and edit it, or null when it cannot be read (the
 * server checks only that it is an array: an older client or a hand edit may have put anything in
 * it). The page then says so instead of showing, or saving over, what it cannot read.
 */
export function readableHistoryList(value: unknown): HistoryEntry[] | null {
  const parsed = v.safeParse(storedHistoryList, value);
  return parsed.success ? (parsed.output as HistoryEntry[]) : null;
}
