/**
 * Builds every demo row in memory, without a database: the same `now` always gives the same
 * rows (each clinic and table draws from its own named random stream, so changing one part
 * does not reshuffle the others).
 */

import { wallMinutesToDate } from '#core/bucharest-time.ts';
import { addDays, addYears, daysBetween } from '#core/calendar-days.ts';
import { buildCalendar } from './demo-calendar.ts';
import {
  CLINICS,
  type ClinicSpec,
  GRADE_PRICE_FACTOR,
  SERVICES_BY_SPECIALIZATION,
  SUPER_ADMIN,
  TASKS,
} from './demo-catalog.ts';
import { createContext, daysAgo, landlinePhone, type SeedContext } from './demo-context.ts';
import { buildPatients } from './demo-patients.ts';
import { buildClinicPeople, buildSuperAdmin, type PersonRows } from './demo-people.ts';
import type { DemoData, DoctorServiceRow, PartnerRow, ServiceRow, TaskRow, UserRow } from './demo-rows.ts';
import { createRng, type Rng } from './prng.ts';
import { asciiFold } from './romanian-names.ts';

export function buildDemoData(now: Date): DemoData {
  const ctx = createContext(now);
  const data: DemoData = {
    authUsers: [],
    authIdentities: [],
    clinics: [],
    users: [],
    services: [],
    doctorServices: [],
    patients: [],
    appointments: [],
    medicalRecords: [],
    tasks: [],
    partners: [],
  };
  const addPeople = (people: readonly PersonRows[]) => {
    for (const person of people) {
      data.authUsers.push(person.authUser);
      data.authIdentities.push(person.identity);
      data.users.push(person.profile);
    }
  };

  addPeople([buildSuperAdmin(ctx, createRng('super-admin'), SUPER_ADMIN)]);

  for (const clinic of CLINICS) {
    const stream = (name: string) => createRng(`${clinic.key}:${name}`);
    const clinicId = stream('clinic').uuid();
    const people = buildClinicPeople(ctx, stream('people'), clinic, clinicId);
    addPeople(people);
    const profiles = people.map((person) => person.profile);
    const doctors = profiles.filter((profile) => profile.role === 'doctor');
    const director = doctors.find((profile) => profile.professional_grade === 'primar') ?? doctors[0];

    data.clinics.push({
      id: clinicId,
      name: clinic.name,
      company_name: clinic.companyName,
      tax_code: clinic.taxCode,
      address: clinic.address,
      city: clinic.city.name,
      phone: clinic.phone,
      email: clinic.email,
      website: clinic.website,
      medical_director: director?.name ?? '',
      license_date: clinic.licenseDate,
      status: clinic.status,
      schedule: clinic.schedule,
    });

    const services = buildServices(stream('services'), clinic, clinicId, doctors);
    const doctorServices = buildDoctorServices(stream('doctor-services'), clinicId, doctors, services);
    const patients = buildPatients(ctx, stream('patients'), clinicId, clinic.city, clinic.patientCount);
    data.services.push(...services);
    data.doctorServices.push(...doctorServices);
    data.patients.push(...patients);

    if (clinic.withAppointments) {
      const bookers = profiles.filter((profile) => profile.role === 'staff' || profile.role === 'admin');
      const calendar = buildCalendar(ctx, stream('calendar'), {
        clinicId,
        schedule: clinic.schedule,
        doctors,
        doctorServices,
        patients,
        bookers: (bookers.length > 0 ? bookers : doctors).map((profile) => profile.id),
      });
      data.appointments.push(...calendar.appointments);
      data.medicalRecords.push(...calendar.medicalRecords);
    }

    data.tasks.push(...buildTasks(ctx, stream('tasks'), clinic, clinicId, profiles));
    data.partners.push(...buildPartners(ctx, stream('partners'), clinic, clinicId));
  }
  return data;
}

function skuPart(specialization: string): string {
  return specialization.replace(/_/g, '').slice(0, 4).toUpperCase();
}

/** The services of each specialization the clinic's doctors practise. */
function buildServices(
  rng: Rng,
  clinic: ClinicSpec,
  clinicId: string,
  doctors: readonly UserRow[],
): ServiceRow[] {
  const specializations = [...new Set(doctors.map((doctor) => doctor.specialization))];
  return specializations.flatMap((specialization) =>
    (SERVICES_BY_SPECIALIZATION[specialization ?? ''] ?? []).map((service, index) => ({
      id: rng.uuid(),
      clinic_id: clinicId,
      specialization_id: specialization ?? '',
      name: service.name,
      description: service.description,
      sku_code: `${clinic.skuPrefix}-${skuPart(specialization ?? '')}-${String(index + 1).padStart(3, '0')}`,
      currency: 'RON' as const,
      tva: service.tva,
      is_active: true,
    })),
  );
}

