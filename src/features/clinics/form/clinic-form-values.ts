/**
 * The clinic form's values as its inputs hold them (spec part 2 "Clinic form", §5): texts as
 * strings ('' for nothing), the week as seven day cards. Going back, texts are trimmed, blank
 * optional ones become null, and the sync layer's clinicFormRules decide what is valid; an edit
 * writes only the columns the user changed, so another admin's change to a different field stays.
 */

import { WEEKDAYS, type WeekdayName } from '#core/calendar-days.ts';
import { hoursOfWeekday, type ScheduleInput } from '#core/clinic-hours.ts';
import type { ClinicDoc } from '#sync/api/documents.ts';
import {
  type CLINIC_STATUSES,
  type ClinicFormValues,
  type ClinicScheduleValues,
  clinicFormRules,
  defaultClinicSchedule,
} from '#sync/validation/clinic-rules.ts';
import { MESSAGE_KEYS, type MessageKey } from '#sync/validation/message-keys.ts';
import { assertValid, validationIssues } from '#sync/validation/validate.ts';

export const CLINIC_TEXT_FIELDS = [
  'name',
  'company_name',
  'tax_code',
  'address',
  'city',
  'phone',
  'email',
  'website',
  'medical_director',
  'license_date',
] as const;

export type ClinicTextField = (typeof CLINIC_TEXT_FIELDS)[number];

export type ClinicStatus = (typeof CLINIC_STATUSES)[number];

export type ClinicFormInput = Record<ClinicTextField, string> & {
  /** Only a super administrator's form shows it; the own clinic's keeps what is stored. */
  status: ClinicStatus;
  schedule: ClinicScheduleValues;
};

/** Where a message shows: a text field, a day's end time, or the week as a whole. */
export type ClinicFormErrorPlace = ClinicTextField | `schedule.${WeekdayName}` | 'schedule';
export type ClinicFormErrors = Partial<Record<ClinicFormErrorPlace, MessageKey>>;

export type ClinicFormCheck =
  | { ok: true; values: ClinicFormValues }
  | { ok: false; errors: ClinicFormErrors };

export type ClinicFormSource = Pick<ClinicDoc, ClinicTextField | 'schedule' | 'status'>;

/** A new clinic: empty texts and the spec's default week, every day closed until toggled on. */
export function emptyClinicForm(): ClinicFormInput {
  const texts = Object.fromEntries(CLINIC_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    ClinicTextField,
    string
  >;
  return { ...texts, status: 'active', schedule: defaultClinicSchedule() };
}

/** The week as the cards show it; a damaged or missing day reads as the calendar reads it. */
export function scheduleForForm(schedule: ScheduleInput): ClinicScheduleValues {
  const week = defaultClinicSchedule();
  for (const day of WEEKDAYS) week[day] = hoursOfWeekday(schedule, day);
  return week;
}

export function clinicFormInput(clinic: ClinicFormSource): ClinicFormInput {
  const texts = Object.fromEntries(CLINIC_TEXT_FIELDS.map((field) => [field, clinic[field] ?? ''])) as Record<
    ClinicTextField,
    string
  >;
  return { ...texts, status: clinic.status, schedule: scheduleForForm(clinic.schedule as ScheduleInput) };
}

function trimmed(input: ClinicFormInput): ClinicFormInput {
  const texts = Object.fromEntries(CLINIC_TEXT_FIELDS.map((field) => [field, input[field].trim()])) as Record<
    ClinicTextField,
    string
  >;
  return { ...texts, status: input.status, schedule: input.schedule };
}

function errorPlace(field: string): ClinicFormErrorPlace | undefined {
  if ((CLINIC_TEXT_FIELDS as readonly string[]).includes(field)) return field as ClinicTextField;
  if (field === 'schedule') return 'schedule';
  const day = /^schedule\.(\w+)\./.exec(field)?.[1];
  return day && (WEEKDAYS as readonly string[]).includes(day) ? `schedule.${day as WeekdayName}` : undefined;
}

const MESSAGE_KEY_SET: ReadonlySet<string> = new Set(Object.values(MESSAGE_KEYS));

/** The values to store, or the first failing rule of each field (a day's hours count as one). */
export function checkClinicForm(input: ClinicFormInput): ClinicFormCheck {
  const values = trimmed(input);
  const errors: ClinicFormErrors = {};
  for (const issue of validationIssues(clinicFormRules, values)) {
    const place = errorPlace(issue.field);
    if (place && !errors[place]) {
      errors[place] = MESSAGE_KEY_SET.has(issue.key) ? (issue.key as MessageKey) : MESSAGE_KEYS.invalid;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: assertValid(clinicFormRules, values) };
}

function sameWeek(stored: ScheduleInput, next: ClinicScheduleValues): boolean {
  const before = scheduleForForm(stored);
  return WEEKDAYS.every(
    (day) =>
      before[day].open === next[day].open &&
      before[day].start === next[day].start &&
      before[day].end === next[day].end,
  );
}

/**
 * The columns whose value differs from the stored clinic. The week is compared day by day (the
 * server's JSON keeps its keys in its own order), and a stored week the form had to repair counts
 * as changed only where the cards differ from how they showed it.
 */
export function changedClinicFields(
  base: ClinicFormSource,
  next: ClinicFormValues,
): Partial<ClinicFormValues> {
  const { schedule, ...texts } = next;
  const changed: Partial<ClinicFormValues> = {};
  for (const field of Object.keys(texts) as (keyof typeof texts)[]) {
    if (texts[field] !== (base[field] ?? null)) Object.assign(changed, { [field]: texts[field] });
  }
  if (!sameWeek(base.schedule as ScheduleInput, schedule)) changed.schedule = schedule;
  return changed;
}
