/**
 * How the local stack's /rest/v1 fails, compared with PostgREST: malformed parameters and
 * bodies, unknown names, refused JWTs, constraint and row-level security violations. Each
 * answer is PostgREST's {code, details, hint, message} with its HTTP status, nothing is
 * written, and the server keeps serving afterwards.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWithSecret } from '#supabase/local/jwt.ts';
import {
  anonClient,
  anonKey,
  apiUrl,
  DEMO,
  jwtSecret,
  serviceClient,
  serviceKey,
  signIn,
} from './harness.ts';

async function rest(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Headers; text: string; json: () => Record<string, unknown> }> {
  const response = await fetch(`${apiUrl}/rest/v1${path}`, {
    method,
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

function clientWithToken(token: string): SupabaseClient {
  return createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

const service = serviceClient();
const clinicId = randomUUID();
const patientId = randomUUID();

beforeAll(async () => {
  const clinic = await service.from('clinics').insert({ id: clinicId, name: 'REST errors clinic' });
  expect(clinic.error).toBeNull();
  const patient = await service
    .from('patients')
    .insert({ id: patientId, clinic_id: clinicId, first_name: 'Eva', last_name: 'Erori' });
  expect(patient.error).toBeNull();
});

afterAll(async () => {
  await service.from('patients').delete().eq('clinic_id', clinicId);
  await service.from('clinics').delete().eq('id', clinicId);
});

async function patientCount(): Promise<number | null> {
  const { count } = await service
    .from('patients')
    .select('*', { count: 'exact', head: true })
    .eq('clinic_id', clinicId);
  return count;
}

describe('malformed requests', () => {
  it('answers 400 PGRST100 for filter, select, order and logic syntax errors', async () => {
    const filter = await service.from('patients').select('id').filter('first_name', 'eqq', 'x');
    expect(filter.status).toBe(400);
    expect(filter.error?.code).toBe('PGRST100');
    expect(filter.error?.message).toMatch(/^"failed to parse filter \(eqq\.x\)" \(line 1, column \d+\)$/);
    expect(filter.error?.details).toMatch(/^unexpected /);
    const select = await service.from('patients').select('id,,first_name');
    expect(select.status).toBe(400);
    expect(select.error?.code).toBe('PGRST100');
    expect(select.error?.message).toMatch(/^"failed to parse select parameter \(id,,first_name\)"/);
    const order = await rest('GET', '/patients?order=first_name.sideways');
    expect(order.status).toBe(400);
    expect(order.json().message).toMatch(/^"failed to parse order \(first_name\.sideways\)"/);
    const logic = await service.from('patients').select('id').or('first_name.eq.Eva,(');
    expect(logic.status).toBe(400);
    expect(logic.error?.code).toBe('PGRST100');
    expect(logic.error?.message).toMatch(/^"failed to parse logic tree/);
  });

  it('answers 400 with code 42703 for an unknown column in select or filter', async () => {
    const selected = await service.from('patients').select('id, nickname').eq('id', patientId);
    expect(selected.status).toBe(400);
    expect(selected.error?.code).toBe('42703');
    expect(selected.error?.message).toBe('column patients.nickname does not exist');
    const filtered = await service.from('patients').select('id').eq('nickname', 'x');
    expect(filtered.status).toBe(400);
    expect(filtered.error?.message).toBe('column patients.nickname does not exist');
  });

  it('answers 404 PGRST205 for an unknown table, suggesting the closest one', async () => {
    const { status, error } = await service.from('patient').select('id');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.patients'",
      message: "Could not find the table 'public.patient' in the schema cache",
    });
  });

  it('answers 400 PGRST102 for a body that is not JSON, is empty, or has uneven keys', async () => {
    const json = { 'Content-Type': 'application/json', Prefer: 'return=representation' };
    const broken = await rest('POST', '/patients', { headers: json, body: '{"first_name": "Eva",' });
    expect(broken.status).toBe(400);
    expect(broken.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    });
    const empty = await rest('PATCH', `/patients?id=eq.${patientId}`, { headers: json, body: '' });
    expect(empty.status).toBe(400);
    expect(empty.json().code).toBe('PGRST102');
    const uneven = await rest('POST', '/patients', {
      headers: json,
      body: JSON.stringify([{ first_name: 'A' }, { last_name: 'B' }]),
    });
    expect(uneven.status).toBe(400);
    expect(uneven.json().message).toBe('All object keys must match');
    expect(await patientCount()).toBe(1);
  });

  it('answers 400 PGRST204 for a body naming a column the table lacks', async () => {
    const { status, error } = await service
      .from('patients')
      .insert({ clinic_id: clinicId, first_name: 'X', last_name: 'Y', nickname: 'Z' });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
    expect(error?.message).toBe("Could not find the 'nickname' column of 'patients' in the schema cache");
  });

  it('answers 406 for another schema and for a media type it cannot produce, 405 for other methods', async () => {
    const schema = await rest('GET', '/patients', { headers: { 'Accept-Profile': 'private' } });
    expect(schema.status).toBe(406);
    expect(schema.json().code).toBe('PGRST106');
    const media = await rest('GET', '/patients', { headers: { Accept: 'application/xml' } });
    expect(media.status).toBe(406);
    expect(media.json().code).toBe('PGRST107');
    const method = await rest('PUT', '/patients');
    expect(method.status).toBe(405);
    expect(method.json().code).toBe('PGRST117');
  });
});

describe('refused tokens', () => {
  it('answers 401 PGRST301 for a JWT signed with another secret', async () => {
    const forged = await signWithSecret(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'not-the-stack-secret-but-just-as-long-000000',
    );
    const response = await rest('GET', '/patients?select=id', {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({
      code: 'PGRST301',
      details: 'None of the keys was able to decode the JWT',
      hint: null,
      message: 'No suitable key or wrong key type',
    });
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const { status, error } = await clientWithToken(forged).from('patients').select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('answers 401 PGRST303 for an expired JWT, and PGRST301 for one that is not a JWT', async () => {
    const expired = await signWithSecret(
      { sub: randomUUID(), role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 120 },
      jwtSecret,
    );
    const old = await clientWithToken(expired).from('patients').select('id');
    expect(old.status).toBe(401);
    expect(old.error).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    const garbage = await clientWithToken('not-a-token').from('patients').select('id');
    expect(garbage.status).toBe(401);
    expect(garbage.error?.message).toBe('Expected 3 parts in JWT; got 1');
  });
});

describe('database errors', () => {
  it('answers 400 naming the check constraint that failed, and writes nothing', async () => {
    const { status, error } = await service
      .from('patients')
      .insert({ clinic_id: clinicId, first_name: 'Bad', last_name: 'Cnp', cnp: '123' });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe(
      'new row for relation "patients" violates check constraint "patients_cnp_format"',
    );
    expect(error?.details).toMatch(/^Failing row contains/);
    expect(await patientCount()).toBe(1);
  });

  it('maps not-null, bad input, foreign key and unique violations like PostgREST', async () => {
    const notNull = await service.from('patients').insert({ clinic_id: clinicId, first_name: 'No' });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const badUuid = await service.from('patients').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
    const foreignKey = await service
      .from('patients')
      .insert({ clinic_id: randomUUID(), first_name: 'Lost', last_name: 'Clinic' });
    expect(foreignKey.status).toBe(409);
    expect(foreignKey.error?.code).toBe('23503');
    const duplicate = await service
      .from('patients')
      .insert({ id: patientId, clinic_id: clinicId, first_name: 'Eva', last_name: 'Again' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    expect(duplicate.error?.details).toBe(`Key (id)=(${patientId}) already exists.`);
  });

  it('answers 403 for a row refused by row-level security, and 401 to anon', async () => {
    const doctor = await signIn(DEMO.auroraDoctor);
    const { data: profile } = await doctor
      .from('users')
      .select('clinic_id')
      .eq('role', 'doctor')
      .limit(1)
      .single();
    const refused = await doctor
      .from('services')
      .insert({ clinic_id: profile?.clinic_id, specialization_id: 'cardiology', name: 'Not allowed to add' });
    expect(refused.status).toBe(403);
    expect(refused.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "services"',
    });
    const anon = await rest('GET', '/patients?select=id', {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    expect(anon.status).toBe(401);
    expect(anon.json().code).toBe('42501');
    expect(anon.headers.get('www-authenticate')).toBe('Bearer');
    expect((await anonClient().from('patients').select('id')).status).toBe(401);
  });

  it("passes a function's raised error through: message, detail, hint and status", async () => {
    const doctor = await signIn(DEMO.auroraDoctor);
    const { status, error } = await doctor.rpc('set_clinic_context', { p_clinic_id: null });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Only a super_admin can choose a clinic context');
  });
});

describe('resilience', () => {
  it('answers every malformed request with a JSON error and keeps serving', async () => {
    const json = { 'Content-Type': 'application/json' };
    const attempts: Array<[string, string, { headers?: Record<string, string>; body?: string }]> = [
      ['GET', '/patients?select=%E0%A4%A', {}],
      ['GET', '/pati%ZZents', {}],
      ['GET', `/patients?select=${'a('.repeat(500)}`, {}],
      ['GET', `/patients?or=(${'or('.repeat(500)}`, {}],
      ['GET', '/patients?first_name=eq.%00', {}],
      ['GET', '/patients?first_name=in.(a,"b', {}],
      ['GET', '/patients?first_name=is.maybe', {}],
      ['GET', '/patients?limit=-5', {}],
      ['GET', '/patients?select=first_name::text);drop table patients;--', {}],
      ['GET', '/rpc/sync_pull?p_collection=patients&p_limit=lots', {}],
      ['POST', '/patients', { headers: json, body: '[1, 2, 3]' }],
      ['POST', '/patients', { headers: { 'Content-Type': 'text/plain' }, body: 'hello' }],
      ['PATCH', '/patients?id=eq.x', { headers: json, body: '{"height": {"deep": [1]}}' }],
      ['POST', '/rpc/sync_push', { headers: json, body: '{"p_collection": 5' }],
      ['DELETE', '/patients?id=eq.not-a-uuid', {}],
      ['HEAD', '/patients?order=(', {}],
    ];
    for (const [method, path, init] of attempts) {
      const response = await rest(method, path, init);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      if (method !== 'HEAD' && response.text !== '') {
        expect(typeof response.json().code, `${method} ${path}`).toBe('string');
      }
    }
    expect(await patientCount()).toBe(1);
  });

  it('still serves a normal request after all of these', async () => {
    const { data, error, status } = await service
      .from('patients')
      .select('first_name, clinic:clinics(name)')
      .eq('id', patientId)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ first_name: 'Eva', clinic: { name: 'REST errors clinic' } });
  });
});
