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
  const lastName = uniqueLastName(lastNamePrefix);
  const patientId = await patients.insert(serverPatient('Vizita', lastName));
  const [service] = await appointments.priceList(doctor.id);
  if (!service) throw new Error('the demo doctor offers no service');
  // Tests running beside this one book the same doctor today: a slot they took meanwhile is
  // refused by the server (23P01), and the next free one is looked up again.
  for (let attempt = 1; ; attempt += 1) {
    const slot = await records.freeTimeToday(doctor.id);
    try {
      const appointmentId = await appointments.insertAppointment({
        doctor_id: doctor.id,
        patient_id: patientId,
        service_id: service.serviceId,
        appointment_date: bucharestInstant(slot.day, slot.time),
        duration_minutes: 30,
        ...(bookedBy ? { created_by: bookedBy } : {}),
      });
      return {
        doctor,
        patientId,
        lastName,
        appointmentId,
        day: slot.day,
        clinicId: await appointments.clinicId(),
      };
    } catch (error) {
      const taken = typeof error === 'object' && error !== null && 'code' in error && error.code === '23P01';
      if (!taken || attempt === 10) throw error;
    }
  }
}
