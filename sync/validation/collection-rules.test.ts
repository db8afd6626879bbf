import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildDemoData } from '#supabase/seed/demo-data.ts';
import type { CollectionDocs } from '../collections/collection-registry.ts';
import { COLLECTION_SCHEMAS, SYNCED_COLLECTIONS } from '../collections/collection-registry.ts';
import { positionFromCreatedAt } from '../collections/task-position.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { COLLECTION_RULES } from './collection-rules.ts';
import { validationIssues } from './validate.ts';

type RulesOutput<Name extends keyof typeof COLLECTION_RULES> = v.InferOutput<(typeof COLLECTION_RULES)[Name]>;

describe('COLLECTION_RULES', () => {
  it('has output types equal to the collection document types', () => {
    expectTypeOf<RulesOutput<'specializations'>>().toEqualTypeOf<CollectionDocs['specializations']>();
    expectTypeOf<RulesOutput<'clinics'>>().toEqualTypeOf<CollectionDocs['clinics']>();
    expectTypeOf<RulesOutput<'users'>>().toEqualTypeOf<CollectionDocs['users']>();
    expectTypeOf<RulesOutput<'services'>>().toEqualTypeOf<CollectionDocs['services']>();
    expectTypeOf<RulesOutput<'doctor_services'>>().toEqualTypeOf<CollectionDocs['doctor_services']>();
    expectTypeOf<RulesOutput<'patients'>>().toEqualTypeOf<CollectionDocs['patients']>();
    expectTypeOf<RulesOutput<'appointments'>>().toEqualTypeOf<CollectionDocs['appointments']>();
    expectTypeOf<RulesOutput<'medical_records'>>().toEqualTypeOf<CollectionDocs['medical_records']>();
    expectTypeOf<RulesOutput<'medical_documents'>>().toEqualTypeOf<CollectionDocs['medical_documents']>();
    expectTypeOf<RulesOutput<'tasks'>>().toEqualTypeOf<CollectionDocs['tasks']>();
    expectTypeOf<RulesOutput<'partners'>>().toEqualTypeOf<CollectionDocs['partners']>();
  });

  it.each(SYNCED_COLLECTIONS)('accepts the sample %s row', (name) => {
    expect(validationIssues(COLLECTION_RULES[name], sampleRow(name))).toEqual([]);
  });

  it.each(SYNCED_COLLECTIONS)('checks every %s column the schema has, and no other', (name) => {
    const row: Record<string, unknown> = { ...sampleRow(name) };
    const columns = Object.keys(COLLECTION_SCHEMAS[name].properties);
    expect(Object.keys(row).sort()).toEqual([...columns].sort());
    for (const column of columns) {
      const { [column]: _dropped, ...rest } = row;
      expect(validationIssues(COLLECTION_RULES[name], rest).map((issue) => issue.field)).toContain(column);
    }
  });
});

describe('the demo seed, as the server stores it', () => {
  // The seed (supabase/seed) fills the demo clinics through SQL; every row it makes must pass the
  // local rules too, or a device could not edit it.
  const data = buildDemoData(new Date('2026-11-21T18:00:00Z'));
  const tail = {
    created_at: '2026-11-21T18:00:00+00:00',
    updated_at: '2026-11-21T18:00:00+00:00',
    field_updated_at: {},
  };
  const cases = [
    ['clinics', data.clinics.map((clinic) => ({ ...clinic, clinic_id: clinic.id }))],
    ['users', data.users],
    ['services', data.services],
    ['doctor_services', data.doctorServices],
    [
      'patients',
      data.patients.map((patient) => ({ ...patient, name: `${patient.first_name} ${patient.last_name}` })),
    ],
    [
      'appointments',
      data.appointments.map((appointment) => ({ notes: null, series_id: null, ...appointment })),
    ],
    ['medical_records', data.medicalRecords],
    // The server gives each task its position from its creation time (a trigger).
    [
      'tasks',
      data.tasks.map((task) => ({
        ...task,
        position: positionFromCreatedAt(task.created_at ?? tail.created_at),
      })),
    ],
    ['partners', data.partners],
  ] as const;

  it.each(cases)('passes the %s rules', (name, rows) => {
    expect(rows.length).toBeGreaterThan(0);
    const failures = rows
      .map((row) => ({ id: row.id, issues: validationIssues(COLLECTION_RULES[name], { ...tail, ...row }) }))
      .filter((result) => result.issues.length > 0);
    expect(failures.slice(0, 3)).toEqual([]);
  });
});
