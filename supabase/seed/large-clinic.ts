/**
 * The large clinic of the benchmarks (issue 7): one clinic the size of a busy practice, built in
 * memory from a seed, so every run measures the same rows. 25 doctors, 20,000 patients (a quarter
 * with a medical history), 200,000 appointments over ten years, 5,000 tasks, 100 services with
 * each doctor's price, 500 partners; `scaled` gives the same clinic at a fraction (quick mode).
 * People, patients, CNPs, names and addresses come from the demo seed's builders.
 */

import { wallMinutesToDate } from '#core/bucharest-time.ts';
import { addDays, addYears, ageOn, timeToMinutes, weekdayOf } from '#core/calendar-days.ts';
import {
  DEMO_PASSWORD,
  GRADE_PRICE_FACTOR,
  type PersonSpec,
  SERVICES_BY_SPECIALIZATION,
  TASKS,
  type WeekSchedule,
} from './demo-catalog.ts';
import {
  birthdayForAge,
  createContext,
  landlinePhone,
  type SeedContext,
  streetAddress,
} from './demo-context.ts';
import { buildPatients } from './demo-patients.ts';
import { buildPerson, type PersonRows } from './demo-people.ts';
import type {
  AppointmentRow,
  ClinicRow,
  DemoData,
  DoctorServiceRow,
  PartnerRow,
  PatientRow,
  ServiceRow,
  TaskRow,
  UserRow,
} from './demo-rows.ts';
import {
  FREQUENT_PATIENT_VISITS,
  frequentPatientVisits,
  type MedicalDocumentRow,
} from './frequent-patient.ts';
import { createRng, type Rng } from './prng.ts';
import {
  asciiFold,
  CLUJ_NAPOCA,
  FEMALE_FIRST_NAMES,
  IASI,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  TIMISOARA,
} from './romanian-names.ts';

export { DEMO_PASSWORD as LARGE_CLINIC_PASSWORD };

export interface LargeClinicSize {
  doctors: number;
  patients: number;
  appointments: number;
  tasks: number;
  services: number;
  partners: number;
}

/** The size the issue asks for. */
export const LARGE_CLINIC_SIZE: LargeClinicSize = {
  doctors: 25,
  patients: 20_000,
  appointments: 200_000,
  tasks: 5_000,
  services: 100,
  partners: 500,
};

/** The large clinic at `scale` (0.1: a tenth of every count, at least 3 doctors and 1 of the rest). */
export function scaledSize(scale: number): LargeClinicSize {
  const part = (count: number, least = 1) => Math.max(least, Math.round(count * scale));
  return {
    doctors: part(LARGE_CLINIC_SIZE.doctors, 3),
    patients: part(LARGE_CLINIC_SIZE.patients),
    appointments: part(LARGE_CLINIC_SIZE.appointments),
    tasks: part(LARGE_CLINIC_SIZE.tasks),
    services: part(LARGE_CLINIC_SIZE.services),
    partners: part(LARGE_CLINIC_SIZE.partners),
  };
}

export const LARGE_CLINIC_NAME = 'Clinica Magna';
const DOMAIN = 'magna.cabinet.bench';

/** The clinic's name and its accounts' mail domain: the load test seeds many clinics of this shape. */
export interface LargeClinicIdentity {
  name: string;
  domain: string;
}

const MAGNA: LargeClinicIdentity = { name: LARGE_CLINIC_NAME, domain: DOMAIN };

/** Sign-ins of the large clinic, all with the demo password. */
export const LARGE_CLINIC_ACCOUNTS = {
  admin: `admin@${DOMAIN}`,
  staff: `staff@${DOMAIN}`,
  /** The first doctor; the others are doctor02@… and so on. */
  doctor: `doctor01@${DOMAIN}`,
} as const;

