/**
 * A clinic of a test's own, made on the server with the service key: an admin who can sign in
 * (the demo password), a doctor with one priced service, and a patient. A test that changes a
 * clinic's hours or services works here, so the demo clinics other files rely on stay as they are
 * and `--repeat-each` runs never meet.
 */
import { randomUUID } from 'node:crypto';
import { serverPatient, uniqueLastName } from './patient-samples.ts';
import { serverAdmin } from './server-admin.ts';
import { DEMO_PASSWORD } from './sign-in-page.ts';

export interface OwnClinic {
  clinicId: string;
  clinicName: string;
  adminEmail: string;
  doctorId: string;
  doctorName: string;
  /** A second doctor of the same specialization, offering nothing yet. */
  secondDoctorId: string;
  secondDoctorName: string;
  serviceId: string;
  serviceName: string;
  patientId: string;
  patientName: string;
  /** The first doctor's sign-in (the demo password), when asked for. */
  doctorEmail: string | null;
}

const day = (open: boolean, start: string, end: string) => ({ open, start, end });

/** Weekdays 08:00–18:00 and Saturday 09:00–14:00 open, Sunday closed. */
export const OWN_CLINIC_WEEK = {
  monday: day(true, '08:00', '18:00'),
  tuesday: day(true, '08:00', '18:00'),
  wednesday: day(true, '08:00', '18:00'),
  thursday: day(true, '08:00', '18:00'),
  friday: day(true, '08:00', '18:00'),
  saturday: day(true, '09:00', '14:00'),
  sunday: day(false, '09:00', '14:00'),
};

async function must<T>(request: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return data;
}

export async function createOwnClinic(
  label: string,
  { doctorSignsIn = false }: { doctorSignsIn?: boolean } = {},
): Promise<OwnClinic> {
  const server = serverAdmin();
  const suffix = randomUUID().slice(0, 8);
  const clinicId = randomUUID();
  const clinicName = `Clinica ${label} ${suffix}`;
  await must(
    server.from('clinics').insert({
      id: clinicId,
      name: clinicName,
      company_name: `${label} Medical SRL`,
      tax_code: 'RO31245671',
      address: 'Str. Republicii 1',
      city: 'Cluj-Napoca',
      schedule: OWN_CLINIC_WEEK,
    }),
  );
  const adminEmail = `e2e-admin-${suffix}@example.test`;
  const { data: account, error } = await server.auth.admin.createUser({
    email: adminEmail,
    password: DEMO_PASSWORD,
    email_confirm: true,
  });
  if (error || !account.user) throw new Error(`createUser failed: ${error?.message}`);
  const doctorEmail = doctorSignsIn ? `e2e-doctor-${suffix}@example.test` : null;
  let doctorAuthId: string | null = null;
  if (doctorEmail) {
    const { data: doctorAccount, error: doctorError } = await server.auth.admin.createUser({
      email: doctorEmail,
      password: DEMO_PASSWORD,
      email_confirm: true,
    });
    if (doctorError || !doctorAccount.user) throw new Error(`createUser failed: ${doctorError?.message}`);
    doctorAuthId = doctorAccount.user.id;
  }
  const doctorId = randomUUID();
  const doctorName = `Ana Test${suffix}`;
  const secondDoctorId = randomUUID();
  const secondDoctorName = `Mihai Test${suffix}`;
  await must(
    server.from('users').insert([
      {
        id: randomUUID(),
        auth_user_id: account.user.id,
        clinic_id: clinicId,
        role: 'admin',
        name: `Admin ${label}`,
        first_name: 'Admin',
        last_name: label,
        email: adminEmail,
      },
      {
        id: doctorId,
        auth_user_id: doctorAuthId,
        email: doctorEmail,
        clinic_id: clinicId,
        role: 'doctor',
        name: doctorName,
        first_name: 'Ana',
        last_name: `Test${suffix}`,
        specialization: 'cardiology',
      },
      {
        id: secondDoctorId,
        clinic_id: clinicId,
        role: 'doctor',
        name: secondDoctorName,
        first_name: 'Mihai',
        last_name: `Test${suffix}`,
        specialization: 'cardiology',
      },
    ]),
  );
  const serviceId = randomUUID();
  const serviceName = 'Consultație cardiologică';
  await must(
    server.from('services').insert({
      id: serviceId,
      clinic_id: clinicId,
      name: serviceName,
      specialization_id: 'cardiology',
    }),
  );
  await must(
    server.from('doctor_services').insert({
      id: randomUUID(),
      clinic_id: clinicId,
      doctor_id: doctorId,
      service_id: serviceId,
      duration_minutes: 30,
      price: 150,
    }),
  );
  const patientId = randomUUID();
  const lastName = uniqueLastName('Propriu');
  await must(
    server.from('patients').insert({ id: patientId, clinic_id: clinicId, ...serverPatient('Ion', lastName) }),
  );
  return {
    clinicId,
    clinicName,
    adminEmail,
    doctorId,
    doctorName,
    secondDoctorId,
    secondDoctorName,
    serviceId,
    serviceName,
    patientId,
    patientName: `Ion ${lastName}`,
    doctorEmail,
  };
}

/** A booking of the clinic's doctor and patient, made on the server (another desk). */
export async function bookInOwnClinic(clinic: OwnClinic, appointmentDate: string): Promise<string> {
  const id = randomUUID();
  await must(
    serverAdmin().from('appointments').insert({
      id,
      clinic_id: clinic.clinicId,
      doctor_id: clinic.doctorId,
      patient_id: clinic.patientId,
      service_id: clinic.serviceId,
      appointment_date: appointmentDate,
      duration_minutes: 30,
      status: 'scheduled',
    }),
  );
  return id;
}

/**
 * A super administrator of a test's own (in no clinic): the clinics list clears the user's clinic
 * context, so a test that works there does not pull the demo super_admin out of another file's clinic.
 */
export async function createSuperAdmin(): Promise<string> {
  const server = serverAdmin();
  const email = `e2e-super-${randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await server.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  await must(
    server.from('users').insert({
      id: randomUUID(),
      auth_user_id: data.user.id,
      clinic_id: null,
      role: 'super_admin',
      name: 'Super Test',
      first_name: 'Super',
      last_name: 'Test',
      email,
    }),
  );
  return email;
}
