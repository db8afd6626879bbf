/**
 * What the patient area's overview says about the appointments (pure): the last one up to now,
 * the next one after now, and the doctors seen, most recent first. Cancelled ones count as visits
 * for the history but never as the next appointment.
 */
import type { AppointmentDoc } from '#sync/api/documents.ts';

export interface PatientVisitSummary {
  last: AppointmentDoc | null;
  next: AppointmentDoc | null;
  doctorIds: string[];
  total: number;
}

export function summarizeVisits(appointments: readonly AppointmentDoc[], now: Date): PatientVisitSummary {
  const at = now.getTime();
  const sorted = [...appointments].sort(
    (a, b) => Date.parse(b.appointment_date) - Date.parse(a.appointment_date),
  );
  const last = sorted.find((appointment) => Date.parse(appointment.appointment_date) <= at) ?? null;
  const upcoming = sorted.filter(
    (appointment) => Date.parse(appointment.appointment_date) > at && appointment.status === 'scheduled',
  );
  const next = upcoming.length > 0 ? (upcoming[upcoming.length - 1] ?? null) : null;
  const doctorIds = [...new Set(sorted.map((appointment) => appointment.doctor_id))];
  return { last, next, doctorIds, total: appointments.length };
}
