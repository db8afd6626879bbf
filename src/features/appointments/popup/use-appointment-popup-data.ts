/**
 * Everything the popup reads from the device's database, live: specializations, services (the
 * inactive ones too, so an old booking still names its service), the clinic's doctors, the chosen
 * doctor's price list, the patients, the clinic's schedule and the doctor's appointments of the
 * chosen day. Nothing waits for the network.
 */
import { map } from 'rxjs';
import { useLive } from '#clinic-session/use-live.ts';
import { appointmentById$, weekAppointments$ } from '#sync/api/appointment-queries.ts';
import { addDays } from '#sync/api/clinic-calendar.ts';
import { clinicById$ } from '#sync/api/clinic-queries.ts';
import { doctorServicesOfDoctor$ } from '#sync/api/doctor-service-queries.ts';
import type {
  AppointmentDoc,
  ClinicDatabase,
  DoctorServiceDoc,
  PatientDoc,
  ServiceDoc,
  SpecializationDoc,
  UserDoc,
} from '#sync/api/documents.ts';
import { patientListSource$ } from '#sync/api/patient-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import { specializations$ } from '#sync/api/specialization-queries.ts';
import { doctors$ } from '#sync/api/user-queries.ts';
import { isDay, wallTimeToIso } from '../rules/bucharest-time.ts';
import type { ScheduleInput } from '../rules/working-hours.ts';

const NONE: never[] = [];

export interface PopupCatalogData {
  specializations: SpecializationDoc[];
  services: ServiceDoc[];
  doctors: UserDoc[];
  patients: PatientDoc[];
  schedule: ScheduleInput;
}

export function usePopupCatalog(db: ClinicDatabase | null, clinicId: string | null): PopupCatalogData {
  const specializations = useLive(() => (db ? specializations$(db) : null), [db], NONE);
  const services = useLive(() => (db ? services$(db, { includeInactive: true }) : null), [db], NONE);
  const doctors = useLive(() => (db ? doctors$(db) : null), [db], NONE);
  const patients = useLive(
    () => (db ? patientListSource$(db).pipe(map((source) => source.patients)) : null),
    [db],
    NONE,
  );
  const clinic = useLive(() => (db && clinicId ? clinicById$(db, clinicId) : null), [db, clinicId], null);
  return { specializations, services, doctors, patients, schedule: clinic?.schedule ?? null };
}

/** The doctor's duration and price per service; empty without a doctor. */
export function usePriceList(db: ClinicDatabase | null, doctorId: string): DoctorServiceDoc[] {
  return useLive(() => (db && doctorId ? doctorServicesOfDoctor$(db, doctorId) : null), [db, doctorId], NONE);
}

/** The doctor's scheduled and conflicting appointments starting on a Bucharest day. */
export function useDayAppointments(
  db: ClinicDatabase | null,
  doctorId: string,
  day: string,
): AppointmentDoc[] {
  return useLive(
    () => {
      if (!db || !doctorId || !isDay(day)) return null;
      const from = wallTimeToIso(day, '00:00');
      const to = wallTimeToIso(addDays(day, 1), '00:00');
      return from && to ? weekAppointments$(db, doctorId, from, to) : null;
    },
    [db, doctorId, day],
    NONE,
  );
}

export const LOADING = Symbol('loading');

/** One appointment by id (a draft's edited appointment); LOADING until read, null when absent. */
export function useAppointment(
  db: ClinicDatabase | null,
  id: string | null,
): AppointmentDoc | null | typeof LOADING {
  return useLive(() => (db && id ? appointmentById$(db, id) : null), [db, id], id ? LOADING : null);
}
