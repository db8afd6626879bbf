/**
 * What the appointment popup holds while it is open (spec part 1 §2, §5, §9) and how each choice
 * changes it. Every value is a string, '' for nothing chosen, as the fields give them. Two things
 * are derived rather than stored, so they follow data that arrives after the choice:
 * - the specialization, when none was chosen, is the service's or else the doctor's;
 * - the duration, after a service or doctor choice, is the doctor's duration for that service
 *   (the doctor's price list), until the user picks a duration themselves.
 */

import { wallTimeOf } from '#core/bucharest-time.ts';
import type { AppointmentDoc, DoctorServiceDoc, ServiceDoc, UserDoc } from '#sync/api/documents.ts';
import { DEFAULT_APPOINTMENT_DURATION } from '#sync/validation/appointment-rules.ts';

export interface AppointmentFormInput {
  specialization_id: string;
  doctor_id: string;
  service_id: string;
  /** Minutes as the duration list gives them ('30'). */
  duration: string;
  patient_id: string;
  /** yyyy-MM-dd, Bucharest. */
  date: string;
  /** HH:mm, Bucharest. */
  time: string;
}

export interface AppointmentFormState {
  input: AppointmentFormInput;
  /** True after a service or doctor choice: the duration follows the doctor's price list. */
  followPriceList: boolean;
}

/** What the derivations read: the clinic's doctors and services, the chosen doctor's price list. */
export interface FormCatalog {
  doctors: readonly Pick<UserDoc, 'id' | 'specialization'>[];
  services: readonly Pick<ServiceDoc, 'id' | 'specialization_id'>[];
  priceList: readonly Pick<DoctorServiceDoc, 'doctor_id' | 'service_id' | 'duration_minutes'>[];
}

/** A create prefilled from the calendar: a clicked slot, the selected doctor, a new patient. */
export interface AppointmentPrefill {
  day?: string | undefined;
  time?: string | undefined;
  doctorId?: string | undefined;
  patientId?: string | undefined;
}

export const EMPTY_FORM_INPUT: Readonly<AppointmentFormInput> = {
  specialization_id: '',
  doctor_id: '',
  service_id: '',
  duration: String(DEFAULT_APPOINTMENT_DURATION),
  patient_id: '',
  date: '',
  time: '',
};

/** A trimmed text, '' for anything else (a prefill may come from a URL or stored draft). */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A new appointment: the default duration (30 minutes, spec part 1 §9) and whatever the calendar
 * knows. The day and time are kept as given, even malformed, so the popup's format checks speak
 * about them instead of dropping them silently.
 */
export function newFormState(prefill: AppointmentPrefill = {}): AppointmentFormState {
  return {
    input: {
      ...EMPTY_FORM_INPUT,
      doctor_id: text(prefill.doctorId),
      patient_id: text(prefill.patientId),
      date: text(prefill.day),
      time: text(prefill.time),
    },
    followPriceList: false,
  };
}

/** An existing appointment as the popup shows it: its own duration, its Bucharest day and time. */
export function formStateOf(
  appointment: Pick<
    AppointmentDoc,
    'doctor_id' | 'service_id' | 'duration_minutes' | 'patient_id' | 'appointment_date'
  >,
): AppointmentFormState {
  const wall = wallTimeOf(appointment.appointment_date);
  return {
    input: {
      ...EMPTY_FORM_INPUT,
      doctor_id: appointment.doctor_id,
      service_id: appointment.service_id ?? '',
      duration: String(appointment.duration_minutes),
      patient_id: appointment.patient_id,
      date: wall?.day ?? '',
      time: wall?.time ?? '',
    },
    followPriceList: false,
  };
}

/** The doctor's duration for a service from their price list, or undefined when they have none. */
export function priceListDuration(
  priceList: FormCatalog['priceList'],
  doctorId: string,
  serviceId: string,
): number | undefined {
  if (!doctorId || !serviceId) return undefined;
  return priceList.find((row) => row.doctor_id === doctorId && row.service_id === serviceId)
    ?.duration_minutes;
}

/** The values the popup shows and saves: the stored input with the derived ones filled in. */
export function formView(state: AppointmentFormState, catalog: FormCatalog): AppointmentFormInput {
  const { input } = state;
  let specialization = input.specialization_id;
  if (!specialization) {
    specialization =
      catalog.services.find((service) => service.id === input.service_id)?.specialization_id ??
      catalog.doctors.find((doctor) => doctor.id === input.doctor_id)?.specialization ??
      '';
  }
  const fromPriceList = state.followPriceList
    ? priceListDuration(catalog.priceList, input.doctor_id, input.service_id)
    : undefined;
  return {
    ...input,
    specialization_id: specialization,
    duration: fromPriceList === undefined ? input.duration : String(fromPriceList),
  };
}

export type FormEdit =
  | { field: 'specialization_id'; value: string }
  | { field: 'doctor_id'; value: string }
  | { field: 'service_id'; value: string }
  | { field: 'duration'; value: string }
  | { field: 'patient_id'; value: string }
  | { field: 'date'; value: string }
  | { field: 'time'; value: string };

/**
 * The state after one choice. Choosing a specialization lets go of a doctor or service of another
 * one; choosing a service or doctor makes the duration follow the price list; choosing a duration
 * stops that. A date change keeps the time, so the slot list shows whether it still fits.
 */
export function editForm(
  state: AppointmentFormState,
  edit: FormEdit,
  catalog: FormCatalog,
): AppointmentFormState {
  // Start from what the user sees, so a derived specialization or duration becomes theirs.
  const input = formView(state, catalog);
  switch (edit.field) {
    case 'specialization_id': {
      const doctor = catalog.doctors.find((candidate) => candidate.id === input.doctor_id);
      const service = catalog.services.find((candidate) => candidate.id === input.service_id);
      const keepsDoctor = !doctor?.specialization || doctor.specialization === edit.value;
      const keepsService = service !== undefined && service.specialization_id === edit.value;
      return {
        input: {
          ...input,
          specialization_id: edit.value,
          doctor_id: keepsDoctor ? input.doctor_id : '',
          service_id: keepsService ? input.service_id : '',
        },
        followPriceList: state.followPriceList && keepsDoctor && keepsService,
      };
    }
    case 'doctor_id':
    case 'service_id':
      return { input: { ...input, [edit.field]: edit.value }, followPriceList: true };
    case 'duration':
      return { input: { ...input, duration: edit.value }, followPriceList: false };
    case 'patient_id':
    case 'date':
    case 'time':
      return { input: { ...input, [edit.field]: edit.value }, followPriceList: state.followPriceList };
  }
}