/** Calendar span: about nine and a half years of history and five months of bookings ahead. */
const FIRST_DAY = -3500;
const LAST_DAY = 150;
/** A doctor's day holds at most one appointment per this many open minutes (90: the longest visit). */
const MINUTES_PER_BOOKING = 90;
const SLOT_MINUTES = 15;
const CANCELLED_SHARE = 0.08;
/** Patients on the books before the first day of the calendar; the rest register over the years. */
const FOUNDING_PATIENTS = 0.3;

const SCHEDULE: WeekSchedule = {
  monday: { open: true, start: '08:00', end: '18:00' },
  tuesday: { open: true, start: '08:00', end: '18:00' },
  wednesday: { open: true, start: '08:00', end: '18:00' },
  thursday: { open: true, start: '08:00', end: '18:00' },
  friday: { open: true, start: '08:00', end: '18:00' },
  saturday: { open: true, start: '09:00', end: '14:00' },
  sunday: { open: false, start: '09:00', end: '14:00' },
};

/** A task row with its creation time (the list orders by it; spread over the years). */
export type LargeClinicTaskRow = TaskRow & { created_at: string };

export interface LargeClinicData extends DemoData {
  tasks: LargeClinicTaskRow[];
  medicalDocuments: MedicalDocumentRow[];
  /** The patient with FREQUENT_PATIENT_VISITS visits (frequent-patient.ts); null in a clinic too small. */
  frequentPatientId: string | null;
}

/** Every row of the large clinic; the same `now`, size and seed always give the same rows. */
export function buildLargeClinic(
  now: Date,
  size: LargeClinicSize = LARGE_CLINIC_SIZE,
  seed = 'large-clinic',
  identity: LargeClinicIdentity = MAGNA,
): LargeClinicData {
  const ctx = createContext(now);
  const stream = (name: string) => createRng(`${seed}:${name}`);
  const clinicId = stream('clinic').uuid();
  const people = buildStaff(ctx, stream('people'), size.doctors, clinicId, identity.domain);
  const profiles = people.map((person) => person.profile);
  const doctors = profiles.filter((profile) => profile.role === 'doctor');
  const bookers = profiles.filter((profile) => profile.role !== 'doctor').map((profile) => profile.id);

  const clinic: ClinicRow = {
    id: clinicId,
    name: identity.name,
    company_name: 'Magna Medical Group SRL',
    tax_code: 'RO40112232',
    address: 'Bd. 21 Decembrie 1989 nr. 101',
    city: CLUJ_NAPOCA.name,
    phone: '0264400500',
    email: 'contact@clinica-magna.ro',
    website: 'https://www.clinica-magna.ro',
    medical_director: doctors[0]?.name ?? '',
    license_date: '2012-09-03',
    status: 'active',
    schedule: SCHEDULE,
  };
  const services = buildServices(stream('services'), clinicId, doctors, size.services);
  const doctorServices = buildDoctorServices(stream('doctor-services'), clinicId, doctors, services);
  const patients = registerOverTheYears(
    ctx,
    stream('registration'),
    buildPatients(ctx, stream('patients'), clinicId, CLUJ_NAPOCA, size.patients),
  );
  // The frequent patient's visits count among the clinic's appointments, in a clinic big enough.
  const withFrequent = size.appointments >= 10 * FREQUENT_PATIENT_VISITS;
  const appointments = buildAppointments(ctx, stream('calendar'), {
    clinicId,
    doctors,
    doctorServices,
    patients,
    bookers,
    count: size.appointments - (withFrequent ? FREQUENT_PATIENT_VISITS : 0),
  });
  const frequent = !withFrequent
    ? null
    : frequentPatientVisits(stream('frequent-patient'), {
        clinicId,
        today: ctx.today,
        patients,
        doctors,
        doctorServices,
        booker: bookers[0] ?? doctors[0]?.id ?? '',
      });
  return {
    authUsers: people.map((person) => person.authUser),
    authIdentities: people.map((person) => person.identity),
    clinics: [clinic],
    users: profiles,
    services,
    doctorServices,
    patients,
    appointments: [...appointments, ...(frequent?.appointments ?? [])],
    medicalRecords: frequent?.medicalRecords ?? [],
    medicalDocuments: frequent?.medicalDocuments ?? [],
    frequentPatientId: frequent?.patientId ?? null,
    tasks: buildTasks(ctx, stream('tasks'), clinicId, doctors, bookers, size.tasks),
    partners: buildPartners(ctx, stream('partners'), clinicId, size.partners),
  };
}