/** Every doctor offers all services of their specialization, priced by grade, some taking 15 minutes longer. */
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
        const spec = (SERVICES_BY_SPECIALIZATION[service.specialization_id] ?? []).find(
          (candidate) => candidate.name === service.name,
        );
        const minutes = (spec?.minutes ?? 30) + (rng.chance(0.2) ? 15 : 0);
        const factor = GRADE_PRICE_FACTOR[doctor.professional_grade ?? ''] ?? 1;
        // Prices end in 0 or 5 lei, as on a real price list.
        const price = Math.round(((spec?.price ?? 150) * factor * (0.95 + rng.next() * 0.1)) / 5) * 5;
        return {
          id: rng.uuid(),
          clinic_id: clinicId,
          doctor_id: doctor.id,
          service_id: service.id,
          duration_minutes: minutes,
          price,
        };
      }),
  );
}

/**
 * Pipeline tasks: mixed statuses and priorities, assigned to 1–3 doctors, due dates past,
 * future or none (noon Bucharest time, so the date reads the same in UTC). The clinic's first
 * doctor (doctor@aurora for Aurora) is on about half of them, so the 'you' filter shows tasks.
 */
function buildTasks(
  ctx: SeedContext,
  rng: Rng,
  clinic: ClinicSpec,
  clinicId: string,
  profiles: readonly UserRow[],
): TaskRow[] {
  const doctors = profiles.filter((profile) => profile.role === 'doctor');
  const [firstDoctor] = doctors;
  if (!firstDoctor) return [];
  const creators = profiles.filter((profile) => profile.role !== 'doctor');
  return rng.sample(TASKS, clinic.taskCount).map((task) => {
    const assigned = rng.sample(doctors, rng.int(1, Math.min(3, doctors.length)));
    if (!assigned.includes(firstDoctor) && rng.chance(0.5)) assigned[0] = firstDoctor;
    const due = rng.chance(0.2)
      ? null
      : wallMinutesToDate(addDays(ctx.today, rng.int(-20, 30)), 12 * 60).toISOString();
    return {
      id: rng.uuid(),
      clinic_id: clinicId,
      title: task.title,
      description: task.description,
      status: rng.weighted([
        ['todo', 4],
        ['in_progress', 3],
        ['done', 3],
      ] as const),
      priority: rng.weighted([
        ['low', 3],
        ['medium', 4],
        ['high', 3],
      ] as const),
      assigned_to: [...new Set(assigned.map((doctor) => doctor.id))],
      due_date: due,
      created_by: rng.pick(creators.length > 0 ? creators : doctors).id,
      created_at: wallMinutesToDate(
        addDays(ctx.today, -rng.int(1, 45)),
        rng.int(8 * 60, 18 * 60),
      ).toISOString(),
    };
  });
}

/** Partners with contracts that agree with their status (expired ones ended, live ones run on). */
function buildPartners(ctx: SeedContext, rng: Rng, clinic: ClinicSpec, clinicId: string): PartnerRow[] {
  return clinic.partners.map((partner) => {
    const since = addDays(ctx.today, -rng.int(120, 2900));
    let expiry = addYears(since, rng.int(2, 5));
    if (partner.status === 'expired') expiry = addDays(ctx.today, -rng.int(10, 110));
    else if (expiry <= ctx.today) expiry = addYears(expiry, 3);
    const contact = partner.contactPerson.replace(/^Dr\.\s+/, '').split(' ');
    const local = contact.map(asciiFold).join('.');
    const sinceText = since;
    return {
      id: rng.uuid(),
      clinic_id: clinicId,
      name: partner.name,
      avatar: null,
      type: partner.type,
      contact_person: partner.contactPerson,
      phone: landlinePhone(rng, clinic.city),
      email: `${local}@${partner.domain}`,
      address: `${partner.address}, ${clinic.city.name}`,
      city: clinic.city.name,
      country: 'România',
      partnership_date: sinceText,
      contract_expiry_date: expiry,
      status: partner.status,
      rating: partner.rating,
      notes: partner.notes,
      // Entered in the app within the last two years, never before the partnership began.
      created_date: daysAgo(rng, ctx, rng.int(1, Math.min(700, daysBetween(since, ctx.today)))),
    };
  });
}
