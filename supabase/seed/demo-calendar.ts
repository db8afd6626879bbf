/**
 * A month of appointments around today (14 days back, 16 ahead) for every doctor of a clinic,
 * inside the clinic's Bucharest opening hours on a 15-minute grid, never overlapping for one
 * doctor (the database's exclusion constraint) nor for one patient; plus the medical-record
 * items written at about 45% of the visits that took place.
 */

import { wallMinutesToDate } from '#core/bucharest-time.ts';
import { addDays, ageOn, timeToMinutes, weekdayOf } from '#core/calendar-days.ts';
import { COMMON_RECORDS, RECORDS_BY_SPECIALIZATION, type WeekSchedule } from './demo-catalog.ts';
import type { SeedContext } from './demo-context.ts';
import type { AppointmentRow, DoctorServiceRow, MedicalRecordRow, PatientRow, UserRow } from './demo-rows.ts';
import type { Rng } from './prng.ts';

export const CALENDAR_DAYS_BEFORE = 14;
export const CALENDAR_DAYS_AFTER = 16;
/** Slot step of the calendar (spec 01 §9). */
export const SLOT_MINUTES = 15;
const CANCELLED_SHARE = 0.08;
const RECORDED_SHARE = 0.45;

export interface CalendarInput {
  clinicId: string;
  schedule: WeekSchedule;
  doctors: readonly UserRow[];
  doctorServices: readonly DoctorServiceRow[];
  patients: readonly PatientRow[];
  /** Profiles that book appointments (reception, admin). */
  bookers: readonly string[];
}

export interface CalendarRows {
  appointments: AppointmentRow[];
  medicalRecords: MedicalRecordRow[];
}

/** Whom a doctor of this specialization sees. */
function canSee(specialization: string | null, patient: PatientRow, today: string): boolean {
  const age = ageOn(patient.birthday, today);
  switch (specialization) {
    case 'pediatrics':
      return age < 18;
    case 'gynecology':
      return patient.gender === 'female' && age >= 14;
    case 'family_medicine':
    case 'dermatology':
    case 'ophthalmology':
      return true;
    default:
      return age >= 18;
  }
}

/** Splits `free` slots into `parts` random gaps (the remainder stays at the end of the day). */
function randomGaps(rng: Rng, free: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => rng.next() + 0.05);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.floor((free * weight) / total));
}

export function buildCalendar(ctx: SeedContext, rng: Rng, input: CalendarInput): CalendarRows {
  const appointments: AppointmentRow[] = [];
  const medicalRecords: MedicalRecordRow[] = [];
  const nowMs = ctx.now.getTime();
  const patientBusy = new Map<string, Array<[number, number]>>();
  const isFree = (patientId: string, start: number, end: number) =>
    !(patientBusy.get(patientId) ?? []).some(([from, to]) => start < to && end > from);

  for (const doctor of input.doctors) {
    const services = input.doctorServices.filter((link) => link.doctor_id === doctor.id);
    if (services.length === 0) continue;
    const eligible = input.patients.filter(
      (patient) => patient.status !== 'deceased' && canSee(doctor.specialization, patient, ctx.today),
    );
    // Each doctor sees a panel of the clinic's patients rather than all of them.
    const panel = eligible.length <= 30 ? eligible : rng.sample(eligible, Math.ceil(eligible.length * 0.5));
    if (panel.length === 0) continue;
    // The first service of a specialization is its consultation, the most booked one.
    const serviceWeights = services.map((link, index) => [link, index === 0 ? 3 : 1] as const);

    for (let offset = -CALENDAR_DAYS_BEFORE; offset <= CALENDAR_DAYS_AFTER; offset++) {
      const date = addDays(ctx.today, offset);
      const hours = input.schedule[weekdayOf(date) ?? 'sunday'];
      if (!hours.open) continue;
      const open = timeToMinutes(hours.start) ?? 0;
      const close = timeToMinutes(hours.end) ?? 0;

      const booked = Array.from({ length: rng.int(4, 8) }, () => rng.weighted(serviceWeights));
      const busyMinutes = () => booked.reduce((sum, link) => sum + link.duration_minutes, 0);
      while (booked.length > 0 && busyMinutes() > close - open) booked.pop();
      const gaps = randomGaps(
        rng,
        Math.floor((close - open - busyMinutes()) / SLOT_MINUTES),
        booked.length + 1,
      );

      let cursor = open + (gaps[0] ?? 0) * SLOT_MINUTES;
      booked.forEach((link, index) => {
        const startMinute = cursor;
        cursor += link.duration_minutes + (gaps[index + 1] ?? 0) * SLOT_MINUTES;
        const start = wallMinutesToDate(date, startMinute).getTime();
        const end = start + link.duration_minutes * 60_000;
        const past = end <= nowMs;
        let patient: PatientRow | undefined;
        for (let attempt = 0; attempt < 12 && !patient; attempt++) {
          const candidate = rng.pick(panel);
          if (candidate.status === 'inactive' && !past) continue;
          if (Date.parse(candidate.created_date) >= start) continue;
          if (isFree(candidate.id, start, end)) patient = candidate;
        }
        if (!patient) return;
        patientBusy.set(patient.id, [...(patientBusy.get(patient.id) ?? []), [start, end]]);

        const cancelled = rng.chance(CANCELLED_SHARE);
        const present =
          cancelled || !past
            ? null
            : rng.weighted([
                [true, 90],
                [false, 7],
                [null, 3],
              ] as const);
        const others = services.filter((other) => other.service_id !== link.service_id);
        const extra =
          !cancelled && others.length > 0 && rng.chance(0.12) ? [rng.pick(others).service_id] : [];
        const appointment: AppointmentRow = {
          id: rng.uuid(),
          clinic_id: input.clinicId,
          patient_id: patient.id,
          doctor_id: doctor.id,
          service_id: link.service_id,
          created_by: rng.pick(input.bookers),
          appointment_date: new Date(start).toISOString(),
          duration_minutes: link.duration_minutes,
          status: cancelled ? 'cancelled' : 'scheduled',
          patient_present: present,
          additional_services: extra,
        };
        appointments.push(appointment);
        if (present === true && rng.chance(RECORDED_SHARE)) {
          medicalRecords.push(...recordItems(rng, appointment, doctor.specialization));
        }
      });
    }
  }
  appointments.sort((a, b) => a.appointment_date.localeCompare(b.appointment_date));
  return { appointments, medicalRecords };
}

/** 1–3 items: one of the specialty's own, then any (specialty or common), no repeats. */
function recordItems(
  rng: Rng,
  appointment: AppointmentRow,
  specialization: string | null,
): MedicalRecordRow[] {
  const own = RECORDS_BY_SPECIALIZATION[specialization ?? ''] ?? [];
  const first = own.length > 0 ? rng.pick(own) : rng.pick(COMMON_RECORDS);
  const rest = rng.sample(
    [...own, ...COMMON_RECORDS].filter((template) => template !== first),
    rng.int(0, 2),
  );
  return [first, ...rest].map((template) => ({
    id: rng.uuid(),
    clinic_id: appointment.clinic_id,
    appointment_id: appointment.id,
    patient_id: appointment.patient_id,
    category: template.category,
    sub_category: template.subCategory,
    input_field_value: template.inputFieldValue,
    description: template.description,
    recorded_at: appointment.appointment_date,
    created_by: appointment.doctor_id,
  }));
}
