/**
 * Everything the popup reads from the device's database, live: specializations, services (the
 * inactive ones too, so an old booking still names its service), the clinic's doctors, the chosen
 * doctor's price list, the patients, the clinic's schedule and the doctor's appointments of the
 * chosen day. Nothing waits for the network.
 */
import { type LiveQuery, ready, throwIfFailed, valueOr } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { wallTimeToIso } from '#core/bucharest-time.ts';
import { addDays, isDay } from '#core/calendar-days.ts';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { appointmentById$, weekAppointments$ } from '#sync/api/appointment-queries.ts';
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
import { allPatients$ } from '#sync/api/patient-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import { specializations$ } from '#sync/api/specialization-queries.ts';
import { doctors$ } from '#sync/api/user-queries.ts';

const NONE: never[] = [];

export interface PopupCatalogData {
  specializations: SpecializationDoc[];
  services: ServiceDoc[];
  doctors: UserDoc[];
  patients: PatientDoc[];
  schedule: ScheduleInput;
}

/** The popup's choices; the lists are empty and the schedule unknown until read. */
export function usePopupCatalog(
  db: ClinicDatabase | null,
  clinicId: string | null,
): PopupCatalogData & { scheduleLoading: boolean } {
  // Each list on its own: the doctors (which preset the specialization) must not wait for the
  // patients, the slowest read.
  const list = <T>(query: LiveQuery<T[]>): T[] => valueOr(throwIfFailed(query), NONE);
  const specializations = list(useLiveQuery(() => (db ? specializations$(db) : null), [db]));
  const services = list(useLiveQuery(() => (db ? services$(db, { includeInactive: true }) : null), [db]));
  const doctors = list(useLiveQuery(() => (db ? doctors$(db) : null), [db]));
  const patients = list(useLiveQuery(() => (db ? allPatients$(db) : null), [db]));
  const clinic = throwIfFailed(
    useLiveQuery(() => (db && clinicId ? clinicById$(db, clinicId) : null), [db, clinicId]),
  );
  return {
    specializations,
    services,
    doctors,
    patients,
    schedule: valueOr(clinic, null)?.schedule ?? null,
    scheduleLoading: clinic.state === 'loading',
  };
}

/** The doctor's duration and price per service; empty without a doctor or until read. */
export function usePriceList(db: ClinicDatabase | null, doctorId: string): DoctorServiceDoc[] {
  const query = useLiveQuery(
    () => (db && doctorId ? doctorServicesOfDoctor$(db, doctorId) : null),
    [db, doctorId],
  );
  return valueOr(throwIfFailed(query), NONE);
}

/**
 * The doctor's scheduled and conflicting appointments starting on a Bucharest day: loading until
 * read (the slot picker then offers nothing), an empty day without a doctor or a valid date.
 */
export function useDayAppointments(
  db: ClinicDatabase | null,
  doctorId: string,
  day: string,
): LiveQuery<AppointmentDoc[]> {
  const hasDay = Boolean(db && doctorId && isDay(day));
  const query = useLiveQuery(() => {
    if (!db || !doctorId || !isDay(day)) return null;
    const from = wallTimeToIso(day, '00:00');
    const to = wallTimeToIso(addDays(day, 1), '00:00');
    return from && to ? weekAppointments$(db, doctorId, from, to) : null;
  }, [db, doctorId, day]);
  return hasDay ? throwIfFailed(query) : ready(NONE);
}

/** One appointment by id (a draft's edited appointment): loading until read, null when absent. */
export function useAppointment(
  db: ClinicDatabase | null,
  id: string | null,
): LiveQuery<AppointmentDoc | null> {
  const query = useLiveQuery(() => (db && id ? appointmentById$(db, id) : null), [db, id]);
  return id ? throwIfFailed(query) : ready(null);
}
