import { filter, firstValueFrom, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import { closeClinicDatabase } from '../database/open-clinic-database.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { testAppointment, testPatient } from '../testing/patient-list-test-rows.ts';
import { updatePatient } from './patient-commands.ts';
import {
  appointmentFilterSets,
  buildPatientList,
  indexPatientList,
  type PatientListFilter,
} from './patient-list.ts';
import {
  appointmentFilterSets$,
  doctorsWithAppointments,
  newestPatients,
  patientListIndex$,
  patientVisits$,
} from './patient-list-queries.ts';
import { type AppointmentFacts, summarizeVisits } from './patient-visit-summary.ts';

// Saturday 21 November 2026, 20:00 in Bucharest.
const NOW = new Date('2026-11-21T18:00:00Z');
const TODAY = '2026-11-21';
const DAY_MS = 86_400_000;
const DOCTORS = [
  'aaaaaaaa-0000-4000-8000-000000000001',
  'aaaaaaaa-0000-4000-8000-000000000002',
  // A doctor who left: no user on the device, their appointments stay.
  'aaaaaaaa-0000-4000-8000-000000000003',
];

/** A small deterministic generator, so the fixture is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const patient = (created: string, name: string): PatientDoc =>
  testPatient({ first_name: name, last_name: 'Test', created_date: created });

/** ISO in the server's form ("+00:00", microseconds) or a device's ("Z"), alternately. */
function iso(time: number, serverForm: boolean): string {
  const text = new Date(time).toISOString();
  return serverForm ? text.replace(/\.(\d{3})Z$/, '.$1000+00:00') : text;
}

function fixture(patientCount: number, newestDaysAgo: number) {
  const random = seeded(patientCount * 7 + newestDaysAgo);
  const patients: PatientDoc[] = [];
  for (let i = 0; i < patientCount; i++) {
    // Spread from `newestDaysAgo` back over ten years; every seventh shares the previous one's instant.
    const daysAgo = newestDaysAgo + random() ** 3 * 3650;
    const previous = patients.at(-1);
    const created =
      i % 7 === 6 && previous ? previous.created_date : iso(NOW.getTime() - daysAgo * DAY_MS, i % 2 === 0);
    patients.push(patient(created, `P${String(i).padStart(3, '0')}`));
  }
  const statuses: AppointmentDoc['status'][] = ['scheduled', 'scheduled', 'cancelled', 'conflict'];
  const appointments = patients.flatMap((row, i) =>
    Array.from({ length: i % 5 }, () => {
      // From forty days ago to ten days ahead, some late in the evening (the next UTC day).
      const at = NOW.getTime() + (random() * 50 - 40) * DAY_MS;
      const doctor = DOCTORS[Math.floor(random() * DOCTORS.length)] ?? '';
      return testAppointment(
        row.id,
        doctor,
        iso(at, random() < 0.5),
        statuses[Math.floor(random() * 4)] ?? 'scheduled',
      );
    }),
  );
  return { patients, appointments };
}

const factsOf = (appointments: readonly AppointmentDoc[]): AppointmentFacts[] =>
  appointments.map(({ id, patient_id, doctor_id, appointment_date, status }) => ({
    id,
    patient_id,
    doctor_id,
    appointment_date,
    status,
  }));

let db: ClinicDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await closeClinicDatabase(db);
});

async function load(patients: readonly PatientDoc[], appointments: readonly AppointmentDoc[]) {
  await db.patients.bulkInsert([...patients]);
  await db.appointments.bulkInsert([...appointments]);
}

const when = <T>(value$: Observable<T>, predicate: (value: T) => boolean) =>
  firstValueFrom(value$.pipe(filter(predicate)));

