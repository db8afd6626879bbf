/** A visit of today to test with: a new patient booked on the server with a doctor, at a time the doctor is free. */
import { AppointmentServer, bucharestInstant } from './appointment-popup.ts';
import { RecordServer } from './medical-record-page.ts';
import { PatientServer } from './patient-form-page.ts';
import { serverPatient, uniqueLastName } from './patient-samples.ts';

const appointments = new AppointmentServer();
const records = new RecordServer();
const patients = new PatientServer();

export async function bookTodayWithDoctor(doctorEmail: string, lastNamePrefix: string, bookedBy?: string) {
  const doctor = await appointments.userByEmail(doctorEmail);
  const patientId = await patients.insert(serverPatient('Vizita', uniqueLastName(lastNamePrefix)));
  const slot = await records.freeTimeToday(doctor.id);
  const [service] = await appointments.priceList(doctor.id);
  if (!service) throw new Error('the demo doctor offers no service');
  const appointmentId = await appointments.insertAppointment({
    doctor_id: doctor.id,
    patient_id: patientId,
    service_id: service.serviceId,
    appointment_date: bucharestInstant(slot.day, slot.time),
    duration_minutes: 30,
    ...(bookedBy ? { created_by: bookedBy } : {}),
  });
  return { doctor, patientId, appointmentId, day: slot.day, clinicId: await appointments.clinicId() };
}
