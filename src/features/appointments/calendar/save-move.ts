/**
 * Writing a move to the local database (works offline; the sync pushes it). A booking the server
 * refused because its slot was taken (status 'conflict') that is moved into a free slot is booked
 * again: its status goes back to 'scheduled' and its open 'overlap' conflict is closed, so the
 * conflicts list no longer asks for a new time.
 */
import { updateAppointment } from '#sync/api/appointment-commands.ts';
import type { ConflictStore } from '#sync/api/conflict-records.ts';
import type { AppointmentDoc, ClinicDatabase } from '#sync/api/documents.ts';

/** What closing a booking's conflict needs of the sync's conflict store. */
export type ConflictCloser = Pick<ConflictStore, 'list' | 'keepServer'>;

export async function saveMove(
  db: ClinicDatabase,
  conflicts: ConflictCloser | null,
  appointment: Pick<AppointmentDoc, 'id' | 'status'>,
  appointmentDate: string,
): Promise<AppointmentDoc> {
  const rebooking = appointment.status === 'conflict';
  const saved = await updateAppointment(
    db,
    appointment.id,
    rebooking
      ? { appointment_date: appointmentDate, status: 'scheduled' }
      : { appointment_date: appointmentDate },
  );
  if (rebooking && conflicts) await closeOverlapConflicts(conflicts, appointment.id);
  return saved;
}

/**
 * Closes the booking's "slot taken" conflicts. keepServer only drops the entry here: the device's
 * refused version (the old time) is superseded by the rebooking just written.
 */
async function closeOverlapConflicts(conflicts: ConflictCloser, appointmentId: string): Promise<void> {
  const open = await conflicts.list();
  for (const conflict of open) {
    if (
      conflict.collection === 'appointments' &&
      conflict.docId === appointmentId &&
      conflict.kind === 'overlap'
    ) {
      await conflicts.keepServer(conflict.id);
    }
  }
}
