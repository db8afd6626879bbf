/** The paths of the patient's medical record (spec part 2 routes). */
export function medicalRecordPath(patientId: string): string {
  return `/patient/${encodeURIComponent(patientId)}/medical-record`;
}

export function appointmentDetailPath(patientId: string, appointmentId: string): string {
  return `${medicalRecordPath(patientId)}/${encodeURIComponent(appointmentId)}`;
}
