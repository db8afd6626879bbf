/**
 * Rows for the patient list's tests: sample documents (validation/sample-rows.ts) with sequential
 * ids, and patients with the name the server generates from the first and last name.
 */
import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import { sampleRow } from './sample-rows.ts';

let counter = 0;

/** A new id, in order of creation. */
export const nextTestId = (): string => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

/** A patient with no contact details unless given. */
export function testPatient(overrides: Partial<PatientDoc>): PatientDoc {
  const row = sampleRow('patients', { id: nextTestId(), email: null, phone: null, cnp: null, ...overrides });
  return { ...row, name: `${row.first_name} ${row.last_name}` };
}

export function testAppointment(
  patientId: string,
  doctorId: string,
  at: string,
  status: AppointmentDoc['status'] = 'scheduled',
): AppointmentDoc {
  return sampleRow('appointments', {
    id: nextTestId(),
    patient_id: patientId,
    doctor_id: doctorId,
    appointment_date: at,
    status,
  });
}
