/**
 * The one-step rebooking of a booking the server refused because its slot was taken (issue 6,
 * item 5): into the doctor's next free slot from the time the patient asked for (or from now, if
 * that has passed), so the patient keeps their day when it still has room (nextFreeSlot: opening
 * hours, 15-minute steps, the whole duration free), status back to 'scheduled'. Local write, so it
 * works offline.
 * Exported for the conflicts list's button as well as the calendar's.
 */
import { firstValueFrom } from 'rxjs';
import { appointmentById$, weekAppointments$ } from '#sync/api/appointment-queries.ts';
import { clinicById$ } from '#sync/api/clinic-queries.ts';
import type { AppointmentDoc, ClinicDatabase } from '#sync/api/documents.ts';
import { type FreeSlot, NEXT_FREE_SLOT_DAYS, nextFreeSlot } from '../rules/slots.ts';
import { type ConflictCloser, saveMove } from './save-move.ts';

export type RebookOutcome =
  | { ok: true; appointment: AppointmentDoc; slot: FreeSlot }
  /** not_found: no such appointment here; no_free_slot: none in the next NEXT_FREE_SLOT_DAYS days. */
  | { ok: false; reason: 'not_found' | 'no_free_slot' };

const DAY_MS = 24 * 60 * 60 * 1000;

export async function rebookAppointment(
  db: ClinicDatabase,
  conflicts: ConflictCloser | null,
  appointmentId: string,
  now: Date = new Date(),
): Promise<RebookOutcome> {
  const appointment = await firstValueFrom(appointmentById$(db, appointmentId));
  if (!appointment) return { ok: false, reason: 'not_found' };
  const clinic = await firstValueFrom(clinicById$(db, appointment.clinic_id));
  const asked = Date.parse(appointment.appointment_date);
  const after = new Date(Number.isNaN(asked) ? now.getTime() : Math.max(now.getTime(), asked));
  // A day back catches an appointment that started before `after` and still runs.
  const from = new Date(after.getTime() - DAY_MS).toISOString();
  const to = new Date(after.getTime() + (NEXT_FREE_SLOT_DAYS + 1) * DAY_MS).toISOString();
  const around = await firstValueFrom(weekAppointments$(db, appointment.doctor_id, from, to));
  const slot = nextFreeSlot({
    doctorId: appointment.doctor_id,
    appointments: appointment.status === 'conflict' ? [...around, refusedTimeHeld(appointment)] : around,
    schedule: clinic?.schedule,
    durationMinutes: appointment.duration_minutes,
    after,
    excludeId: appointment.id,
  });
  if (!slot) return { ok: false, reason: 'no_free_slot' };
  // saveMove books it again ('scheduled') only when it was refused; any other status is kept.
  const saved = await saveMove(db, conflicts, appointment, slot.start);
  return { ok: true, appointment: saved, slot };
}

/**
 * The server refused the booking because another one holds its time, so that time counts as taken
 * here even while the booking holding it has not reached this device (a rebook right after
 * reconnecting, before the pull brings it): otherwise the rebook lands on the same time and is
 * refused again.
 */
function refusedTimeHeld(appointment: AppointmentDoc): AppointmentDoc {
  return { ...appointment, id: `${appointment.id}:refused-time`, status: 'scheduled' };
}
