import { describe, expect, it } from 'vitest';
import { clinicDay, wallTimeOf } from '#core/bucharest-time.ts';
import { ageOn, daysBetween, timeToMinutes } from '#core/calendar-days.ts';
import { isValidCnp, parseCnp } from './cnp.ts';
import { CALENDAR_DAYS_AFTER, CALENDAR_DAYS_BEFORE, SLOT_MINUTES } from './demo-calendar.ts';
import { CLINICS, DEMO_ACCOUNTS } from './demo-catalog.ts';
import { buildDemoData } from './demo-data.ts';
import type { AppointmentRow } from './demo-rows.ts';

// A winter Saturday evening in Bucharest; the calendar crosses no clock change.
const NOW = new Date('2026-11-21T18:00:00Z');
const data = buildDemoData(NOW);
const clinicByName = new Map(data.clinics.map((clinic) => [clinic.name, clinic]));
const aurora = clinicByName.get('Clinica Aurora');
const nova = clinicByName.get('Clinica Nova');

describe('buildDemoData', () => {
  it('is deterministic for a given now', () => {
    expect(JSON.stringify(buildDemoData(NOW))).toBe(JSON.stringify(data));
  });

  it('has the three clinics, Lotus inactive', () => {
    expect(data.clinics.map((clinic) => [clinic.name, clinic.city, clinic.status])).toEqual([
      ['Clinica Aurora', 'Cluj-Napoca', 'active'],
      ['Clinica Nova', 'Iași', 'active'],
      ['Clinica Lotus', 'Timișoara', 'inactive'],
    ]);
    for (const clinic of data.clinics) expect(clinic.phone).toMatch(/^(\+40|0)[0-9]{9}$/);
    expect(aurora?.schedule.saturday).toEqual({ open: true, start: '09:00', end: '14:00' });
    expect(aurora?.schedule.sunday.open).toBe(false);
    expect(nova?.schedule.friday).toEqual({ open: true, start: '08:00', end: '20:00' });
    expect(nova?.schedule.saturday.open).toBe(false);
  });

  it('gives every demo account a profile with its role and clinic', () => {
    for (const account of DEMO_ACCOUNTS) {
      const auth = data.authUsers.find((user) => user.email === account.email);
      const profile = data.users.find((user) => user.auth_user_id === auth?.id);
      expect(profile?.role).toBe(account.role);
      const clinic = data.clinics.find((candidate) => candidate.id === profile?.clinic_id);
      expect(clinic?.name ?? null).toBe(account.clinic);
    }
    expect(new Set(data.authUsers.map((user) => user.email)).size).toBe(data.authUsers.length);
    expect(data.authIdentities.map((identity) => identity.user_id)).toEqual(
      data.authUsers.map((user) => user.id),
    );
  });

  it('has 6+ doctors in Aurora and 4+ in Nova, with services of their specialization', () => {
    const doctorsOf = (clinicId: string | undefined) =>
      data.users.filter((user) => user.clinic_id === clinicId && user.role === 'doctor');
    expect(doctorsOf(aurora?.id).length).toBeGreaterThanOrEqual(6);
    expect(doctorsOf(nova?.id).length).toBeGreaterThanOrEqual(4);
    for (const doctor of data.users.filter((user) => user.role === 'doctor')) {
      expect(doctor.name).toBe(`${doctor.first_name} ${doctor.last_name}`);
      const links = data.doctorServices.filter((link) => link.doctor_id === doctor.id);
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) {
        const service = data.services.find((candidate) => candidate.id === link.service_id);
        expect(service?.specialization_id).toBe(doctor.specialization);
        expect(service?.clinic_id).toBe(doctor.clinic_id);
        expect(link.duration_minutes % 15).toBe(0);
        expect(link.duration_minutes).toBeGreaterThanOrEqual(15);
        expect(link.price).toBeGreaterThan(0);
      }
    }
  });

  it('gives people valid, unique CNPs that agree with their sex and birthday', () => {
    const people = [
      ...data.patients.map((patient) => [patient.cnp, patient.gender, patient.birthday] as const),
      ...data.users.map((user) => [user.cnp, user.gender, user.birth_date] as const),
    ];
    for (const [cnp, gender, birthday] of people) {
      expect(isValidCnp(cnp)).toBe(true);
      expect(parseCnp(cnp)).toMatchObject({ gender, birthday });
    }
    expect(new Set(people.map(([cnp]) => cnp)).size).toBe(people.length);
  });

  it('has 200+ Aurora patients spread over every age band, some with diacritics', () => {
    const patients = data.patients.filter((patient) => patient.clinic_id === aurora?.id);
    expect(patients.length).toBeGreaterThanOrEqual(200);
    const today = clinicDay(NOW);
    const ages = patients.map((patient) => ageOn(patient.birthday, today));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...ages)).toBeLessThanOrEqual(95);
    expect(ages.filter((age) => age < 30).length).toBeGreaterThan(20);
    expect(ages.filter((age) => age >= 30 && age <= 50).length).toBeGreaterThan(20);
    expect(ages.filter((age) => age > 50).length).toBeGreaterThan(20);
    expect(patients.some((patient) => /[ăâîșț]/i.test(`${patient.first_name}${patient.last_name}`))).toBe(
      true,
    );
    expect(new Set(patients.map((patient) => patient.status))).toEqual(
      new Set(['active', 'inactive', 'deceased']),
    );
    const emails = data.patients.map((patient) => patient.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9.]+@example\.ro$/);
  });

  it('fills medical history for about a quarter of the patients', () => {
    const withHistory = data.patients.filter((patient) => patient.height !== null);
    expect(withHistory.length / data.patients.length).toBeGreaterThan(0.15);
    expect(withHistory.length / data.patients.length).toBeLessThan(0.35);
    for (const patient of withHistory) {
      const { height, weight, imc } = patient;
      expect(imc).toBeCloseTo((weight ?? 0) / ((height ?? 1) / 100) ** 2, 0);
      for (const entry of [...patient.chronic_conditions, ...patient.major_traumas]) {
        expect(entry.is_active).toBe(entry.end_year === null || entry.end_year === 'Prezent');
        expect(entry.start_year).toBeLessThanOrEqual(NOW.getUTCFullYear());
      }
    }
  });

  describe('appointments', () => {
    const today = clinicDay(NOW);

    it('lie within 14 days back and 16 ahead, on open days, inside opening hours, on the 15-minute grid', () => {
      expect(data.appointments.length).toBeGreaterThan(1000);
      for (const appointment of data.appointments) {
        const clinic = data.clinics.find((candidate) => candidate.id === appointment.clinic_id);
        const local = wallTimeOf(appointment.appointment_date);
        if (!local) throw new Error(`unreadable instant ${appointment.appointment_date}`);
        const offset = daysBetween(today, local.day);
        expect(offset).toBeGreaterThanOrEqual(-CALENDAR_DAYS_BEFORE);
        expect(offset).toBeLessThanOrEqual(CALENDAR_DAYS_AFTER);
        const hours = clinic?.schedule[local.weekday];
        expect(hours?.open).toBe(true);
        const start = local.minutes;
        expect(start % SLOT_MINUTES).toBe(0);
        expect(start).toBeGreaterThanOrEqual(timeToMinutes(hours?.start ?? '00:00') ?? 0);
        expect(start + appointment.duration_minutes).toBeLessThanOrEqual(
          timeToMinutes(hours?.end ?? '00:00') ?? 0,
        );
      }
    });

    it('never overlap for one doctor nor for one patient', () => {
      for (const key of ['doctor_id', 'patient_id'] as const) {
        const byOwner = new Map<string, AppointmentRow[]>();
        for (const appointment of data.appointments) {
          byOwner.set(appointment[key], [...(byOwner.get(appointment[key]) ?? []), appointment]);
        }
        for (const list of byOwner.values()) {
          const spans = list
            .map((a) => [
              Date.parse(a.appointment_date),
              Date.parse(a.appointment_date) + a.duration_minutes * 60_000,
            ])
            .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
          for (let i = 1; i < spans.length; i++)
            expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? 0);
        }
      }
    });

    it('use the doctor service duration, stay inside one clinic, and set presence only for the past', () => {
      const patients = new Map(data.patients.map((patient) => [patient.id, patient]));
      for (const appointment of data.appointments) {
        const link = data.doctorServices.find(
          (candidate) =>
            candidate.doctor_id === appointment.doctor_id && candidate.service_id === appointment.service_id,
        );
        expect(link?.duration_minutes).toBe(appointment.duration_minutes);
        const patient = patients.get(appointment.patient_id);
        expect(patient?.clinic_id).toBe(appointment.clinic_id);
        expect(patient?.status).not.toBe('deceased');
        expect(Date.parse(patient?.created_date ?? '')).toBeLessThan(
          Date.parse(appointment.appointment_date),
        );
        if (Date.parse(appointment.appointment_date) > NOW.getTime())
          expect(appointment.patient_present).toBeNull();
        for (const extra of appointment.additional_services) {
          expect(data.services.find((service) => service.id === extra)?.clinic_id).toBe(
            appointment.clinic_id,
          );
        }
      }
      const cancelled = data.appointments.filter((appointment) => appointment.status === 'cancelled').length;
      expect(cancelled / data.appointments.length).toBeGreaterThan(0.04);
      expect(cancelled / data.appointments.length).toBeLessThan(0.12);
    });

    it('average 4–8 per doctor and open day', () => {
      const dayOf = (instant: string) => {
        return wallTimeOf(instant)?.day ?? instant;
      };
      const days = new Set(data.appointments.map((a) => `${a.doctor_id} ${dayOf(a.appointment_date)}`));
      const perDay = data.appointments.length / days.size;
      expect(perDay).toBeGreaterThanOrEqual(4);
      expect(perDay).toBeLessThanOrEqual(8);
    });
  });

  it('writes record items only for visits that took place, with descriptions of 10+ characters', () => {
    const appointments = new Map(data.appointments.map((appointment) => [appointment.id, appointment]));
    expect(data.medicalRecords.length).toBeGreaterThan(100);
    for (const item of data.medicalRecords) {
      const appointment = appointments.get(item.appointment_id);
      expect(appointment?.patient_present).toBe(true);
      expect(item.recorded_at).toBe(appointment?.appointment_date);
      expect(item.created_by).toBe(appointment?.doctor_id);
      expect(item.description.length).toBeGreaterThanOrEqual(10);
      expect(item.description[0]).toBe(item.description[0]?.toUpperCase());
    }
  });

  it('has ~25 tasks per active clinic assigned to 1–3 of its doctors, and partners per clinic', () => {
    for (const spec of CLINICS) {
      const clinic = clinicByName.get(spec.name);
      const tasks = data.tasks.filter((task) => task.clinic_id === clinic?.id);
      expect(tasks.length).toBe(spec.taskCount);
      for (const task of tasks) {
        expect(task.assigned_to.length).toBeGreaterThanOrEqual(1);
        expect(task.assigned_to.length).toBeLessThanOrEqual(3);
        for (const id of task.assigned_to) {
          const doctor = data.users.find((user) => user.id === id);
          expect(doctor?.role).toBe('doctor');
          expect(doctor?.clinic_id).toBe(clinic?.id);
        }
      }
      expect(data.partners.filter((partner) => partner.clinic_id === clinic?.id).length).toBe(
        spec.partners.length,
      );
    }
    expect(new Set(data.tasks.map((task) => task.status))).toEqual(new Set(['todo', 'in_progress', 'done']));
    const dueDates = data.tasks.map((task) => task.due_date);
    expect(dueDates).toContain(null);
    expect(dueDates.some((due) => due !== null && Date.parse(due) < NOW.getTime())).toBe(true);
    expect(dueDates.some((due) => due !== null && Date.parse(due) > NOW.getTime())).toBe(true);
    for (const partner of data.partners) {
      expect(partner.rating).toBeGreaterThanOrEqual(0);
      expect(partner.rating).toBeLessThanOrEqual(5);
      expect(partner.phone).toMatch(/^[0-9 +()-]{10,}$/);
      expect(partner.contract_expiry_date > partner.partnership_date).toBe(true);
      expect(Number(partner.partnership_date.slice(0, 4))).toBeGreaterThan(2000);
    }
  });
});
