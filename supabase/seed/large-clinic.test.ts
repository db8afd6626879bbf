import { describe, expect, it } from 'vitest';
import { isValidCnp } from './cnp.ts';
import { buildLargeClinic, LARGE_CLINIC_ACCOUNTS, LARGE_CLINIC_SIZE, scaledSize } from './large-clinic.ts';

// A winter Saturday evening in Bucharest; a small clinic keeps the test fast.
const NOW = new Date('2026-11-21T18:00:00Z');
const SIZE = { doctors: 6, patients: 400, appointments: 3000, tasks: 120, services: 30, partners: 25 };
const data = buildLargeClinic(NOW, SIZE);
const DAY_MS = 86_400_000;

describe('buildLargeClinic', () => {
  it('is deterministic for a given now, size and seed', () => {
    expect(JSON.stringify(buildLargeClinic(NOW, SIZE))).toBe(JSON.stringify(data));
    expect(JSON.stringify(buildLargeClinic(NOW, SIZE, 'another seed'))).not.toBe(JSON.stringify(data));
  });

  it('has exactly the counts asked for', () => {
    expect(data.clinics).toHaveLength(1);
    expect(data.users.filter((user) => user.role === 'doctor')).toHaveLength(SIZE.doctors);
    expect(data.patients).toHaveLength(SIZE.patients);
    expect(data.appointments).toHaveLength(SIZE.appointments);
    expect(data.tasks).toHaveLength(SIZE.tasks);
    expect(data.services).toHaveLength(SIZE.services);
    expect(data.partners).toHaveLength(SIZE.partners);
    expect(new Set(data.partners.map((partner) => partner.name)).size).toBe(SIZE.partners);
  });

  it('has one patient with two hundred past visits, each with two record items and a document', () => {
    const visits = data.appointments.filter(
      (appointment) => appointment.patient_id === data.frequentPatientId,
    );
    expect(visits.length).toBeGreaterThanOrEqual(200);
    const frequentVisits = new Set(
      data.medicalRecords
        .filter((item) => item.patient_id === data.frequentPatientId)
        .map((item) => item.appointment_id),
    );
    expect(frequentVisits.size).toBe(200);
    expect(data.medicalRecords).toHaveLength(400);
    expect(data.medicalDocuments).toHaveLength(200);
    const ids = new Set(data.medicalRecords.map((item) => item.id));
    expect(data.medicalDocuments.every((document) => ids.has(document.medical_record_id))).toBe(true);
    expect(visits.every((visit) => Date.parse(visit.appointment_date) < NOW.getTime())).toBe(true);
  });

  it('scales to a tenth for the quick bench and keeps the issue’s full size', () => {
    expect(LARGE_CLINIC_SIZE).toEqual({
      doctors: 25,
      patients: 20_000,
      appointments: 200_000,
      tasks: 5_000,
      services: 100,
      partners: 500,
    });
    expect(scaledSize(0.1)).toEqual({
      doctors: 3,
      patients: 2_000,
      appointments: 20_000,
      tasks: 500,
      services: 10,
      partners: 50,
    });
  });

  it('signs in an admin, a receptionist and every doctor of the clinic', () => {
    const clinicId = data.clinics[0]?.id;
    for (const email of Object.values(LARGE_CLINIC_ACCOUNTS)) {
      const auth = data.authUsers.find((user) => user.email === email);
      expect(data.users.find((user) => user.auth_user_id === auth?.id)?.clinic_id).toBe(clinicId);
    }
    expect(data.authUsers).toHaveLength(SIZE.doctors + 2);
  });

  it('gives every doctor a price for each service of their specialization', () => {
    const services = new Map(data.services.map((service) => [service.id, service]));
    for (const doctor of data.users.filter((user) => user.role === 'doctor')) {
      const links = data.doctorServices.filter((link) => link.doctor_id === doctor.id);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(services.get(link.service_id)?.specialization_id).toBe(doctor.specialization);
        expect(link.price).toBeGreaterThan(0);
        expect(link.duration_minutes % 15).toBe(0);
      }
    }
  });

  it('has valid CNPs and a medical history for about a quarter of the patients', () => {
    expect(data.patients.every((patient) => isValidCnp(patient.cnp))).toBe(true);
    expect(new Set(data.patients.map((patient) => patient.cnp)).size).toBe(SIZE.patients);
    const withHistory = data.patients.filter((patient) => patient.height !== null).length / SIZE.patients;
    expect(withHistory).toBeGreaterThan(0.18);
    expect(withHistory).toBeLessThan(0.32);
  });

  it('spreads the appointments over about ten years, mostly past', () => {
    const times = data.appointments.map((appointment) => Date.parse(appointment.appointment_date));
    const first = Math.min(...times);
    const last = Math.max(...times);
    expect((last - first) / DAY_MS / 365).toBeGreaterThan(9.5);
    expect(times.filter((time) => time < NOW.getTime()).length / times.length).toBeGreaterThan(0.9);
  });

  it('never double-books a doctor and books a patient only after registration, once a day', () => {
    const registered = new Map(
      data.patients.map((patient) => [patient.id, Date.parse(patient.created_date)]),
    );
    const byDoctor = new Map<string, Array<[number, number]>>();
    const patientDays = new Set<string>();
    let sameDay = 0;
    for (const appointment of data.appointments) {
      const start = Date.parse(appointment.appointment_date);
      expect(start).toBeGreaterThan(registered.get(appointment.patient_id) ?? Number.POSITIVE_INFINITY);
      const day = `${appointment.patient_id}/${appointment.appointment_date.slice(0, 10)}`;
      if (patientDays.has(day)) sameDay++;
      patientDays.add(day);
      if (appointment.status !== 'scheduled') continue;
      const ranges = byDoctor.get(appointment.doctor_id) ?? [];
      ranges.push([start, start + appointment.duration_minutes * 60_000]);
      byDoctor.set(appointment.doctor_id, ranges);
    }
    // A patient is booked twice on one day only when no free patient was found (rare).
    expect(sameDay / data.appointments.length).toBeLessThan(0.001);
    for (const ranges of byDoctor.values()) {
      ranges.sort((x, y) => x[0] - y[0]);
      for (let i = 1; i < ranges.length; i++) {
        expect(ranges[i]?.[0]).toBeGreaterThanOrEqual(ranges[i - 1]?.[1] ?? 0);
      }
    }
  });

  it('dates tasks over the years with a creation time, and every partner contract after it began', () => {
    expect(data.tasks.every((task) => !Number.isNaN(Date.parse(task.created_at)))).toBe(true);
    expect(data.tasks.every((task) => task.assigned_to.length >= 1 && task.assigned_to.length <= 3)).toBe(
      true,
    );
    for (const partner of data.partners) {
      expect(partner.phone).toMatch(/^[0-9 +()-]{10,}$/);
      if (partner.status !== 'expired')
        expect(partner.contract_expiry_date > partner.partnership_date).toBe(true);
    }
  });
});
