/**
 * How a patient row shows its values (spec part 1 §2, §9): dates as dd.MM.yyyy in the clinic's
 * time zone, '-' for a missing or invalid date or an unknown age; the status as an icon.
 */

import type { IconName } from '#components/ui/icons.tsx';
import { CLINIC_TIME_ZONE, clinicDay } from '#core/bucharest-time.ts';
import { formatDate, MISSING_DATE } from '#lib/date-locale.ts';
import type { PatientDoc } from '#sync/api/documents.ts';

/** dd.MM.yyyy of the day `value` falls on in the clinic (an appointment late in the evening
 * UTC is already the next day in Bucharest), or '-'. A plain yyyy-MM-dd stays that day. */
export function formatClinicDate(value: string | null | undefined, timeZone = CLINIC_TIME_ZONE): string {
  if (!value) return MISSING_DATE;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return formatDate(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return MISSING_DATE;
  return formatDate(clinicDay(instant, timeZone));
}

export function formatAge(age: number | null): string {
  return age === null || !Number.isFinite(age) || age < 0 ? '-' : String(age);
}

/** Check for active, cross for inactive, another icon for deceased (spec part 1 §2). */
export const STATUS_ICONS: Record<PatientDoc['status'], IconName> = {
  active: 'status-active',
  inactive: 'status-inactive',
  deceased: 'status-deceased',
};
