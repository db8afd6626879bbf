/**
 * What the calendar reads from the clinic's local database, live, each as a LiveQuery (loading
 * until read, and again for another week or doctor): the clinic's doctors and schedule, the chosen
 * doctor's appointments of the week, the names on the blocks, the bookings the server refused,
 * and which appointments wait to be confirmed by the server. The page decides what it draws while
 * each loads.
 */
import { useMemo } from 'react';
import { map } from 'rxjs';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { type LiveQuery, ready, valueOr } from '#lib/live-query.ts';
import { weekAppointments$ } from '#sync/api/appointment-queries.ts';
import { selectRefusedBookings } from '#sync/api/appointment-selection.ts';
import { clinicById$ } from '#sync/api/clinic-queries.ts';
import type { AppointmentDoc, ClinicDoc, UserDoc } from '#sync/api/documents.ts';
import { patientNames$ } from '#sync/api/patient-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import { doctors$ } from '#sync/api/user-queries.ts';
import type { CalendarWeek } from '../rules/week-range.ts';
import type { BlockNames } from './week-grid.tsx';

/** The clinic's doctors by name. */
export function useCalendarDoctors(): LiveQuery<UserDoc[]> {
  const { db } = useClinicSession();
  return useLiveQuery(() => (db ? doctors$(db) : null), [db]);
}

/** The signed-in user's clinic (its schedule); null when this device lacks it. */
export function useCalendarClinic(): LiveQuery<ClinicDoc | null> {
  const { db, profile } = useClinicSession();
  const clinicId = profile?.clinicId ?? null;
  return useLiveQuery(() => (db && clinicId ? clinicById$(db, clinicId) : null), [db, clinicId]);
}

/** The doctor's scheduled and refused appointments of the week (loading while no doctor is chosen). */
export function useWeekAppointments(
  doctorId: string | null,
  week: CalendarWeek,
): LiveQuery<AppointmentDoc[]> {
  const { db } = useClinicSession();
  // Loading again for each week or doctor: the previous week is never shown as this one.
  return useLiveQuery(
    () => (db && doctorId ? weekAppointments$(db, doctorId, week.from, week.to) : null),
    [db, doctorId, week.from, week.to],
  );
}

/** The names of the patients of these appointments, by id. */
export function usePatientNames(
  appointments: readonly AppointmentDoc[],
): LiveQuery<ReadonlyMap<string, string>> {
  const { db } = useClinicSession();
  const patientIds = [...new Set(appointments.map((appointment) => appointment.patient_id))].sort();
  const idsKey = patientIds.join(',');
  return useLiveQuery(
    () => (db ? patientNames$(db, idsKey === '' ? [] : idsKey.split(',')) : null),
    [db, idsKey],
  );
}

export type ServiceNames = Omit<BlockNames, 'patients'>;

/** Every service's name and specialization, by id (switched-off ones too: old bookings). */
export function useServiceNames(): LiveQuery<ServiceNames> {
  const { db } = useClinicSession();
  const services = useLiveQuery(() => (db ? services$(db, { includeInactive: true }) : null), [db]);
  return useMemo(
    () =>
      services.state === 'ready'
        ? ready({
            services: new Map(services.value.map((service) => [service.id, service.name])),
            serviceSpecializations: new Map(
              services.value.map((service) => [service.id, service.specialization_id]),
            ),
          })
        : services,
    [services],
  );
}

/**
 * Ids of the appointments changed on this device that the server has not taken yet. The sync
 * updates its count on each change; the ids are read again at every status and every render.
 * Not a read of the database: none while there is no sync.
 */
export function usePendingAppointmentIds(): ReadonlySet<string> {
  const { sync } = useClinicSession();
  // Subscribing re-renders the calendar when the set changes; a render for any other reason
  // (the appointment itself arriving) reads it again too.
  const atLastStatus = useLiveQuery(
    () => sync?.status$.pipe(map(() => sync.pendingIds('appointments').join(','))),
    [sync],
  );
  const current = sync ? sync.pendingIds('appointments').join(',') : valueOr(atLastStatus, '');
  return useMemo(() => new Set(current === '' ? [] : current.split(',')), [current]);
}

export interface RefusedBookings {
  bookings: readonly AppointmentDoc[];
  /** Names of the new patients refused with their bookings (only their conflicts hold them). */
  patientNames: ReadonlyMap<string, string>;
}

export const NO_REFUSED_BOOKINGS: RefusedBookings = { bookings: [], patientNames: new Map() };

/**
 * The doctor's bookings of the week that the server refused and never had (issue 34): they stay
 * on the calendar, marked, until the user settles them in the conflicts.
 */
export function useRefusedBookings(doctorId: string | null, week: CalendarWeek): LiveQuery<RefusedBookings> {
  const { sync } = useClinicSession();
  return useLiveQuery(
    () =>
      sync && doctorId
        ? sync.conflicts.list$().pipe(
            map((records): RefusedBookings => {
              const bookings = selectRefusedBookings(records, doctorId, week.from, week.to);
              if (bookings.length === 0) return NO_REFUSED_BOOKINGS;
              const patientNames = new Map<string, string>();
              for (const record of records) {
                if (record.collection !== 'patients') continue;
                const name = [record.local.first_name, record.local.last_name]
                  .filter((part) => typeof part === 'string' && part.trim() !== '')
                  .join(' ');
                if (name) patientNames.set(record.docId, name);
              }
              return { bookings, patientNames };
            }),
          )
        : null,
    [sync, doctorId, week.from, week.to],
  );
}
