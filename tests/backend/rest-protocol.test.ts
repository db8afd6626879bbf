/**
 * The local stack's /rest/v1 as supabase-js uses it against PostgREST: filters, and/or trees,
 * order, ranges with counts, embedded resources, single(), writes with and without
 * representation, upserts, RPC, and a schema cache that serves tables created after start-up.
 * Every app row used here belongs to a clinic created here; a probe table and functions of
 * this file's own cover what the app's tables cannot (hard deletes, RPC shapes).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, DEMO, databaseUrl, serviceClient, serviceKey, signIn } from './harness.ts';

/** A request outside supabase-js, to read raw headers and body text. */
async function rest(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${apiUrl}/rest/v1${path}`, {
    method,
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function sql(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const service: SupabaseClient = serviceClient();
const clinicId = randomUUID();
const doctorA = randomUUID();
const doctorB = randomUUID();
const staffId = randomUUID();
const serviceId = randomUUID();
const ana = randomUUID();
const bogdan = randomUUID();
const carmen = randomUUID();
const dan = randomUUID();
const visitAna1 = randomUUID();
const visitAna2 = randomUUID();
const visitBogdan = randomUUID();
const taskBoth = randomUUID();
const taskB = randomUUID();
const taskNobody = randomUUID();
/** This file's own table and functions, dropped at the end. */
const probe = `rest_probe_${randomUUID().slice(0, 8)}`;

const asthma = { id: 'c1', name: 'Asthma', start_year: 2001, end_year: null, is_active: true };

beforeAll(async () => {
  // missing=default: fixture rows leave out different columns.
  const insert = async (table: string, rows: Record<string, unknown> | Array<Record<string, unknown>>) => {
    const { error } = await service.from(table).insert(rows, { defaultToNull: false });
    if (error) throw new Error(`${table}: ${error.message}`);
  };
  await insert('clinics', { id: clinicId, name: 'REST protocol clinic', city: 'Cluj-Napoca' });
  await insert('users', [
    {
      id: doctorA,
      clinic_id: clinicId,
      role: 'doctor',
      name: 'Dr. Alpha',
      first_name: 'Alpha',
      last_name: 'Doc',
    },
    {
      id: doctorB,
      clinic_id: clinicId,
      role: 'doctor',
      name: 'Dr. Beta',
      first_name: 'Beta',
      last_name: 'Doc',
    },
    { id: staffId, clinic_id: clinicId, role: 'staff', name: 'Desk', first_name: 'Desk', last_name: 'Staff' },
  ]);
  await insert('services', {
    id: serviceId,
    clinic_id: clinicId,
    specialization_id: 'cardiology',
    name: 'ECG',
  });
  const patient = (id: string, fields: Record<string, unknown>) => ({ id, clinic_id: clinicId, ...fields });
  await insert('patients', [
    patient(ana, {
      first_name: 'Ana',
      last_name: 'Restescu',
      gender: 'female',
      birthday: '1980-05-01',
      height: 165,
      chronic_conditions: [asthma],
    }),
    patient(bogdan, {
      first_name: 'Bogdan',
      last_name: 'Restescu',
      gender: 'male',
      birthday: '1975-01-20',
      height: 182,
      status: 'inactive',
    }),
    patient(carmen, { first_name: 'Carmen', last_name: 'Protocolescu', gender: 'female' }),
    patient(dan, {
      first_name: 'Dan',
      last_name: "O'Neil, Jr",
      gender: 'male',
      birthday: '2001-12-31',
      height: 175.5,
      status: 'deceased',
    }),
  ]);
  // Not 'scheduled': a scheduled booking queues a patient email, which is not what this file tests.
  const visit = (
    id: string,
    patientId: string,
    doctorId: string,
    date: string,
    status: string,
    withService: boolean,
  ) => ({
    id,
    clinic_id: clinicId,
    patient_id: patientId,
    doctor_id: doctorId,
    service_id: withService ? serviceId : null,
    created_by: staffId,
    appointment_date: date,
    status,
  });
  await insert('appointments', [
    visit(visitAna1, ana, doctorA, '2091-02-01T09:00:00Z', 'cancelled', true),
    visit(visitAna2, ana, doctorB, '2091-02-02T10:00:00Z', 'conflict', false),
    visit(visitBogdan, bogdan, doctorA, '2091-02-03T11:00:00Z', 'cancelled', true),
  ]);
  const task = (id: string, title: string, assigned: string[]) => ({
    id,
    clinic_id: clinicId,
    title,
    description: '',
    assigned_to: assigned,
  });
  await insert('tasks', [
    task(taskBoth, 'Call back', [doctorA, staffId]),
    task(taskB, 'Order supplies', [doctorB]),
    task(taskNobody, 'Unassigned', []),
  ]);
  await sql(`
    create table public.${probe} (
      id integer primary key,
      label text not null,
      amount numeric(8, 2),
      tags text[] not null default '{}'
    );
    grant all on public.${probe} to service_role;
    create table public.${probe}_ident (id bigint generated by default as identity primary key, label text not null);
    grant all on public.${probe}_ident to service_role;
    grant usage on sequence public.${probe}_ident_id_seq to service_role;
    insert into public.${probe} values (1, 'one', 1.50, '{a}'), (2, 'two', 20, '{a,b}'), (3, 'three', null, '{}');
    create function public.${probe}_sum(a integer, b integer default 10) returns integer
      language sql immutable as $$ select a + b $$;
    create function public.${probe}_rows(min_id integer) returns setof public.${probe}
      language sql stable as $$ select * from public.${probe} where id >= min_id $$;
    create function public.${probe}_nothing() returns void language sql as $$ $$;
    create function public.${probe}_unnamed(integer) returns integer language sql immutable as $$ select $1 $$;
    create function public.${probe}_unnamed_text(text) returns text language sql immutable as $$ select $1 $$;
    create function public.${probe}_json(v json) returns json language sql immutable as $$ select v $$;
    create function public.${probe}_jsonb(v jsonb) returns jsonb language sql immutable as $$ select v $$;
  `);
});

afterAll(async () => {
  await sql(`drop table if exists public.${probe} cascade;
             drop table if exists public.${probe}_ident;
             drop function if exists public.${probe}_sum, public.${probe}_rows, public.${probe}_nothing,
               public.${probe}_unnamed, public.${probe}_unnamed_text, public.${probe}_json, public.${probe}_jsonb;`);
  // Deletes from the API are tombstones in this app; the rows stay, flagged deleted.
  for (const table of ['appointments', 'doctor_services', 'tasks', 'services', 'patients', 'users']) {
    await service.from(table).delete().eq('clinic_id', clinicId);
  }
  await service.from('clinics').delete().eq('id', clinicId);
});

type Rows = PromiseLike<{ data: unknown; error: unknown }>;

/** First names of the patients a query returns, in order. */
async function names(query: Rows): Promise<string[]> {
  const { data, error } = await query;
  expect(error).toBeNull();
  return (data as Array<{ first_name: string }>).map((row) => row.first_name);
}

const patients = () =>
  service.from('patients').select('first_name').eq('clinic_id', clinicId).order('first_name');

describe('reading with filters', () => {
  it('applies each comparison operator', async () => {
    expect(await names(patients().eq('last_name', 'Restescu'))).toEqual(['Ana', 'Bogdan']);
    expect(await names(patients().neq('status', 'active'))).toEqual(['Bogdan', 'Dan']);
    expect(await names(patients().gt('height', 175.5))).toEqual(['Bogdan']);
    expect(await names(patients().gte('height', 175.5))).toEqual(['Bogdan', 'Dan']);
    expect(await names(patients().lt('height', 170))).toEqual(['Ana']);
    expect(await names(patients().lte('height', 165))).toEqual(['Ana']);
    expect(await names(patients().like('first_name', '*an'))).toEqual(['Bogdan', 'Dan']);
    expect(await names(patients().ilike('first_name', 'an*'))).toEqual(['Ana']);
    expect(await names(patients().is('birthday', null))).toEqual(['Carmen']);
    expect(await names(patients().is('newsletter', false))).toEqual(['Ana', 'Bogdan', 'Carmen', 'Dan']);
    expect(await names(patients().in('last_name', ["O'Neil, Jr", 'Protocolescu']))).toEqual([
      'Carmen',
      'Dan',
    ]);
  });

  it('matches arrays and jsonb with cs, cd and ov', async () => {
    const tasks = () => service.from('tasks').select('title').eq('clinic_id', clinicId).order('title');
    const titles = async (query: Rows) =>
      ((await query).data as Array<{ title: string }>).map((row) => row.title);
    expect(await titles(tasks().contains('assigned_to', [doctorA]))).toEqual(['Call back']);
    expect(await titles(tasks().containedBy('assigned_to', [doctorA, doctorB]))).toEqual([
      'Order supplies',
      'Unassigned',
    ]);
    expect(await titles(tasks().overlaps('assigned_to', [doctorB, randomUUID()]))).toEqual([
      'Order supplies',
    ]);
    // A JS array means a Postgres array to supabase-js: jsonb containment is written as JSON.
    expect(
      await names(patients().contains('chronic_conditions', JSON.stringify([{ name: 'Asthma' }]))),
    ).toEqual(['Ana']);
  });

  it('searches text with fts, plfts, phfts and wfts', async () => {
    expect(await names(patients().textSearch('last_name', 'protocolescu', { config: 'simple' }))).toEqual([
      'Carmen',
    ]);
    expect(
      await names(patients().textSearch('name', 'ana restescu', { type: 'plain', config: 'simple' })),
    ).toEqual(['Ana']);
    expect(
      await names(patients().textSearch('name', 'bogdan restescu', { type: 'phrase', config: 'simple' })),
    ).toEqual(['Bogdan']);
    expect(
      await names(patients().textSearch('name', 'restescu -bogdan', { type: 'websearch', config: 'simple' })),
    ).toEqual(['Ana']);
  });

  it('negates with not. and combines or/and trees, nested', async () => {
    expect(await names(patients().not('status', 'eq', 'active'))).toEqual(['Bogdan', 'Dan']);
    expect(await names(patients().not('birthday', 'is', null).not('height', 'gt', 180))).toEqual([
      'Ana',
      'Dan',
    ]);
    expect(await names(patients().or('height.gt.180,birthday.is.null'))).toEqual(['Bogdan', 'Carmen']);
    expect(
      await names(
        patients().or('and(gender.eq.female,height.lt.170),and(gender.eq.male,status.eq.deceased)'),
      ),
    ).toEqual(['Ana', 'Dan']);
    expect(
      await names(patients().or('not.and(gender.eq.male,height.gt.170),last_name.in.("O\'Neil, Jr")')),
    ).toEqual(['Ana', 'Carmen', 'Dan']);
  });

  it('selects renamed columns, casts and JSON paths, and filters on a JSON path', async () => {
    const { data, error } = await service
      .from('patients')
      .select(
        'given:first_name, height::text, condition:chronic_conditions->0->>name, chronic_conditions->0->start_year',
      )
      .eq('chronic_conditions->0->>name', 'Asthma')
      .eq('clinic_id', clinicId);
    expect(error).toBeNull();
    expect(data).toEqual([{ given: 'Ana', height: '165', condition: 'Asthma', start_year: 2001 }]);
  });

  it('orders by several columns, with nulls first or last', async () => {
    const byBirthday = (nullsFirst: boolean) =>
      service
        .from('patients')
        .select('first_name')
        .eq('clinic_id', clinicId)
        .order('birthday', { ascending: false, nullsFirst })
        .order('first_name');
    expect(await names(byBirthday(true))).toEqual(['Carmen', 'Dan', 'Ana', 'Bogdan']);
    expect(await names(byBirthday(false))).toEqual(['Dan', 'Ana', 'Bogdan', 'Carmen']);
  });

  it('pages with range: Content-Range, an exact count and 206 Partial Content', async () => {
    const page = await service
      .from('patients')
      .select('first_name', { count: 'exact' })
      .eq('clinic_id', clinicId)
      .order('first_name')
      .range(1, 2);
    expect(page.status).toBe(206);
    expect(page.count).toBe(4);
    expect(page.data).toEqual([{ first_name: 'Bogdan' }, { first_name: 'Carmen' }]);

    const path = `/patients?select=first_name&clinic_id=eq.${clinicId}&order=first_name&offset=1&limit=2`;
    const counted = await rest('GET', path, { headers: { Prefer: 'count=exact' } });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe('1-2/4');
    expect(counted.headers.get('preference-applied')).toBe('count=exact');
    const uncounted = await rest('GET', path);
    expect(uncounted.status).toBe(200);
    expect(uncounted.headers.get('content-range')).toBe('1-2/*');
    const everything = await rest('GET', `/patients?select=id&clinic_id=eq.${clinicId}`, {
      headers: { Prefer: 'count=exact' },
    });
    expect(everything.status).toBe(200);
    expect(everything.headers.get('content-range')).toBe('0-3/4');
    const none = await rest('GET', `/patients?select=id&clinic_id=eq.${randomUUID()}`, {
      headers: { Prefer: 'count=exact' },
    });
    expect(none.headers.get('content-range')).toBe('*/0');
    expect(none.text).toBe('[]');

    const head = await service
      .from('patients')
      .select('*', { count: 'exact', head: true })
      .eq('clinic_id', clinicId);
    expect(head.count).toBe(4);
    expect(head.data).toBeNull();
  });

  it('renders JSON the way PostgREST does: timestamps, numerics, arrays, jsonb', async () => {
    const { error } = await service.from('doctor_services').insert({
      clinic_id: clinicId,
      doctor_id: doctorA,
      service_id: serviceId,
      price: 150,
      duration_minutes: 45,
    });
    expect(error).toBeNull();
    const visit = await rest(
      'GET',
      `/appointments?select=appointment_date,duration_minutes,additional_services,notes&id=eq.${visitAna1}`,
    );
    expect(visit.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(visit.text).toBe(
      '[{"appointment_date":"2091-02-01T09:00:00+00:00","duration_minutes":30,"additional_services":[],"notes":null}]',
    );
    const price = await rest('GET', `/doctor_services?select=price&doctor_id=eq.${doctorA}`);
    expect(price.text).toBe('[{"price":150.00}]');
    const condition = await rest('GET', `/patients?select=chronic_conditions&id=eq.${ana}`);
    expect(JSON.parse(condition.text)).toEqual([{ chronic_conditions: [asthma] }]);
  });
});

describe('embedded resources', () => {
  it('embeds many-to-one as an object (or null) and one-to-many as an array, nested', async () => {
    const visits = await service
      .from('appointments')
      .select(
        'status, patient:patients(first_name), doctor:users!doctor_id(name), service:services(name), creator:users!created_by(name)',
      )
      .eq('clinic_id', clinicId)
      .order('appointment_date');
    expect(visits.error).toBeNull();
    expect(visits.data).toEqual([
      {
        status: 'cancelled',
        patient: { first_name: 'Ana' },
        doctor: { name: 'Dr. Alpha' },
        service: { name: 'ECG' },
        creator: { name: 'Desk' },
      },
      {
        status: 'conflict',
        patient: { first_name: 'Ana' },
        doctor: { name: 'Dr. Beta' },
        service: null,
        creator: { name: 'Desk' },
      },
      {
        status: 'cancelled',
        patient: { first_name: 'Bogdan' },
        doctor: { name: 'Dr. Alpha' },
        service: { name: 'ECG' },
        creator: { name: 'Desk' },
      },
    ]);

    const people = await service
      .from('patients')
      .select('first_name, appointments(status, doctor:users!doctor_id(name))')
      .eq('clinic_id', clinicId)
      .order('first_name')
      .order('appointment_date', { referencedTable: 'appointments' });
    expect(people.data).toEqual([
      {
        first_name: 'Ana',
        appointments: [
          { status: 'cancelled', doctor: { name: 'Dr. Alpha' } },
          { status: 'conflict', doctor: { name: 'Dr. Beta' } },
        ],
      },
      { first_name: 'Bogdan', appointments: [{ status: 'cancelled', doctor: { name: 'Dr. Alpha' } }] },
      { first_name: 'Carmen', appointments: [] },
      { first_name: 'Dan', appointments: [] },
    ]);
  });

  it('filters, orders and limits an embedded resource without filtering its parents', async () => {
    const { data } = await service
      .from('patients')
      .select('first_name, appointments(status)')
      .eq('clinic_id', clinicId)
      .in('first_name', ['Ana', 'Bogdan'])
      .eq('appointments.status', 'conflict')
      .order('first_name');
    expect(data).toEqual([
      { first_name: 'Ana', appointments: [{ status: 'conflict' }] },
      { first_name: 'Bogdan', appointments: [] },
    ]);
    const latest = await service
      .from('patients')
      .select('first_name, appointments(appointment_date)')
      .eq('id', ana)
      .order('appointment_date', { referencedTable: 'appointments', ascending: false })
      .limit(1, { referencedTable: 'appointments' });
    expect(latest.data).toEqual([
      { first_name: 'Ana', appointments: [{ appointment_date: '2091-02-02T10:00:00+00:00' }] },
    ]);
  });

  it('filters the parents with !inner, also through an or on the embed', async () => {
    expect(
      await names(
        service
          .from('patients')
          .select('first_name, appointments!inner(status)')
          .eq('clinic_id', clinicId)
          .eq('appointments.status', 'cancelled')
          .order('first_name'),
      ),
    ).toEqual(['Ana', 'Bogdan']);
    const { data, count } = await service
      .from('appointments')
      .select('id, patient:patients!inner(first_name)', { count: 'exact' })
      .eq('clinic_id', clinicId)
      .or('first_name.eq.Bogdan,first_name.eq.Carmen', { referencedTable: 'patient' });
    expect(data).toEqual([{ id: visitBogdan, patient: { first_name: 'Bogdan' } }]);
    expect(count).toBe(1);
  });

  it('orders by a column of a to-one embed', async () => {
    const { data } = await service
      .from('appointments')
      .select('status, doctor:users!doctor_id(name)')
      .eq('clinic_id', clinicId)
      .order('doctor(name)', { ascending: false })
      .order('appointment_date');
    expect(data?.map((row) => (row.doctor as unknown as { name: string }).name)).toEqual([
      'Dr. Beta',
      'Dr. Alpha',
      'Dr. Alpha',
    ]);
  });

  it('answers 300 for an ambiguous embed and 400 for an unrelated one', async () => {
    const ambiguous = await service.from('appointments').select('id, users(name)').eq('id', visitAna1);
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.message).toBe(
      "Could not embed because more than one relationship was found for 'appointments' and 'users'",
    );
    expect(ambiguous.error?.hint).toContain("'users!appointments_created_by_fkey'");
    expect(ambiguous.error?.hint).toContain("'users!appointments_doctor_id_fkey'");
    expect(ambiguous.error?.details).toHaveLength(2);

    const unrelated = await service.from('tasks').select('id, partners(name)');
    expect(unrelated.status).toBe(400);
    expect(unrelated.error?.code).toBe('PGRST200');
    expect(unrelated.error?.message).toBe(
      "Could not find a relationship between 'tasks' and 'partners' in the schema cache",
    );
  });
});

describe('single()', () => {
  it('returns the one row as an object', async () => {
    const { data, error, status } = await service
      .from('patients')
      .select('first_name, last_name')
      .eq('id', dan)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ first_name: 'Dan', last_name: "O'Neil, Jr" });
  });

  it('answers 406 PGRST116 with the row count when there is not exactly one row', async () => {
    const many = await service.from('patients').select('id').eq('clinic_id', clinicId).single();
    expect(many.status).toBe(406);
    expect(many.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 4 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const none = await service.from('patients').select('id').eq('id', randomUUID()).single();
    expect(none.status).toBe(406);
    expect(none.error?.details).toBe('The result contains 0 rows');
  });
});

describe('writing', () => {
  const newPatient = (fields: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    clinic_id: clinicId,
    first_name: 'Writer',
    last_name: 'Test',
    ...fields,
  });

  it('inserts without representation: 201 and no body; missing columns take their defaults', async () => {
    const row = newPatient();
    const inserted = await service.from('patients').insert(row);
    expect(inserted.status).toBe(201);
    expect(inserted.data).toBeNull();
    expect(inserted.error).toBeNull();
    const { data } = await service
      .from('patients')
      .select('status, sms_notifications, name')
      .eq('id', row.id)
      .single();
    expect(data).toEqual({ status: 'active', sms_notifications: true, name: 'Writer Test' });
  });

  it('inserts with representation, applying select and embeds to the new rows', async () => {
    const row = newPatient({ first_name: 'Shown' });
    const { data, status } = await service
      .from('patients')
      .insert(row)
      .select('first_name, name, clinic:clinics(name)')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({
      first_name: 'Shown',
      name: 'Shown Test',
      clinic: { name: 'REST protocol clinic' },
    });
  });

  it('inserts arrays: missing keys are null, or defaults with missing=default', async () => {
    const withNull = await service
      .from('patients')
      .insert([newPatient({ status: 'inactive' }), newPatient()]);
    expect(withNull.status).toBe(400);
    expect(withNull.error?.code).toBe('23502');
    const withDefaults = await service
      .from('patients')
      .insert([newPatient({ status: 'inactive', first_name: 'Def1' }), newPatient({ first_name: 'Def2' })], {
        defaultToNull: false,
      })
      .select('first_name, status');
    expect(withDefaults.status).toBe(201);
    expect(withDefaults.data).toEqual([
      { first_name: 'Def1', status: 'inactive' },
      { first_name: 'Def2', status: 'active' },
    ]);
  });

  it('fills an identity column left out with missing=default from its sequence (issue 17, finding 13)', async () => {
    const { data, error, status } = await service
      .from(`${probe}_ident`)
      .insert([{ label: 'first' }, { id: 1000, label: 'given' }], { defaultToNull: false })
      .select('id, label');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data?.[1]).toEqual({ id: 1000, label: 'given' });
    expect(data?.[0]).toMatchObject({ label: 'first', id: expect.any(Number) });
  });

  it('upserts: merge-duplicates updates (200), a new key inserts (201), ignore-duplicates skips', async () => {
    const row = newPatient({ first_name: 'Before' });
    await service.from('patients').insert(row);
    const merged = await service
      .from('patients')
      .upsert({ ...row, first_name: 'After' })
      .select('first_name');
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ first_name: 'After' }]);
    const created = await service
      .from('patients')
      .upsert(newPatient({ first_name: 'Fresh' }))
      .select('first_name');
    expect(created.status).toBe(201);
    expect(created.data).toEqual([{ first_name: 'Fresh' }]);
    const ignored = await service
      .from('patients')
      .upsert({ ...row, first_name: 'Ignored' }, { ignoreDuplicates: true })
      .select('first_name');
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([]);
    const { data } = await service.from('patients').select('first_name').eq('id', row.id).single();
    expect(data).toEqual({ first_name: 'After' });
  });

  it('upserts on another unique key with on_conflict', async () => {
    const { data: before } = await service
      .from('doctor_services')
      .select('id')
      .eq('doctor_id', doctorA)
      .single();
    const { data, status } = await service
      .from('doctor_services')
      .upsert(
        { clinic_id: clinicId, doctor_id: doctorA, service_id: serviceId, price: 175 },
        { onConflict: 'doctor_id,service_id' },
      )
      .select('id, price');
    expect(status).toBe(200);
    // The existing pair's row was updated: only the sent columns change, so its id is kept.
    expect(data).toEqual([{ id: before?.id, price: 175 }]);
  });

  it('updates with representation (200) and without (204), with an exact count', async () => {
    const row = newPatient({ first_name: 'Upd' });
    await service.from('patients').insert(row);
    const shown = await service
      .from('patients')
      .update({ height: 170 })
      .eq('id', row.id)
      .select('first_name, height');
    expect(shown.status).toBe(200);
    expect(shown.data).toEqual([{ first_name: 'Upd', height: 170 }]);
    const hidden = await service
      .from('patients')
      .update({ height: 171 }, { count: 'exact' })
      .eq('id', row.id);
    expect(hidden.status).toBe(204);
    expect(hidden.data).toBeNull();
    expect(hidden.count).toBe(1);
    const untouched = await service.from('patients').update({ height: 172 }).eq('id', randomUUID()).select();
    expect(untouched.status).toBe(200);
    expect(untouched.data).toEqual([]);
  });

  it("deletes: the app's tables keep a tombstone, so the representation is empty", async () => {
    const row = newPatient({ first_name: 'Gone' });
    await service.from('patients').insert(row);
    const deleted = await service.from('patients').delete().eq('id', row.id).select('id');
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual([]);
    const { data } = await service.from('patients').select('deleted').eq('id', row.id).single();
    expect(data).toEqual({ deleted: true });
  });

  it('deletes rows for real where no trigger intervenes, with and without representation', async () => {
    await service.from(probe).insert([
      { id: 10, label: 'ten' },
      { id: 11, label: 'eleven' },
    ]);
    const shown = await service.from(probe).delete().eq('id', 10).select('id, label');
    expect(shown.status).toBe(200);
    expect(shown.data).toEqual([{ id: 10, label: 'ten' }]);
    const hidden = await service.from(probe).delete({ count: 'exact' }).eq('id', 11);
    expect(hidden.status).toBe(204);
    expect(hidden.count).toBe(1);
    const { data } = await service.from(probe).select('id').in('id', [10, 11]);
    expect(data).toEqual([]);
  });

  it('answers return=headers-only with the new row in Location', async () => {
    const response = await rest('POST', `/${probe}`, {
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 20, label: 'located' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`/${probe}?id=eq.20`);
    expect(response.headers.get('preference-applied')).toBe('return=headers-only');
    expect(response.text).toBe('');
  });
});

describe('rpc', () => {
  it('calls a scalar function with named arguments, defaults, and over GET', async () => {
    expect(await service.rpc(`${probe}_sum`, { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200 });
    expect(await service.rpc(`${probe}_sum`, { a: 2 })).toMatchObject({ data: 12, status: 200 });
    expect(await service.rpc(`${probe}_sum`, { a: 40, b: 2 }, { get: true })).toMatchObject({
      data: 42,
      status: 200,
    });
  });

  it('applies select, filters, order, range and count to a set-returning function', async () => {
    const { data, count, status } = await service
      .rpc(`${probe}_rows`, { min_id: 1 }, { count: 'exact' })
      .select('label, amount')
      .contains('tags', ['a'])
      .order('id', { ascending: false })
      .range(0, 0);
    expect(status).toBe(206);
    expect(count).toBe(2);
    expect(data).toEqual([{ label: 'two', amount: 20 }]);
  });

  it('answers 204 for a void function and 404 PGRST202 for an unknown one', async () => {
    const nothing = await service.rpc(`${probe}_nothing`);
    expect(nothing.status).toBe(204);
    expect(nothing.error).toBeNull();
    const unknown = await service.rpc(`${probe}_sum`, { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    expect(unknown.error?.message).toBe(
      `Could not find the function public.${probe}_sum(x) in the schema cache`,
    );
  });

  it('answers a function with an unnamed parameter as PostgREST does, never with a raw SQL error (issue 17, finding 13)', async () => {
    for (const args of [{}, { a: 1 }, { '': 1 }]) {
      const answer = await service.rpc(`${probe}_unnamed`, args);
      expect(answer.status).toBe(404);
      expect(answer.error?.code).toBe('PGRST202');
    }
    // The shapes above and a text one, over GET and POST: PostgREST's 404, never a SQL error.
    for (const path of [`/rpc/${probe}_unnamed_text?x=1`]) {
      const answer = await rest('GET', path);
      expect(answer.status).toBe(404);
    }
    const text = await rest('POST', `/rpc/${probe}_unnamed_text`, {
      headers: { 'Content-Type': 'application/json' },
      body: '"just a string"',
    });
    expect(JSON.parse(text.text)).toMatchObject({ code: 'PGRST202' });
  });

  it('answers a json or jsonb value as its own text, nulls stripped when asked', async () => {
    const value = '{"b": [1, {"c": null}], "a": "x", "n": null}';
    const json = await rest('POST', `/rpc/${probe}_json`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ v: JSON.parse(value) }),
    });
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toEqual(JSON.parse(value));
    // jsonb as Postgres writes it: keys sorted by length, then bytes.
    const jsonb = await rest('POST', `/rpc/${probe}_jsonb`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ v: JSON.parse(value) }),
    });
    expect(jsonb.text).toBe('{"a": "x", "b": [1, {"c": null}], "n": null}');
    const stripped = await rest('POST', `/rpc/${probe}_jsonb`, {
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/vnd.pgrst.object+json;nulls=stripped',
      },
      body: JSON.stringify({ v: JSON.parse(value) }),
    });
    expect(JSON.parse(stripped.text)).toEqual({ a: 'x', b: [1, {}] });
    const none = await rest('POST', `/rpc/${probe}_json`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ v: null }),
    });
    expect([none.status, none.text]).toEqual([200, 'null']);
  });

  it("calls the app's sync_pull as a signed-in user, under row-level security", async () => {
    const admin = await signIn(DEMO.auroraAdmin);
    const { data, error } = await admin.rpc('sync_pull', { p_collection: 'specializations', p_limit: 5 });
    expect(error).toBeNull();
    const page = data as { rows: unknown[]; has_more: boolean; cursor: { txid: string; seq: number } };
    expect(page.rows).toHaveLength(5);
    expect(page.has_more).toBe(true);
    expect(typeof page.cursor.seq).toBe('number');
  });
});

describe('schema cache', () => {
  it('serves a table created after start-up, and forgets it once dropped', async () => {
    const late = `${probe}_late`;
    await sql(`create table public.${late} (id integer primary key, note text);
               grant all on public.${late} to service_role;
               insert into public.${late} values (1, 'late');`);
    expect((await service.from(late).select('id, note')).data).toEqual([{ id: 1, note: 'late' }]);
    await sql(`alter table public.${late} add column extra text default 'x'`);
    expect((await service.from(late).select('id, extra')).data).toEqual([{ id: 1, extra: 'x' }]);
    await sql(`drop table public.${late}`);
    const gone = await service.from(late).select('id');
    expect(gone.status).toBe(404);
    expect(gone.error?.code).toBe('PGRST205');
  });
});
