/**
 * Some access history for the demo (issue 39), so the access-history pages show something on a
 * fresh start: over the last two weeks, the demo desk opened patients' forms and booked visits,
 * the demo doctor opened their visits, records and histories, wrote record items and updated a
 * history, some of it offline. Built from the demo rows, the same for the same `now`.
 */
import type { DemoData } from './demo-rows.ts';

export interface AccessEventRow {
  id: string;
  clinic_id: string;
  user_id: string;
  user_name: string;
  user_role: string;
  patient_id: string;
  action: 'open' | 'download' | 'create' | 'update' | 'delete';
  subject: string;
  record_id: string;
  device_at: string;
  server_at: string;
  device_id: string;
  offline: boolean;
  source: 'device' | 'server';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A stable uuid from a number (the seed's other ids come from its own generator). */
const eventId = (n: number) => `a0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export function demoAccessHistory(
  data: Pick<DemoData, 'users' | 'appointments' | 'medicalRecords'>,
  now: Date,
): AccessEventRow[] {
  const doctor = data.users.find((user) => user.email === 'doctor@aurora.cabinet.demo');
  const desk = data.users.find((user) => user.email === 'staff@aurora.cabinet.demo');
  if (!doctor || !desk) return [];
  // The doctor's visits that have record items, oldest first: the history follows them.
  const withRecords = new Set(data.medicalRecords.map((record) => record.appointment_id));
  const visits = data.appointments
    .filter((visit) => visit.doctor_id === doctor.id && withRecords.has(visit.id))
    .filter((visit) => Date.parse(visit.appointment_date) < now.getTime())
    .sort((a, b) => b.appointment_date.localeCompare(a.appointment_date))
    .slice(0, 8);
  const events: AccessEventRow[] = [];
  const add = (
    who: typeof doctor,
    patientId: string,
    action: AccessEventRow['action'],
    subject: string,
    recordId: string,
    at: number,
    offline = false,
  ) => {
    const deviceAt = new Date(at);
    // Offline, the event reached the server when the tablet came back, some minutes later.
    const serverAt = new Date(at + (offline ? 47 * MINUTE_MS : 800));
    events.push({
      id: eventId(events.length + 1),
      clinic_id: who.clinic_id ?? '',
      user_id: who.id,
      user_name: who.name,
      user_role: who.role,
      patient_id: patientId,
      action,
      subject,
      record_id: recordId,
      device_at: deviceAt.toISOString(),
      server_at: serverAt.toISOString(),
      device_id: who === doctor ? 'demo-tablet-cabinet-1' : 'demo-tablet-receptie',
      offline,
      source: action === 'open' || action === 'download' ? 'device' : 'server',
    });
  };
  visits.forEach((visit, index) => {
    // The doctor opens the record when the visit begins; the desk had looked the patient up before.
    const at = Date.parse(visit.appointment_date);
    const offline = index % 3 === 2;
    add(desk, visit.patient_id, 'open', 'patient_form', visit.patient_id, at - 2 * HOUR_MS);
    add(desk, visit.patient_id, 'update', 'appointment', visit.id, at - 2 * HOUR_MS + 3 * MINUTE_MS);
    add(doctor, visit.patient_id, 'open', 'medical_record', visit.patient_id, at, offline);
    add(doctor, visit.patient_id, 'open', 'visit', visit.id, at + MINUTE_MS, offline);
    add(doctor, visit.patient_id, 'open', 'medical_history', visit.patient_id, at + 4 * MINUTE_MS, offline);
    const record = data.medicalRecords.find((item) => item.appointment_id === visit.id);
    if (record)
      add(doctor, visit.patient_id, 'create', 'record_item', record.id, at + 9 * MINUTE_MS, offline);
    if (index % 2 === 0) {
      add(
        doctor,
        visit.patient_id,
        'update',
        'medical_history',
        visit.patient_id,
        at + 12 * MINUTE_MS,
        offline,
      );
    }
  });
  return events;
}
