/**
 * What the calendar reads from the local database, live: the clinic's doctors and schedule, the
 * chosen doctor's appointments of the week, the names on the blocks, and which appointments wait
 * to be confirmed by the server.
 */
import { useMemo } from 'react';
import { combineLatest, map, type Observable, of } from 'rxjs';
import { throwIfFailed, valueOr } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { weekAppointments$ } from '#sync/api/appointment-queries.ts';
import { selectRefusedBookings } from '#sync/api/appointment-selection.ts';
import { clinicById$ } from '#sync/api/clinic-queries.ts';
import type { AppointmentDoc, ClinicDatabase, ClinicDoc, UserDoc } from '#sync/api/documents.ts';
import { patientById$ } from '#sync/api/patient-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import type { ClinicSync } from '#sync/api/sync-state.ts';
import { doctors$ } from '#sync/api/user-queries.ts';
import type { CalendarWeek } from '../rules/week-range.ts';

/** The clinic's doctors by name; null while loading. */
export function useCalendarDoctors(db: ClinicDatabase | null): UserDoc[] | null {
  return valueOr(throwIfFailed(useLiveQuery(() => (db ? doctors$(db) : null), [db])), null);
}

/** The clinic's row (its schedule); null while loading or when this device lacks it. */
export function useCalendarClinic(db: ClinicDatabase | null, clinicId: string | null): ClinicDoc | null {
  const query = useLiveQuery(() => (db && clinicId ? clinicById$(db, clinicId) : null), [db, clinicId]);
  return valueOr(throwIfFailed(query), null);
}

/** The doctor's scheduled and refused appointments of the week; null while loading. */
export function useWeekAppointments(
  db: ClinicDatabase | null,
  doctorId: string | null,
  week: CalendarWeek,
): AppointmentDoc[] | null {
  // Loading again for each week or doctor: the previous week is never shown as this one.
  const query = useLiveQuery(
    () => (db && doctorId ? weekAppointments$(db, doctorId, week.from, week.to) : null),
    [db, doctorId, week.from, week.to],
  );
  return valueOr(throwIfFailed(query), null);
}

export interface BlockNames {
  /** Null while loading. */
  patients: ReadonlyMap<string, string> | null;
  services: ReadonlyMap<string, string>;
  /** Each service's specialization (its colour and icon on the block). */
  serviceSpecializations: ReadonlyMap<string, string>;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

function patientNames$(db: ClinicDatabase, ids: readonly string[]): Observable<ReadonlyMap<string, string>> {
  if (ids.length === 0) return of(NO_NAMES);
  return combineLatest(ids.map((id) => patientById$(db, id))).pipe(
    map((patients) => {
      const names = new Map<string, string>();
      for (const patient of patients) if (patient) names.set(patient.id, patient.name);
      return names;
    }),
  );
}

/** The names of the week's patients and of every service (switched-off ones too: old bookings). */
export function useBlockNames(
  db: ClinicDatabase | null,
  appointments: readonly AppointmentDoc[],
): BlockNames {
  const patientIds = [...new Set(appointments.map((appointment) => appointment.patient_id))].sort();
  const idsKey = patientIds.join(',');
  const patients = useLiveQuery(
    () => (db ? patientNames$(db, idsKey === '' ? [] : idsKey.split(',')) : null),
    [db, idsKey],
  );
  const services = useLiveQuery(() => (db ? services$(db, { includeInactive: true }) : null), [db]);
  const serviceList = valueOr(throwIfFailed(services), null);
  const serviceNames = useMemo(
    () => ({
      services: new Map((serviceList ?? []).map((service) => [service.id, service.name])),
      serviceSpecializations: new Map(
        (serviceList ?? []).map((service) => [service.id, service.specialization_id]),
      ),
    }),
    [serviceList],
  );
  return { patients: valueOr(throwIfFailed(patients), null), ...serviceNames };
}

/**
 * Ids of the appointments changed on this device that the server has not taken yet. The sync
 * updates its count on each change; the ids are read again at every status and every render.
 */
export function usePendingAppointmentIds(sync: ClinicSync | null): ReadonlySet<string> {
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

const NO_REFUSED: RefusedBookings = { bookings: [], patientNames: new Map() };

/**
 * The doctor's bookings of the week that the server refused and never had (issue 34): they stay
 * on the calendar, marked, until the user settles them in the conflicts.
 */
export function useRefusedBookings(
  sync: ClinicSync | null,
  doctorId: string | null,
  week: CalendarWeek,
): RefusedBookings {
  const query = useLiveQuery(
    () =>
      sync && doctorId
        ? sync.conflicts.list$().pipe(
            map((records): RefusedBookings => {
              const bookings = selectRefusedBookings(records, doctorId, week.from, week.to);
              if (bookings.length === 0) return NO_REFUSED;
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
  return valueOr(throwIfFailed(query), NO_REFUSED);
}
