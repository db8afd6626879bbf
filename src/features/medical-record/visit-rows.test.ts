import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCTOR_ID, SAMPLE_SERVICE_ID, sampleRow } from '#sync/testing/sample-rows.ts';
import { visitRows } from './visit-rows.ts';

const appointment = (
  id: string,
  date: string,
  changes: Partial<ReturnType<typeof sampleRow<'appointments'>>> = {},
) => ({
  ...sampleRow('appointments'),
  id,
  appointment_date: date,
  ...changes,
});

const users = new Map([[SAMPLE_DOCTOR_ID, { name: 'Dr. Ana Pop', specialization: 'cardiology' }]]);
const services = new Map([[SAMPLE_SERVICE_ID, { name: 'Consultație', specialization_id: 'internal' }]]);

describe('visitRows', () => {
  it('lists visits newest first, without cancelled ones', () => {
    const rows = visitRows({
      appointments: [
        appointment('a', '2026-01-10T08:00:00.000Z'),
        appointment('b', '2026-03-10T08:00:00.000Z'),
        appointment('c', '2026-02-10T08:00:00.000Z', { status: 'cancelled' }),
      ],
      records: [],
      documents: [],
      usersById: users,
      servicesById: services,
    });
    expect(rows.map((row) => row.id)).toEqual(['b', 'a']);
  });

  it('counts the record items and the documents of each visit', () => {
    const rows = visitRows({
      appointments: [
        appointment('a', '2026-01-10T08:00:00.000Z'),
        appointment('b', '2026-01-11T08:00:00.000Z'),
      ],
      records: [
        { id: 'r1', appointment_id: 'a' },
        { id: 'r2', appointment_id: 'a' },
        { id: 'r3', appointment_id: 'b' },
      ],
      documents: [
        { medical_record_id: 'r1' },
        { medical_record_id: 'r1' },
        { medical_record_id: 'r3' },
        { medical_record_id: 'gone' },
      ],
      usersById: users,
      servicesById: services,
    });
    expect(rows.map((row) => [row.id, row.recordItems, row.documents])).toEqual([
      ['b', 1, 1],
      ['a', 2, 2],
    ]);
  });

  it('names the doctor and the service, taking the specialization from the service before the doctor', () => {
    const [known] = visitRows({
      appointments: [appointment('a', '2026-01-10T08:00:00.000Z', { service_id: SAMPLE_SERVICE_ID })],
      records: [],
      documents: [],
      usersById: users,
      servicesById: services,
    });
    expect(known).toMatchObject({
      doctorName: 'Dr. Ana Pop',
      serviceName: 'Consultație',
      specializationId: 'internal',
    });
    const [noService] = visitRows({
      appointments: [appointment('a', '2026-01-10T08:00:00.000Z', { service_id: null })],
      records: [],
      documents: [],
      usersById: users,
      servicesById: services,
    });
    expect(noService).toMatchObject({ serviceName: null, specializationId: 'cardiology' });
  });

  it('leaves an unknown doctor or service null, for the page to say so', () => {
    const [row] = visitRows({
      appointments: [
        appointment('a', '2026-01-10T08:00:00.000Z', { doctor_id: 'someone', service_id: 'something' }),
      ],
      records: [],
      documents: [],
      usersById: users,
      servicesById: services,
    });
    expect(row).toMatchObject({ doctorName: null, serviceName: null, specializationId: null });
  });
});
