/**
 * The choices the popup offers, from the device's data (spec part 1 §2, §3, §6): specializations
 * that have an active service in the clinic, the clinic's doctors of the chosen specialization,
 * its services (only those on the chosen doctor's price list when the doctor has one, with the
 * doctor's duration and price), and the patients (not deceased ones). A value the popup already
 * holds stays on offer even when it would not be listed, so a field never shows a value its list
 * lacks.
 */

import { durationLabel } from '#core/duration-options.ts';
import type { Locale } from '#i18n/locale.ts';
import { formatDate, MISSING_DATE } from '#lib/date-locale.ts';
import { formatPrice } from '#lib/format-price.ts';
import { specializationName } from '#lib/specialization-name.ts';
import type {
  DoctorServiceDoc,
  PatientDoc,
  ServiceDoc,
  SpecializationDoc,
  UserDoc,
} from '#sync/api/documents.ts';

export interface PopupOption {
  value: string;
  label: string;
}

export interface PatientOption extends PopupOption {
  /** A second line to tell namesakes apart: birth date and phone. */
  description: string;
  /** What else the search matches: CNP, phone, email. */
  keywords: (string | null)[];
}

function compareLabels(locale: Locale): (a: PopupOption, b: PopupOption) => number {
  // One collator for the whole sort: a clinic may list thousands of patients.
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return (a, b) => collator.compare(a.label, b.label);
}

export function specializationOptions(
  specializations: readonly Pick<SpecializationDoc, 'id' | 'name_ro' | 'name_en'>[],
  services: readonly Pick<ServiceDoc, 'specialization_id' | 'is_active'>[],
  locale: Locale,
  keep: string,
  /** The label of a specialization this device does not know (spec part 1 §3: 'Consultație'). */
  unknownLabel: string,
): PopupOption[] {
  const offered = new Set(services.filter((service) => service.is_active).map((s) => s.specialization_id));
  const options = specializations
    .filter((specialization) => offered.has(specialization.id) || specialization.id === keep)
    .map((specialization) => ({
      value: specialization.id,
      label: specializationName(specialization.id, locale),
    }));
  if (keep && !options.some((option) => option.value === keep))
    options.push({ value: keep, label: unknownLabel });
  return options.sort(compareLabels(locale));
}

/** The doctors of a specialization (all of them while none is chosen), by name as doctors$ gives them. */
export function doctorOptions(
  doctors: readonly Pick<UserDoc, 'id' | 'name' | 'specialization'>[],
  specializationId: string,
  keep: string,
): PopupOption[] {
  return doctors
    .filter((doctor) => !specializationId || doctor.specialization === specializationId || doctor.id === keep)
    .map((doctor) => ({ value: doctor.id, label: doctor.name ?? '' }));
}

/** '250 RON', '250,50 RON' (en: '250.50 RON'). */

/**
 * The services of a specialization (all while none is chosen). With a doctor whose price list
 * names any of them, only those, each labelled with the doctor's duration and price.
 */
export function serviceOptions(
  services: readonly Pick<ServiceDoc, 'id' | 'name' | 'specialization_id' | 'is_active' | 'currency'>[],
  specializationId: string,
  priceList: readonly Pick<DoctorServiceDoc, 'service_id' | 'duration_minutes' | 'price'>[],
  keep: string,
  locale: Locale,
): PopupOption[] {
  const bySpecialization = services.filter(
    (service) =>
      (service.is_active && (!specializationId || service.specialization_id === specializationId)) ||
      service.id === keep,
  );
  const priced = new Map(priceList.map((row) => [row.service_id, row]));
  const offeredByDoctor = bySpecialization.some((service) => priced.has(service.id));
  return bySpecialization
    .filter((service) => !offeredByDoctor || priced.has(service.id) || service.id === keep)
    .map((service) => {
      const row = priced.get(service.id);
      const label = row
        ? `${service.name} · ${durationLabel(row.duration_minutes)} · ${formatPrice(row.price, service.currency, locale)}`
        : service.name;
      return { value: service.id, label };
    });
}

/** Patients to book, by name; deceased ones only when already chosen. */
export function patientOptions(
  patients: readonly Pick<PatientDoc, 'id' | 'name' | 'status' | 'birthday' | 'phone' | 'cnp' | 'email'>[],
  keep: string,
  locale: Locale,
): PatientOption[] {
  return patients
    .filter((patient) => patient.status !== 'deceased' || patient.id === keep)
    .map((patient) => {
      const birthday = formatDate(patient.birthday);
      return {
        value: patient.id,
        label: patient.name,
        description: [birthday === MISSING_DATE ? null : birthday, patient.phone]
          .filter((part): part is string => Boolean(part))
          .join(' · '),
        keywords: [patient.cnp, patient.phone, patient.email],
      };
    })
    .sort(compareLabels(locale));
}
