/**
 * The rows the conflicts list's unit tests summarise: an appointment, the ids it links to, and a
 * conflict record over it that each test adjusts. Tests only.
 */
import type { ConflictRecord } from '#sync/api/conflict-records.ts';

export const PATIENT = '5f3b1c2a-1111-4a2b-8c3d-000000000001';
export const DOCTOR = '5f3b1c2a-2222-4a2b-8c3d-000000000002';
export const SERVICE = '5f3b1c2a-3333-4a2b-8c3d-000000000003';
export const EXTRA = '5f3b1c2a-4444-4a2b-8c3d-000000000004';

// Local times without an offset, so the expected text does not depend on the machine's zone.
export const appointment = {
  id: '5f3b1c2a-9999-4a2b-8c3d-000000000009',
  clinic_id: '5f3b1c2a-0000-4a2b-8c3d-000000000000',
  patient_id: PATIENT,
  doctor_id: DOCTOR,
  service_id: SERVICE,
  created_by: DOCTOR,
  appointment_date: '2027-03-12T08:00:00.000Z',
  duration_minutes: 30,
  status: 'scheduled',
  patient_present: null,
  additional_services: [],
  notes: null,
  created_at: '2027-03-01T08:00:00',
  updated_at: '2027-03-01T08:00:00',
  field_updated_at: { '*': '2027-03-01T08:00:00' },
  _deleted: false,
};

export function record(overrides: Partial<ConflictRecord>): ConflictRecord {
  return {
    id: 'c1',
    collection: 'appointments',
    docId: appointment.id,
    kind: 'server_won',
    local: { ...appointment },
    server: { ...appointment },
    createdAt: '2027-03-12T07:15:00.000Z',
    ...overrides,
  };
}