describe('newestPatients', () => {
  it.each([
    ['recent patients (the first window holds them)', 200, 0],
    ['only patients from months ago (wider windows)', 120, 90],
    ['a clinic whose newest patient is years old (every patient read)', 60, 4000],
  ])('gives the unfiltered list’s first page and the count: %s', async (_case, count, newestDaysAgo) => {
    const { patients, appointments } = fixture(count, newestDaysAgo);
    await load(patients, appointments);
    const reference = buildPatientList(patients, factsOf(appointments), {}, NOW);
    const newest = await newestPatients(db, 30, TODAY, NOW.getTime());
    expect(newest.total).toBe(count);
    expect(newest.entries.map((entry) => entry.patient.id)).toEqual(
      reference.slice(0, 30).map((row) => row.id),
    );
  });

  it('looks further back when the last week holds fewer than a page', async () => {
    const at = (daysAgo: number, i: number) => iso(NOW.getTime() - daysAgo * DAY_MS, i % 2 === 0);
    const patients = [
      ...Array.from({ length: 5 }, (_, i) => patient(at(1 + i * 0.5, i), `Week${i}`)),
      ...Array.from({ length: 40 }, (_, i) => patient(at(20 + i, i), `Month${i}`)),
      ...Array.from({ length: 30 }, (_, i) => patient(at(400 + i * 10, i), `Old${i}`)),
    ];
    await load(patients, []);
    const newest = await newestPatients(db, 30, TODAY, NOW.getTime());
    expect(newest.entries.map((entry) => entry.patient.first_name)).toEqual([
      ...Array.from({ length: 5 }, (_, i) => `Week${i}`),
      ...Array.from({ length: 25 }, (_, i) => `Month${i}`),
    ]);
  });

  it('gives every patient of a clinic with fewer than a page', async () => {
    const { patients } = fixture(12, 0);
    await load(patients, []);
    const newest = await newestPatients(db, 30, TODAY, NOW.getTime());
    expect(newest.entries.map((entry) => entry.patient.id)).toEqual(
      indexPatientList(patients, TODAY).entries.map((entry) => entry.patient.id),
    );
  });
});

describe('the page’s appointments and the appointment filters', () => {
  it('summarise the page’s patients and answer each filter as reading every appointment would', async () => {
    const { patients, appointments } = fixture(150, 0);
    await load(patients, appointments);
    const facts = factsOf(appointments);
    const page = patients.slice(40, 70).map((row) => row.id);
    const visits = await firstValueFrom(patientVisits$(db, page));
    const all = summarizeVisits(facts);
    for (const id of page)
      expect(visits.get(id) ?? { last: null, doctorIds: [] }).toEqual(
        all.get(id) ?? { last: null, doctorIds: [] },
      );

    const filters: PatientListFilter[] = [
      { doctorIds: [DOCTORS[0] ?? ''] },
      { doctorIds: [DOCTORS[1] ?? '', DOCTORS[2] ?? ''] },
      { lastAppointment: 'today' },
      { lastAppointment: 'last_week' },
      { lastAppointment: 'last_month', doctorIds: [DOCTORS[2] ?? ''] },
    ];
    for (const choice of filters) {
      const sets = await firstValueFrom(appointmentFilterSets$(db, choice, TODAY));
      const expected = appointmentFilterSets(facts, choice, TODAY);
      expect([...(sets.seenByDoctors ?? [])].sort()).toEqual([...(expected.seenByDoctors ?? [])].sort());
      expect([...(sets.seenSince ?? [])].sort()).toEqual([...(expected.seenSince ?? [])].sort());
      expect(sets.seenSince === null).toBe(expected.seenSince === null);
    }
  });

  it('finds every doctor the appointments name, one who left included', async () => {
    const { patients, appointments } = fixture(40, 0);
    await load(patients, appointments);
    expect(await doctorsWithAppointments(db)).toEqual(
      [...new Set(appointments.map((a) => a.doctor_id))].sort(),
    );
  });

  it('follow changes: a booking today, with a doctor no appointment named before, joins the filter', async () => {
    const { patients, appointments } = fixture(30, 0);
    await load(
      patients,
      appointments.filter((row) => row.doctor_id !== DOCTORS[2]),
    );
    // Every fifth patient has no appointment (fixture): nobody saw this one before.
    const target = patients[5];
    if (!target) throw new Error('fixture');
    const sets$ = appointmentFilterSets$(db, { lastAppointment: 'today' }, TODAY);
    const before = await firstValueFrom(sets$);
    // Arrives only if the new doctor is found: no earlier appointment named them.
    const seen = when(sets$, (sets) => sets.seenSince?.has(target.id) === true);
    await db.appointments.insert(
      testAppointment(target.id, DOCTORS[2] ?? '', '2026-11-21T07:00:00.000Z', 'scheduled'),
    );
    const after = await seen;
    expect(before.seenSince?.has(target.id)).toBe(false);
    expect([...(after.seenSince ?? [])].filter((id) => !before.seenSince?.has(id))).toEqual([target.id]);
  });
});

describe('patientListIndex$', () => {
  it('indexes every patient, and again after a change', async () => {
    const { patients } = fixture(50, 0);
    await load(patients, []);
    const index$ = patientListIndex$(db, TODAY);
    expect((await firstValueFrom(index$)).entries.length).toBe(50);
    const renamed = when(index$, (index) =>
      index.entries.some((entry) => entry.patient.first_name === 'Renamed'),
    );
    await updatePatient(db, patients[0]?.id ?? '', { first_name: 'Renamed' });
    expect((await renamed).entries.length).toBe(50);
  });
});
