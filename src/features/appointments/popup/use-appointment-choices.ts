/**
 * What each field of the popup offers for the current choices: the specializations, doctors,
 * services and patients to pick from, the chosen doctor's slots on the chosen day (loading until
 * the day's bookings and the clinic's hours are read) and the clinic's hours that day.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { combineLiveQueries, type LiveQuery, ready } from '#lib/live-query.ts';
import type {
  AppointmentDoc,
  ClinicDoc,
  DoctorServiceDoc,
  PatientDoc,
  ServiceDoc,
  SpecializationDoc,
  UserDoc,
} from '#sync/api/documents.ts';
import { slotsForDay } from '../rules/slots.ts';
import { type OpeningHoursLabel, openingHoursLabel } from '../rules/working-hours.ts';
import type { AppointmentFormInput } from './appointment-form-state.ts';
import {
  doctorOptions,
  type PatientOption,
  type PopupOption,
  patientOptions,
  serviceOptions,
  specializationOptions,
} from './appointment-options.ts';
import { type SlotPickerModel, slotPickerModel } from './slot-picker-model.ts';

/** The popup's catalog as it draws it: each list empty until read, the schedule unknown. */
export interface PopupCatalogData {
  specializations: SpecializationDoc[];
  services: ServiceDoc[];
  doctors: UserDoc[];
  patients: PatientDoc[];
  schedule: ScheduleInput;
}

export interface AppointmentChoices {
  specializations: PopupOption[];
  doctors: PopupOption[];
  services: PopupOption[];
  patients: PatientOption[];
  slots: LiveQuery<SlotPickerModel>;
  hours: OpeningHoursLabel;
}

export function useAppointmentChoices({
  catalog,
  priceList,
  view,
  dayAppointments,
  clinic,
  editingId,
}: {
  catalog: PopupCatalogData;
  priceList: DoctorServiceDoc[];
  /** The form's values as shown (formView). */
  view: AppointmentFormInput;
  /** The chosen doctor's appointments on the chosen day. */
  dayAppointments: LiveQuery<AppointmentDoc[]>;
  /** The clinic's row, whose schedule the slots keep within. */
  clinic: LiveQuery<ClinicDoc | null>;
  /** The edited appointment, whose own slot stays free; null for a new one. */
  editingId: string | null;
}): AppointmentChoices {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;

  // Until the day's bookings and the clinic's hours are read, no slot is offered as free.
  const slotReads = combineLiveQueries({ appointments: dayAppointments, clinic });
  const slots =
    slotReads.state === 'ready'
      ? ready(
          slotPickerModel(
            slotsForDay({
              doctorId: view.doctor_id,
              day: view.date,
              durationMinutes: Number(view.duration) || undefined,
              schedule: slotReads.value.clinic?.schedule ?? null,
              appointments: slotReads.value.appointments,
              editingId,
              keepTime: view.time,
            }),
            view.time,
          ),
        )
      : slotReads;
  const hours = openingHoursLabel(catalog.schedule, view.date);

  const specializations = useMemo(
    () =>
      specializationOptions(
        catalog.specializations,
        catalog.services,
        locale,
        view.specialization_id,
        t`Consultație`,
      ),
    [catalog.specializations, catalog.services, locale, view.specialization_id, t],
  );
  const doctors = useMemo(
    () => doctorOptions(catalog.doctors, view.specialization_id, view.doctor_id),
    [catalog.doctors, view.specialization_id, view.doctor_id],
  );
  const services = useMemo(
    () => serviceOptions(catalog.services, view.specialization_id, priceList, view.service_id, locale),
    [catalog.services, view.specialization_id, priceList, view.service_id, locale],
  );
  const patients = useMemo(
    () => patientOptions(catalog.patients, view.patient_id, locale),
    [catalog.patients, view.patient_id, locale],
  );

  return { specializations, doctors, services, patients, slots, hours };
}
