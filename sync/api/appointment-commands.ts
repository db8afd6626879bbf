import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
import { DEFAULT_APPOINTMENT_DURATION } from '../validation/appointment-rules.ts';
import {
  type CreateInput,
  definedOnly,
  insertDocument,
  newRowColumns,
  nowIso,
  patchDocument,
  removeDocument,
  type UpdatePatch,
} from './document-commands.ts';

/**
 * A new booking: patient, doctor and start. Overlaps are not checked here: the server books it
 * or keeps it as a 'conflict' (DESIGN.md, Sync rules); the calendar offers free slots only.
 */
export type AppointmentInput = CreateInput<AppointmentDoc, 'patient_id' | 'doctor_id' | 'appointment_date'>;
export type AppointmentPatch = UpdatePatch<AppointmentDoc>;

export async function createAppointment(
  db: ClinicDatabase,
  input: AppointmentInput,
): Promise<AppointmentDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  return insertDocument(db.appointments, {
    service_id: null,
    created_by: null,
    duration_minutes: DEFAULT_APPOINTMENT_DURATION,
    status: 'scheduled',
    patient_present: null,
    additional_services: [],
    notes: null,
    series_id: null,
    ...definedOnly(fields),
    ...newRowColumns(id, now),
    clinic_id: clinicDatabaseContext(db).clinicId,
    patient_id: input.patient_id,
    doctor_id: input.doctor_id,
    appointment_date: input.appointment_date,
  });
}

export function updateAppointment(
  db: ClinicDatabase,
  id: string,
  patch: AppointmentPatch,
): Promise<AppointmentDoc> {
  return patchDocument(db.appointments, id, patch);
}

/** Cancelling keeps the appointment (status 'cancelled'), as the calendar's cancel button does. */
export function cancelAppointment(db: ClinicDatabase, id: string): Promise<AppointmentDoc> {
  return patchDocument(db.appointments, id, { status: 'cancelled' });
}

export function deleteAppointment(db: ClinicDatabase, id: string): Promise<AppointmentDoc> {
  return removeDocument(db.appointments, id);
}

/**
 * A series (issue 41): one appointment per start, each its own booking, all naming one new
 * series. Written one after the other in time order, so they reach the server in that order.
 */
export async function createAppointmentSeries(
  db: ClinicDatabase,
  input: Omit<AppointmentInput, 'id' | 'appointment_date' | 'series_id'>,
  starts: readonly string[],
): Promise<AppointmentDoc[]> {
  const seriesId = crypto.randomUUID();
  const created: AppointmentDoc[] = [];
  for (const start of [...starts].sort()) {
    created.push(await createAppointment(db, { ...input, appointment_date: start, series_id: seriesId }));
  }
  return created;
}

/** The visits of a series, any status, earliest first. */
export async function seriesVisits(db: ClinicDatabase, seriesId: string): Promise<AppointmentDoc[]> {
  const found = await db.appointments.find({ selector: { series_id: seriesId } }).exec();
  return found
    .map((doc) => doc.toMutableJSON())
    .sort((a, b) => a.appointment_date.localeCompare(b.appointment_date));
}
