/**
 * Everything the popup reads from the device's database, live, each as a LiveQuery: the
 * specializations, services (the inactive ones too, so an old booking still names its service),
 * the clinic's doctors, the chosen doctor's price list, the patients, the clinic's schedule and
 * the doctor's appointments of the chosen day. Nothing waits for the network.
 */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { wallTimeToIso } from '#core/bucharest-time.ts';
import { addDays, isDay } from '#core/calendar-days.ts';
import { type LiveQuery, ready } from '#lib/live-query.ts';
import { appointmentById$, weekAppointments$ } from '#sync/api/appointment-queries.ts';
import { clinicById$ } from '#sync/api/clinic-queries.ts';
import { doctorServicesOfDoctor$ } from '#sync/api/doctor-service-queries.ts';
import type {
  AppointmentDoc,
  ClinicDoc,
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

/**
 * The popup's choices, each read on its own: the doctors (which preset the specialization) must
 * not wait for the patients, the slowest read.
 */
export interface PopupCatalogQueries {
  specializations: LiveQuery<SpecializationDoc[]>;
  services: LiveQuery<ServiceDoc[]>;
  doctors: LiveQuery<UserDoc[]>;
  patients: LiveQuery<PatientDoc[]>;
  /** The signed-in user's clinic (its schedule); null when this device lacks it. */
  clinic: LiveQuery<ClinicDoc | null>;
}

export function usePopupCatalog(): PopupCatalogQueries {
  const { db, profile } = useClinicSession();
  const clinicId = profile?.clinicId ?? null;
  return {
    specializations: useLiveQuery(() => (db ? specializations$(db) : null), [db]),
    services: useLiveQuery(() => (db ? services$(db, { includeInactive: true }) : null), [db]),
    doctors: useLiveQuery(() => (db ? doctors$(db) : null), [db]),
    patients: useLiveQuery(() => (db ? allPatients$(db) : null), [db]),
    clinic: useLiveQuery(() => (db && clinicId ? clinicById$(db, clinicId) : null), [db, clinicId]),
  };
}

/** The doctor's duration and price per service; none without a doctor. */
export function usePriceList(doctorId: string): LiveQuery<DoctorServiceDoc[]> {
  const { db } = useClinicSession();
  const query = useLiveQuery(
    () => (db && doctorId ? doctorServicesOfDoctor$(db, doctorId) : null),
    [db, doctorId],
  );
  return doctorId ? query : ready(NONE);
}

/**
 * The doctor's scheduled and conflicting appointments starting on a Bucharest day: loading until
 * read, an empty day without a doctor or a valid date.
 */
export function useDayAppointments(doctorId: string, day: string): LiveQuery<AppointmentDoc[]> {
  const { db } = useClinicSession();
  const hasDay = Boolean(db && doctorId && isDay(day));
  const query = useLiveQuery(() => {
    if (!db || !doctorId || !isDay(day)) return null;
    const from = wallTimeToIso(day, '00:00');
    const to = wallTimeToIso(addDays(day, 1), '00:00');
    return from && to ? weekAppointments$(db, doctorId, from, to) : null;
  }, [db, doctorId, day]);
  return hasDay ? query : ready(NONE);
}

/** One appointment by id (a draft's edited appointment): loading until read, null when absent. */
export function useAppointment(id: string | null): LiveQuery<AppointmentDoc | null> {
  const { db } = useClinicSession();
  const query = useLiveQuery(() => (db && id ? appointmentById$(db, id) : null), [db, id]);
  return id ? query : ready(null);
}
