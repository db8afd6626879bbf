import { map, type Observable } from 'rxjs';
import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import {
  selectCalendarAppointments,
  selectPatientAppointments,
  widenedDateRange,
} from './appointment-selection.ts';
import { plainDoc$, plainDocs$ } from './plain-results.ts';

/**
 * A doctor's calendar from `fromIso` (inclusive) to `toIso` (exclusive), e.g. one week:
 * scheduled and conflicting appointments, not cancelled ones, earliest first.
 */
export function weekAppointments$(
  db: ClinicDatabase,
  doctorId: string,
  fromIso: string,
  toIso: string,
): Observable<AppointmentDoc[]> {
  const query = db.appointments.find({
    selector: { doctor_id: doctorId, appointment_date: widenedDateRange(fromIso, toIso) },
  });
  return plainDocs$(query).pipe(map((found) => selectCalendarAppointments(found, doctorId, fromIso, toIso)));
}

/** Every appointment of a patient, any status, latest first. */
export function patientAppointments$(db: ClinicDatabase, patientId: string): Observable<AppointmentDoc[]> {
  const query = db.appointments.find({ selector: { patient_id: patientId } });
  return plainDocs$(query).pipe(map((found) => selectPatientAppointments(found, patientId)));
}

export function appointmentById$(db: ClinicDatabase, id: string): Observable<AppointmentDoc | null> {
  return plainDoc$(db.appointments.findOne(id));
}

/**
 * The scheduled appointments of these doctors from `fromIso` on, once (not live): what a change
 * of the clinic's hours may leave outside them. One index range per doctor, so a clinic with years
 * of history reads only what is ahead.
 */
export async function upcomingAppointments(
  db: ClinicDatabase,
  doctorIds: readonly string[],
  fromIso: string,
): Promise<AppointmentDoc[]> {
  const from = Date.parse(fromIso);
  const since = new Date(from - 24 * 60 * 60 * 1000).toISOString();
  const found = await Promise.all(
    doctorIds.map((doctorId) =>
      db.appointments
        .find({ selector: { doctor_id: doctorId, appointment_date: { $gte: since }, status: 'scheduled' } })
        .exec(),
    ),
  );
  return found
    .flat()
    .map((doc) => doc.toMutableJSON())
    .filter((appointment) => Date.parse(appointment.appointment_date) >= from);
}
