/**
 * What the load test's devices were told the server accepted, and the checks that the server
 * kept it (issue 18, load): nothing lost, nothing doubled, no double booking. Pure: the run reads
 * the server's rows and hands them here.
 */

/** An address edit the server answered applied, merged or unchanged. */
export interface AcceptedEdit {
  patientId: string;
  value: string;
  /** The field's edit time the device sent (per-field last write wins decides by it). */
  changedAt: string;
}

/** A patient the device created and the server applied. */
export interface AcceptedCreate {
  patientId: string;
  lastName: string;
}

/** A booking the server applied: it must be on the server, scheduled, as booked. */
export interface AcceptedBooking {
  appointmentId: string;
  doctorId: string;
  appointmentDate: string;
}

export interface LoadLedger {
  edits: AcceptedEdit[];
  creates: AcceptedCreate[];
  bookings: AcceptedBooking[];
}

export interface ServerPatient {
  id: string;
  address: string | null;
  last_name: string;
  deleted: boolean;
}

export interface ServerAppointment {
  id: string;
  doctor_id: string;
  appointment_date: string;
  status: string;
  deleted: boolean;
}

export interface LoadViolations {
  /** Accepted writes the server does not hold (an edit lost to an older one, a create or booking missing). */
  lost: string[];
  /** Rows stored twice for one write. */
  doubled: string[];
}

/**
 * Per patient, the address must be the value of the latest accepted edit (by the edit time the
 * devices sent; equal times may end either way). A created patient exists once, live; a booking
 * exists, scheduled, at its time with its doctor. `sameLastName` counts the server's live patients
 * by last name (each create used a unique one), so a create stored twice shows.
 */
export function checkLedger(
  ledger: LoadLedger,
  patients: ReadonlyMap<string, ServerPatient>,
  appointments: ReadonlyMap<string, ServerAppointment>,
  sameLastName: ReadonlyMap<string, number>,
): LoadViolations {
  const lost: string[] = [];
  const doubled: string[] = [];

  const editsByPatient = new Map<string, AcceptedEdit[]>();
  for (const edit of ledger.edits) {
    const list = editsByPatient.get(edit.patientId) ?? [];
    list.push(edit);
    editsByPatient.set(edit.patientId, list);
  }
  for (const [patientId, edits] of editsByPatient) {
    const latest = Math.max(...edits.map((edit) => Date.parse(edit.changedAt)));
    const winners = new Set(
      edits.filter((edit) => Date.parse(edit.changedAt) === latest).map((edit) => edit.value),
    );
    const server = patients.get(patientId);
    if (!server || server.deleted) {
      lost.push(`patient ${patientId}: edited, not on the server`);
    } else if (!winners.has(server.address ?? '')) {
      lost.push(
        `patient ${patientId}: address ${JSON.stringify(server.address)}, the latest accepted edit was ${[...winners].join(' or ')}`,
      );
    }
  }

  for (const create of ledger.creates) {
    const server = patients.get(create.patientId);
    if (!server || server.deleted) lost.push(`patient ${create.patientId}: created, not on the server`);
    const count = sameLastName.get(create.lastName) ?? 0;
    if (count > 1) doubled.push(`patient ${create.lastName}: ${count} rows for one create`);
  }

  for (const booking of ledger.bookings) {
    const server = appointments.get(booking.appointmentId);
    if (
      !server ||
      server.deleted ||
      server.status !== 'scheduled' ||
      server.doctor_id !== booking.doctorId ||
      Date.parse(server.appointment_date) !== Date.parse(booking.appointmentDate)
    ) {
      lost.push(`appointment ${booking.appointmentId}: booked, not on the server as booked`);
    }
  }
  return { lost, doubled };
}
