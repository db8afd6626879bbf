/**
 * Patients of one clinic: Romanian names (some with diacritics), ages 1–95 spread over the
 * list's age bands, CNPs that agree with sex and birthday, identity cards from 14, and a
 * medical history for about a quarter of them.
 */
import { ageOn } from '#core/calendar-days.ts';
import { newPatientDefaults } from '#sync/api/new-patient-defaults.ts';
import {
  HISTORY_EARLIEST_YEAR,
  HISTORY_ITEMS,
  type HistoryList,
  LONG_RUNNING_LISTS,
} from './demo-catalog.ts';
import {
  birthdayForAge,
  daysAgo,
  idCard,
  mobilePhone,
  type SeedContext,
  streetAddress,
  uniqueCnp,
  uniqueEmail,
} from './demo-context.ts';
import type { HistoryEntry, PatientRow } from './demo-rows.ts';
import type { Rng } from './prng.ts';
import {
  type City,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  OTHER_BIRTH_COUNTIES,
} from './romanian-names.ts';

/** Age ranges and their shares: children, under 30, 30–50, over 50 (the list's filter bands). */
const AGE_BANDS: ReadonlyArray<readonly [readonly [number, number], number]> = [
  [[1, 17], 0.14],
  [[18, 29], 0.2],
  [[30, 50], 0.32],
  [[51, 95], 0.34],
];

/** Share of patients with a filled-in medical history. */
const HISTORY_SHARE = 0.25;

export function buildPatients(
  ctx: SeedContext,
  rng: Rng,
  clinicId: string,
  city: City,
  count: number,
): PatientRow[] {
  const patients: PatientRow[] = [];
  for (let i = 0; i < count; i++) {
    const gender = rng.chance(0.53) ? 'female' : 'male';
    const firstName = rng.pick(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const [minAge, maxAge] = rng.weighted(AGE_BANDS);
    const age = rng.int(minAge, maxAge);
    const birthday = birthdayForAge(rng, ctx.today, age);
    const county = rng.chance(0.7) ? city.countyCode : rng.weighted(OTHER_BIRTH_COUNTIES);
    const card = idCard(rng, ctx, birthday, city);
    const status = age > 45 && rng.chance(0.04) ? 'deceased' : rng.chance(0.09) ? 'inactive' : 'active';
    // A few patients registered this week: they only have upcoming appointments.
    const createdDaysAgo = rng.chance(0.04) ? rng.int(1, 9) : rng.int(20, 730);
    const patient: PatientRow = {
      // What the app gives any new patient; the demo fills in the rest of a registration.
      ...newPatientDefaults(daysAgo(rng, ctx, createdDaysAgo)),
      id: rng.uuid(),
      clinic_id: clinicId,
      first_name: firstName,
      last_name: lastName,
      avatar: null,
      gender,
      birthday,
      status,
      cnp: uniqueCnp(ctx, rng, gender, birthday, county),
      series: card?.series ?? null,
      number: card?.number ?? null,
      address: streetAddress(rng, city),
      issue_date: card?.issueDate ?? null,
      expiry_date: card?.expiryDate ?? null,
      issued_by: card?.issuedBy ?? null,
      phone: mobilePhone(rng),
      email: uniqueEmail(ctx, rng, firstName, lastName),
      email_notifications: rng.chance(0.9),
      sms_notifications: rng.chance(0.85),
      newsletter: rng.chance(0.3),
      email_offers: rng.chance(0.2),
      sms_offers: rng.chance(0.1),
    };
    patients.push(rng.chance(HISTORY_SHARE) ? withHistory(ctx, rng, patient) : patient);
  }
  return patients;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Lifestyle, body measurements and condition lists that fit the patient's age. */
function withHistory(ctx: SeedContext, rng: Rng, patient: PatientRow): PatientRow {
  const age = ageOn(patient.birthday, ctx.today);
  const birthYear = Number(patient.birthday.slice(0, 4));
  const adult = age >= 18;
  const height = adult
    ? patient.gender === 'male'
      ? rng.int(166, 192)
      : rng.int(153, 178)
    : Math.min(185, Math.round(76 + age * 5.8 + rng.int(-6, 6)));
  const bmi = adult ? 19 + rng.next() * 14 : 14.5 + rng.next() * 6;
  const weight = round1(bmi * (height / 100) ** 2);
  const smoker = adult
    ? rng.weighted([
        ['never', 6],
        ['former', 2],
        ['current', 2],
      ] as const)
    : 'never';
  const smokingStart = birthYear + rng.int(16, Math.max(16, Math.min(age, 35)));
  return {
    ...patient,
    height,
    weight,
    imc: round1(weight / (height / 100) ** 2),
    sleep_quality: rng.weighted([
      ['good', 5],
      ['average', 3],
      ['poor', 2],
    ] as const),
    physical_activity: rng.weighted([
      ['sedentary', 4],
      ['moderate', 5],
      ['intense', 1],
    ] as const),
    diet: rng.chance(0.8) ? 'normal' : 'special',
    stress_level: rng.weighted([
      ['normal', 5],
      ['elevated', 3],
      ['high', 2],
    ] as const),
    alcohol_consumption: adult
      ? rng.weighted([
          ['none', 4],
          ['moderate', 5],
          ['excessive', 1],
        ] as const)
      : 'none',
    smoker_status: smoker,
    smoker_since: smoker === 'never' ? null : Math.min(smokingStart, Number(ctx.today.slice(0, 4))),
    chronic_conditions: historyList(ctx, rng, 'chronic_conditions', birthYear, age > 40 ? 0.65 : 0.15, 2),
    allergies: historyList(ctx, rng, 'allergies', birthYear, 0.35, 2),
    infectious_diseases: historyList(ctx, rng, 'infectious_diseases', birthYear, 0.5, 2),
    major_traumas: historyList(ctx, rng, 'major_traumas', birthYear, 0.2, 1),
    surgical_interventions: historyList(ctx, rng, 'surgical_interventions', birthYear, adult ? 0.3 : 0.05, 2),
    important_vaccinations: historyList(ctx, rng, 'important_vaccinations', birthYear, 0.7, 3),
  };
}

/**
 * Entries of one history list. Years stay within the last 50 (what the dialog offers);
 * chronic conditions and allergies stay active (no end year, or 'Prezent'), the rest ended.
 */
function historyList(
  ctx: SeedContext,
  rng: Rng,
  list: HistoryList,
  birthYear: number,
  probability: number,
  max: number,
): HistoryEntry[] {
  if (!rng.chance(probability)) return [];
  const thisYear = Number(ctx.today.slice(0, 4));
  const firstYear = Math.max(birthYear, thisYear - 49);
  return rng.sample(HISTORY_ITEMS[list], rng.int(1, max)).map((name) => {
    const start = rng.int(Math.max(firstYear, HISTORY_EARLIEST_YEAR[name] ?? firstYear), thisYear);
    if (LONG_RUNNING_LISTS.has(list)) {
      const endYear = rng.chance(0.4) ? 'Prezent' : null;
      return { id: rng.uuid(), name, start_year: start, end_year: endYear, is_active: true };
    }
    const end = list === 'important_vaccinations' ? start : Math.min(thisYear, start + rng.int(0, 1));
    return { id: rng.uuid(), name, start_year: start, end_year: end, is_active: false };
  });
}
