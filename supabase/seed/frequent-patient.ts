/**
 * The large clinic's most frequent patient (issue 13's benchmark): the longest-registered patient
 * gets FREQUENT_PATIENT_VISITS past visits, a week apart, each with two record items and one
 * document. They are booked at 07:00, before the clinic opens, so no doctor is double-booked.
 */
import { wallMinutesToDate } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import { COMMON_RECORDS } from './demo-catalog.ts';
import type { AppointmentRow, DoctorServiceRow, MedicalRecordRow, PatientRow, UserRow } from './demo-rows.ts';
import type { Rng } from './prng.ts';

export const FREQUENT_PATIENT_VISITS = 200;

/** A row of public.medical_documents (the file itself is not stored: the rows are what is measured). */
export interface MedicalDocumentRow {
  id: string;
  clinic_id: string;
  medical_record_id: string;
  patient_id: string;
  name: string;
  storage_path: string;
  mime_type: string;
  size_bytes: number;
}

export interface FrequentPatientRows {
  patientId: string;
  appointments: AppointmentRow[];
  medicalRecords: MedicalRecordRow[];
  medicalDocuments: MedicalDocumentRow[];
}

export function frequentPatientVisits(
  rng: Rng,
  input: {
    clinicId: string;
    today: string;
    patients: readonly PatientRow[];
    doctors: readonly UserRow[];
    doctorServices: readonly DoctorServiceRow[];
    booker: string;
  },
): FrequentPatientRows | null {
  const patient = input.patients[0];
  if (!patient || input.doctors.length === 0) return null;
  const rows: FrequentPatientRows = {
    patientId: patient.id,
    appointments: [],
    medicalRecords: [],
    medicalDocuments: [],
  };
  for (let visit = 0; visit < FREQUENT_PATIENT_VISITS; visit++) {
    const doctor = input.doctors[visit % input.doctors.length];
    const link = input.doctorServices.find((row) => row.doctor_id === doctor?.id);
    if (!doctor || !link) continue;
    const appointmentDate = wallMinutesToDate(addDays(input.today, -7 * (visit + 1)), 7 * 60).toISOString();
    const appointmentId = rng.uuid();
    rows.appointments.push({
      id: appointmentId,
      clinic_id: input.clinicId,
      patient_id: patient.id,
      doctor_id: doctor.id,
      service_id: link.service_id,
      created_by: input.booker,
      appointment_date: appointmentDate,
      duration_minutes: link.duration_minutes,
      status: 'scheduled',
      patient_present: true,
      additional_services: [],
    });
    for (const template of rng.sample(COMMON_RECORDS, 2)) {
      rows.medicalRecords.push({
        id: rng.uuid(),
        clinic_id: input.clinicId,
        appointment_id: appointmentId,
        patient_id: patient.id,
        category: template.category,
        sub_category: template.subCategory,
        input_field_value: template.inputFieldValue,
        description: template.description,
        recorded_at: appointmentDate,
        created_by: doctor.id,
      });
    }
    const item = rows.medicalRecords.at(-1);
    if (!item) continue;
    const documentId = rng.uuid();
    rows.medicalDocuments.push({
      id: documentId,
      clinic_id: input.clinicId,
      medical_record_id: item.id,
      patient_id: patient.id,
      name: `rezultat-${visit + 1}.pdf`,
      storage_path: `${input.clinicId}/${patient.id}/${documentId}-rezultat-${visit + 1}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 120_000,
    });
  }
  return rows;
}
