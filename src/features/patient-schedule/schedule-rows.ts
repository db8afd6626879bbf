/**
 * The rows of the patient's appointment list (spec part 2, /patient/{id}/schedule), pure: every
 * appointment of the patient, any status (a cancelled one stays in the patient's history, marked),
 * with what it names, where it takes place, and the choices its filters offer, each from the
 * patient's own appointments so a choice never leads to nothing.
 */
import type { Locale } from '#i18n/locale.ts';
import { formatMonthYear } from '#lib/date-locale.ts';
import { specializationName } from '#lib/specialization-name.ts';
import type { AppointmentDoc, ClinicDoc, ServiceDoc, UserDoc } from '#sync/api/documents.ts';
import { visitNames } from '#sync/api/visit-names.ts';
import { dateChoices, type ScheduleEntry } from './schedule-filters.ts';

export interface ScheduleRow extends ScheduleEntry {
  serviceName: string | null;
  /** 'Clinic, City'; null when the clinic is not on this device. */
  location: string | null;
  status: AppointmentDoc['status'];
  present: boolean | null;
  /** What the appointment dialog edits. */
  appointment: AppointmentDoc;
}

export interface ScheduleSources {
  appointments: readonly AppointmentDoc[];
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'specialization'>>;
  servicesById: ReadonlyMap<string, Pick<ServiceDoc, 'name' | 'specialization_id'>>;
  clinicsById: ReadonlyMap<string, Pick<ClinicDoc, 'name' | 'city'>>;
  locale: Locale;
}

function locationOf(clinic: Pick<ClinicDoc, 'name' | 'city'> | undefined): string | null {
  if (!clinic) return null;
  return clinic.city?.trim() ? `${clinic.name}, ${clinic.city}` : clinic.name;
}

export function scheduleRows(sources: ScheduleSources): ScheduleRow[] {
  return sources.appointments.map((appointment) => {
    const names = visitNames(appointment, sources.usersById, sources.servicesById);
    return {
      id: appointment.id,
      appointmentDate: appointment.appointment_date,
      doctorId: appointment.doctor_id,
      doctorName: names.doctorName,
      specializationId: names.specializationId,
      specializationName: names.specializationId
        ? specializationName(names.specializationId, sources.locale)
        : null,
      serviceName: names.serviceName,
      clinicId: appointment.clinic_id,
      location: locationOf(sources.clinicsById.get(appointment.clinic_id)),
      status: appointment.status,
      present: appointment.patient_present,
      appointment,
    };
  });
}

export interface Choice {
  value: string;
  label: string;
}

export interface ScheduleChoices {
  dates: Choice[];
  specializations: Choice[];
  doctors: Choice[];
  locations: Choice[];
}

/** What stands in for a name the device does not know. */
export interface UnknownNames {
  doctor: string;
  location: string;
}

function distinct(pairs: Iterable<[string, string]>, locale: Locale): Choice[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...new Map(pairs)]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** 'yyyy' as it is; 'yyyy-MM' as the month and year in the interface language ('martie 2026'). */
export function dateChoiceLabel(value: string, locale: Locale): string {
  return value.length === 4 ? value : formatMonthYear(value, locale);
}

export function scheduleChoices(
  rows: readonly ScheduleRow[],
  locale: Locale,
  unknown: UnknownNames,
): ScheduleChoices {
  return {
    dates: dateChoices(rows).map((value) => ({ value, label: dateChoiceLabel(value, locale) })),
    specializations: distinct(
      rows.flatMap((row): [string, string][] =>
        row.specializationId && row.specializationName
          ? [[row.specializationId, row.specializationName]]
          : [],
      ),
      locale,
    ),
    doctors: distinct(
      rows.map((row): [string, string] => [row.doctorId, row.doctorName ?? unknown.doctor]),
      locale,
    ),
    locations: distinct(
      rows.map((row): [string, string] => [row.clinicId, row.location ?? unknown.location]),
      locale,
    ),
  };
}