function randomName(rng: Rng): { firstName: string; lastName: string; gender: 'male' | 'female' } {
  const gender = rng.chance(0.55) ? 'female' : 'male';
  return {
    firstName: rng.pick(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastName: rng.pick(LAST_NAMES),
    gender,
  };
}

/** An admin, a receptionist and the doctors, spread over the specializations the catalog prices. */
function buildStaff(
  ctx: SeedContext,
  rng: Rng,
  doctorCount: number,
  clinicId: string,
  domain: string,
): PersonRows[] {
  const specializations = Object.keys(SERVICES_BY_SPECIALIZATION);
  const member = (role: 'admin' | 'staff', email: string): PersonSpec => ({
    ...randomName(rng),
    role,
    email,
    specialization: null,
    grade: null,
    collaboration: 'internal',
    birthDate: birthdayForAge(rng, ctx.today, rng.int(24, 58)),
  });
  const specs: PersonSpec[] = [member('admin', `admin@${domain}`), member('staff', `staff@${domain}`)];
  for (let i = 0; i < doctorCount; i++) {
    specs.push({
      ...randomName(rng),
      role: 'doctor',
      email: `doctor${String(i + 1).padStart(2, '0')}@${domain}`,
      specialization: specializations[i % specializations.length] ?? 'family_medicine',
      grade: rng.pick(['primar', 'specialist', 'specialist', 'resident'] as const),
      collaboration: rng.chance(0.8) ? 'internal' : 'external',
      birthDate: birthdayForAge(rng, ctx.today, rng.int(29, 66)),
    });
  }
  return specs.map((spec) => buildPerson(ctx, rng, spec, clinicId, CLUJ_NAPOCA));
}

/**
 * `count` services of the doctors' specializations: the catalog's, then a follow-up and a home
 * visit of each, until there are enough (a clinic this size prices variants separately).
 */
function buildServices(rng: Rng, clinicId: string, doctors: readonly UserRow[], count: number): ServiceRow[] {
  const catalog = [...new Set(doctors.map((doctor) => doctor.specialization ?? ''))].flatMap(
    (specialization) =>
      (SERVICES_BY_SPECIALIZATION[specialization] ?? []).map((spec) => ({ specialization, spec })),
  );
  const variants = ['', ' – control', ' – la domiciliu'];
  const services: ServiceRow[] = [];
  for (let i = 0; i < count && catalog.length > 0; i++) {
    const base = catalog[i % catalog.length];
    if (!base) break;
    const round = Math.floor(i / catalog.length);
    const suffix = variants[round % variants.length] ?? '';
    const name = `${base.spec.name}${suffix}${round >= variants.length ? ` ${round}` : ''}`;
    services.push({
      id: rng.uuid(),
      clinic_id: clinicId,
      specialization_id: base.specialization,
      name,
      description: base.spec.description,
      sku_code: `MAG-${base.specialization.slice(0, 4).toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
      currency: 'RON',
      tva: base.spec.tva,
      is_active: rng.chance(0.95),
    });
  }
  return services;
}

/** Typical length and price of a service, from the catalog entry its name starts with. */
function catalogEntry(service: ServiceRow) {
  const entries = SERVICES_BY_SPECIALIZATION[service.specialization_id] ?? [];
  const spec = entries.find((entry) => service.name.startsWith(entry.name));
  const followUp = service.name.includes(' – control');
  const home = service.name.includes(' – la domiciliu');
  const minutes = spec?.minutes ?? 30;
  return {
    minutes: followUp ? Math.max(15, minutes - 15) : home ? minutes + 15 : minutes,
    price: (spec?.price ?? 150) * (followUp ? 0.6 : home ? 1.6 : 1),
  };
}

/** Each doctor offers every service of their specialization at a price of their own. */
function buildDoctorServices(
  rng: Rng,
  clinicId: string,
  doctors: readonly UserRow[],
  services: readonly ServiceRow[],
): DoctorServiceRow[] {
  return doctors.flatMap((doctor) =>
    services
      .filter((service) => service.specialization_id === doctor.specialization)
      .map((service) => {
        const entry = catalogEntry(service);
        const factor = GRADE_PRICE_FACTOR[doctor.professional_grade ?? ''] ?? 1;
        return {
          id: rng.uuid(),
          clinic_id: clinicId,
          doctor_id: doctor.id,
          service_id: service.id,
          duration_minutes: entry.minutes + (rng.chance(0.2) ? 15 : 0),
          price: Math.round((entry.price * factor * (0.95 + rng.next() * 0.1)) / 5) * 5,
        };
      }),
  );
}

/**
 * Registration dates over the clinic's years (the demo's are within two years), oldest first:
 * a patient is only booked after registering.
 */
function registerOverTheYears(ctx: SeedContext, rng: Rng, patients: PatientRow[]): PatientRow[] {
  const first = wallMinutesToDate(addDays(ctx.today, FIRST_DAY), 0).getTime();
  const span = ctx.now.getTime() - first - 86_400_000;
  return patients
    .map((patient) => {
      const registered = rng.chance(FOUNDING_PATIENTS)
        ? first - rng.int(1, 2000) * 86_400_000
        : first + Math.floor(rng.next() * span);
      return { ...patient, created_date: new Date(registered).toISOString() };
    })
    .sort((a, b) => a.created_date.localeCompare(b.created_date));
}

interface CalendarDay {
  index: number;
  /** Opening time of the day (ms), looked up once: clocks change at night, never in opening hours. */
  openMs: number;
  openMinutes: number;
  /** Whole visits that fit, at most. */
  capacity: number;
  past: boolean;
}

interface AppointmentInput {
  clinicId: string;
  doctors: readonly UserRow[];
  doctorServices: readonly DoctorServiceRow[];
  /** Oldest registration first. */
  patients: readonly PatientRow[];
  bookers: readonly string[];
  count: number;
}

function calendarDays(ctx: SeedContext): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let offset = FIRST_DAY; offset <= LAST_DAY; offset++) {
    const date = addDays(ctx.today, offset);
    const hours = SCHEDULE[weekdayOf(date) ?? 'sunday'];
    if (!hours.open) continue;
    const openMinutes = timeToMinutes(hours.start) ?? 0;
    const length = (timeToMinutes(hours.end) ?? 0) - openMinutes;
    days.push({
      index: days.length,
      openMs: wallMinutesToDate(date, openMinutes).getTime(),
      openMinutes: length,
      capacity: Math.floor(length / MINUTES_PER_BOOKING),
      past: offset < 0,
    });
  }
  return days;
}

/** Whom a doctor of this specialization sees (as in the demo calendar). */
function canSee(specialization: string | null, patient: PatientRow, ctx: SeedContext): boolean {
  if (specialization === 'pediatrics') return ageOn(patient.birthday, ctx.today) < 18;
  if (specialization === 'gynecology') return patient.gender === 'female';
  return true;
}

/**
 * Exactly `count` appointments spread at random over the doctors' open days (never more than a
 * day holds), laid out on the 15-minute grid without overlaps for a doctor (the exclusion
 * constraint) and with one visit a day at most per patient.
 */
function buildAppointments(ctx: SeedContext, rng: Rng, input: AppointmentInput): AppointmentRow[] {
  const days = calendarDays(ctx);
  const doctors = input.doctors.filter((doctor) =>
    input.doctorServices.some((link) => link.doctor_id === doctor.id),
  );
  if (days.length === 0 || doctors.length === 0 || input.patients.length === 0) return [];
  const perDay = new Uint8Array(days.length * doctors.length);
  for (let placed = 0; placed < input.count; ) {
    const slot = rng.int(0, perDay.length - 1);
    const day = days[Math.floor(slot / doctors.length)];
    if (day && (perDay[slot] ?? 0) < day.capacity) {
      perDay[slot] = (perDay[slot] ?? 0) + 1;
      placed++;
    }
  }

  const linksOf = new Map(
    doctors.map((doctor) => [
      doctor.id,
      input.doctorServices
        .filter((link) => link.doctor_id === doctor.id)
        .map((link, index) => [link, index === 0 ? 3 : 1] as const),
    ]),
  );
  const patients = input.patients;
  const seenOnDay = new Set<number>();
  const appointments: AppointmentRow[] = [];
  let registered = 0;

  for (const day of days) {
    while (
      registered < patients.length &&
      Date.parse(patients[registered]?.created_date ?? '') < day.openMs
    ) {
      registered++;
    }
    doctors.forEach((doctor, doctorIndex) => {
      const booked = perDay[day.index * doctors.length + doctorIndex] ?? 0;
      if (booked === 0) return;
      const links = Array.from({ length: booked }, () => rng.weighted(linksOf.get(doctor.id) ?? []));
      const busy = links.reduce((sum, link) => sum + link.duration_minutes, 0);
      const gaps = randomGaps(rng, Math.floor((day.openMinutes - busy) / SLOT_MINUTES), booked + 1);
      let minute = (gaps[0] ?? 0) * SLOT_MINUTES;
      links.forEach((link, i) => {
        const start = day.openMs + minute * 60_000;
        minute += link.duration_minutes + (gaps[i + 1] ?? 0) * SLOT_MINUTES;
        const patientIndex = pickPatient(rng, ctx, patients, registered, day, doctor, (index) =>
          seenOnDay.has(index * days.length + day.index),
        );
        seenOnDay.add(patientIndex * days.length + day.index);
        const patient = patients[patientIndex];
        if (!patient) return;
        appointments.push(appointment(rng, input, day, doctor, link, patient, start));
      });
    });
  }
  return appointments;
}

/** A registered patient the doctor sees, free that day; future visits only for active patients. */
function pickPatient(
  rng: Rng,
  ctx: SeedContext,
  patients: readonly PatientRow[],
  registered: number,
  day: CalendarDay,
  doctor: UserRow,
  seenThatDay: (index: number) => boolean,
): number {
  const pool = Math.max(1, registered);
  let fallback = rng.int(0, pool - 1);
  for (let attempt = 0; attempt < 40; attempt++) {
    const index = rng.int(0, pool - 1);
    const patient = patients[index];
    if (!patient || seenThatDay(index)) continue;
    if (!day.past && patient.status !== 'active') continue;
    fallback = index;
    if (canSee(doctor.specialization, patient, ctx)) return index;
  }
  return fallback;
}

function appointment(
  rng: Rng,
  input: AppointmentInput,
  day: CalendarDay,
  doctor: UserRow,
  link: DoctorServiceRow,
  patient: PatientRow,
  start: number,
): AppointmentRow {
  const cancelled = rng.chance(CANCELLED_SHARE);
  const present =
    cancelled || !day.past
      ? null
      : rng.weighted([
          [true, 90],
          [false, 7],
          [null, 3],
        ] as const);
  const others = input.doctorServices.filter(
    (other) => other.doctor_id === doctor.id && other.service_id !== link.service_id,
  );
  return {
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
    additional_services:
      !cancelled && others.length > 0 && rng.chance(0.12) ? [rng.pick(others).service_id] : [],
  };
}

/** Splits `free` slots into `parts` random gaps (what is left stays at the end of the day). */
function randomGaps(rng: Rng, free: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => rng.next() + 0.05);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.floor((Math.max(0, free) * weight) / total));
}

/** Tasks over the years: old ones mostly done, recent ones open; 1–3 doctors on each. */
function buildTasks(
  ctx: SeedContext,
  rng: Rng,
  clinicId: string,
  doctors: readonly UserRow[],
  creators: readonly string[],
  count: number,
): LargeClinicTaskRow[] {
  if (doctors.length === 0) return [];
  const tasks: LargeClinicTaskRow[] = [];
  for (let i = 0; i < count; i++) {
    const template = rng.pick(TASKS);
    const ageDays = rng.int(0, -FIRST_DAY);
    const created = new Date(ctx.now.getTime() - ageDays * 86_400_000 - rng.int(0, 86_399) * 1000);
    const recent = ageDays < 45;
    const due = rng.chance(0.2) ? null : new Date(created.getTime() + rng.int(1, 60) * 86_400_000);
    tasks.push({
      id: rng.uuid(),
      clinic_id: clinicId,
      title: template.title,
      description: template.description,
      status: recent
        ? rng.weighted([
            ['todo', 4],
            ['in_progress', 3],
            ['done', 3],
          ] as const)
        : rng.chance(0.93)
          ? 'done'
          : 'todo',
      priority: rng.weighted([
        ['low', 3],
        ['medium', 4],
        ['high', 3],
      ] as const),
      assigned_to: [
        ...new Set(rng.sample(doctors, rng.int(1, Math.min(3, doctors.length))).map((d) => d.id)),
      ],
      due_date: due?.toISOString() ?? null,
      created_by: rng.pick(creators.length > 0 ? creators : doctors.map((doctor) => doctor.id)),
      created_at: created.toISOString(),
    });
  }
  return tasks;
}

const PARTNER_KINDS: ReadonlyArray<readonly [PartnerRow['type'], string, number]> = [
  ['hospital', 'Spitalul', 1],
  ['clinic', 'Clinica', 2],
  ['laboratory', 'Laboratorul', 3],
  ['pharmacy', 'Farmacia', 3],
  ['insurance', 'Asigurări', 1],
  ['other', 'Centrul de imagistică', 1],
];

const PARTNER_NOTES = [
  'Trimiteri lunare, colaborare bună.',
  'Tarife negociate pentru pacienții clinicii.',
  'Rezultatele sosesc pe e-mail în 48 de ore.',
  'Contract în curs de reînnoire.',
  '',
];

/** Partners of every kind in three cities, with contracts that agree with their status. */
function buildPartners(ctx: SeedContext, rng: Rng, clinicId: string, count: number): PartnerRow[] {
  const partners: PartnerRow[] = [];
  for (let i = 0; i < count; i++) {
    const [type, prefix] = rng.weighted(PARTNER_KINDS.map((kind) => [kind, kind[2]] as const));
    const city = rng.pick([CLUJ_NAPOCA, CLUJ_NAPOCA, IASI, TIMISOARA]);
    const contact = randomName(rng);
    const status = rng.weighted([
      ['active', 7],
      ['inactive', 1],
      ['pending', 1],
      ['expired', 1],
    ] as const);
    const since = addDays(ctx.today, -rng.int(30, 3600));
    const expiry =
      status === 'expired' ? addDays(ctx.today, -rng.int(5, 400)) : addYears(ctx.today, rng.int(1, 4));
    partners.push({
      id: rng.uuid(),
      clinic_id: clinicId,
      name: `${prefix} ${rng.pick(LAST_NAMES)} ${city.name} ${i + 1}`,
      avatar: null,
      type,
      contact_person: `${contact.firstName} ${contact.lastName}`,
      phone: landlinePhone(rng, city),
      email: `${asciiFold(contact.firstName)}.${asciiFold(contact.lastName)}@partener${i + 1}.ro`,
      address: streetAddress(rng, city),
      city: city.name,
      country: 'România',
      partnership_date: since,
      contract_expiry_date: expiry,
      status,
      rating: rng.int(0, 5),
      notes: rng.pick(PARTNER_NOTES),
      created_date: wallMinutesToDate(since, 10 * 60).toISOString(),
    });
  }
  return partners;
}
