/**
 * Storage through supabase-js against the local stack: medical documents are confined to the
 * folder of the caller's clinic by the policies on storage.objects, signed URLs work without a
 * session until they expire, and bad input (path traversal, forged tokens, broken bodies) is
 * refused without stopping the server.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signWithSecret } from '#supabase/local/jwt.ts';
import { waitUntil } from '../support/wait-until.ts';
import { anonKey, apiUrl, DEMO, jwtSecret, signIn } from './harness.ts';
import { testStackConfig } from './test-stack-config.ts';

const BUCKET = 'medical-documents';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const storageDir = testStackConfig().storageDir;

let aurora: SupabaseClient;
let nova: SupabaseClient;
let auroraUserId: string;
let clinicId: string;
let novaClinicId: string;
let patientId: string;

async function clinicOf(client: SupabaseClient): Promise<{ userId: string; clinicId: string }> {
  const { data: auth } = await client.auth.getUser();
  const userId = auth.user?.id;
  if (!userId) throw new Error('not signed in');
  const { data, error } = await client.from('users').select('clinic_id').eq('auth_user_id', userId).single();
  if (error) throw new Error(error.message);
  return { userId, clinicId: (data as { clinic_id: string }).clinic_id };
}

function pngBlob(bytes: Uint8Array = PNG): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

function uniqueKey(name: string): string {
  return `${clinicId}/${patientId}/${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${name}`;
}

async function upload(key: string, bytes: Uint8Array = PNG): Promise<void> {
  const { error } = await aurora.storage.from(BUCKET).upload(key, pngBlob(bytes));
  expect(error).toBeNull();
}

async function bytesOf(blob: Blob | null): Promise<Buffer> {
  if (!blob) throw new Error('no data');
  return Buffer.from(await blob.arrayBuffer());
}

/** A request exactly as written, without URL normalisation (fetch would resolve "..", "%2e"). */
function rawRequest(
  method: string,
  requestPath: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<{ status: number; body: string }> {
  const url = new URL(apiUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: requestPath, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  aurora = await signIn(DEMO.auroraAdmin);
  nova = await signIn(DEMO.novaAdmin);
  ({ userId: auroraUserId, clinicId } = await clinicOf(aurora));
  ({ clinicId: novaClinicId } = await clinicOf(nova));
  const { data, error } = await aurora.from('patients').select('id').limit(1).single();
  if (error) throw new Error(error.message);
  patientId = (data as { id: string }).id;
});

describe('medical documents of a clinic', () => {
  it('uploads, downloads byte-identical, lists and removes a document', async () => {
    const key = uniqueKey('scan.png');
    const { data: uploaded, error } = await aurora.storage
      .from(BUCKET)
      .upload(key, pngBlob(), { cacheControl: '60' });
    expect(error).toBeNull();
    expect(uploaded?.fullPath).toBe(`${BUCKET}/${key}`);
    expect(uploaded?.id).toMatch(/^[0-9a-f-]{36}$/);

    const downloaded = await aurora.storage.from(BUCKET).download(key);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data?.type).toBe('image/png');
    expect((await bytesOf(downloaded.data)).equals(PNG)).toBe(true);

    const name = key.slice(key.lastIndexOf('/') + 1);
    const listed = await aurora.storage.from(BUCKET).list(`${clinicId}/${patientId}`, { search: name });
    expect(listed.error).toBeNull();
    expect(listed.data).toHaveLength(1);
    expect(listed.data?.[0]).toMatchObject({
      name,
      metadata: { size: PNG.length, mimetype: 'image/png', cacheControl: 'max-age=60' },
    });
    const folders = await aurora.storage.from(BUCKET).list(clinicId);
    expect(folders.data).toContainEqual(
      expect.objectContaining({ name: patientId, id: null, metadata: null }),
    );

    const removed = await aurora.storage.from(BUCKET).remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([key]);
    const gone = await aurora.storage.from(BUCKET).download(key);
    expect(gone.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect(
      (await aurora.storage.from(BUCKET).list(`${clinicId}/${patientId}`, { search: name })).data,
    ).toEqual([]);
    expect(existsSync(path.join(storageDir, BUCKET, ...key.split('/')))).toBe(false);
  });

  it('refuses to overwrite without upsert, and replaces with it', async () => {
    const key = uniqueKey('replace.png');
    await upload(key);
    const again = await aurora.storage.from(BUCKET).upload(key, pngBlob());
    expect(again.error).toMatchObject({ statusCode: '409' });
    const replacement = Buffer.concat([PNG, Buffer.from('trailing bytes')]);
    const upserted = await aurora.storage.from(BUCKET).upload(key, pngBlob(replacement), { upsert: true });
    expect(upserted.error).toBeNull();
    expect((await bytesOf((await aurora.storage.from(BUCKET).download(key)).data)).equals(replacement)).toBe(
      true,
    );
    await aurora.storage.from(BUCKET).remove([key]);
  });

  it('moves and copies within the clinic folder', async () => {
    const key = uniqueKey('original.png');
    await upload(key);
    const copyKey = `${key}.copy.png`;
    const movedKey = `${key}.moved.png`;
    expect((await aurora.storage.from(BUCKET).copy(key, copyKey)).error).toBeNull();
    expect((await aurora.storage.from(BUCKET).move(key, movedKey)).error).toBeNull();
    expect((await aurora.storage.from(BUCKET).download(key)).error).toMatchObject({ statusCode: '404' });
    expect((await bytesOf((await aurora.storage.from(BUCKET).download(copyKey)).data)).equals(PNG)).toBe(
      true,
    );
    expect((await bytesOf((await aurora.storage.from(BUCKET).download(movedKey)).data)).equals(PNG)).toBe(
      true,
    );
    expect((await aurora.storage.from(BUCKET).remove([copyKey, movedKey])).data).toHaveLength(2);
  });
});

describe('signed URLs', () => {
  it('serve the document to anyone holding one, with no session', async () => {
    const key = uniqueKey('signed.png');
    await upload(key);
    const { data, error } = await aurora.storage.from(BUCKET).createSignedUrl(key, 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl ?? '';
    expect(signedUrl.startsWith(`${apiUrl}/storage/v1/object/sign/${BUCKET}/`)).toBe(true);

    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);

    const batch = await aurora.storage.from(BUCKET).createSignedUrls([key, `${clinicId}/missing.png`], 60);
    expect(batch.data?.[0]?.error).toBeNull();
    expect((await fetch(batch.data?.[0]?.signedUrl ?? '')).status).toBe(200);
    expect(batch.data?.[1]).toMatchObject({ signedUrl: null });

    // Once the object is removed its links stop working.
    await aurora.storage.from(BUCKET).remove([key]);
    const afterRemove = await fetch(signedUrl);
    expect(afterRemove.status).toBe(400);
    expect(await afterRemove.json()).toMatchObject({ statusCode: '404' });
  });

  it('refuse an expired link, a forged one, and one for another object', async () => {
    const key = uniqueKey('expiring.png');
    await upload(key);
    const { data } = await aurora.storage.from(BUCKET).createSignedUrl(key, 1);
    const shortLived = data?.signedUrl ?? '';
    // Asked again until the server stops serving it (a second on its clock, up to two on ours);
    // whatever first answers other than 200 must be the expiry refusal.
    const expired = await waitUntil(
      async () => {
        const response = await fetch(shortLived);
        if (response.status !== 200) return response;
        await response.arrayBuffer();
        return false;
      },
      { timeoutMs: 10_000, intervalMs: 100, what: 'the one-second signed URL being refused' },
    );
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });

    const objectUrl = `${apiUrl}/storage/v1/object/sign/${BUCKET}/${key}`;
    const now = Math.floor(Date.now() / 1000);
    const pastToken = await signWithSecret(
      { url: `${BUCKET}/${key}`, scope: 'download', iat: now - 120, exp: now - 60 },
      jwtSecret,
    );
    const past = await fetch(`${objectUrl}?token=${pastToken}`);
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: 'InvalidJWT', message: 'jwt expired' });

    const forgedToken = await signWithSecret(
      { url: `${BUCKET}/${key}`, scope: 'download', iat: now, exp: now + 600 },
      'not-the-project-secret-not-the-project-secret',
    );
    const forged = await fetch(`${objectUrl}?token=${forgedToken}`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'InvalidJWT', message: 'invalid signature' });

    const otherToken = await signWithSecret(
      { url: `${BUCKET}/${clinicId}/other.png`, iat: now, exp: now + 600 },
      jwtSecret,
    );
    const other = await fetch(`${objectUrl}?token=${otherToken}`);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: 'InvalidSignature' });

    expect((await fetch(objectUrl)).status).toBe(400);
    await aurora.storage.from(BUCKET).remove([key]);
  });
});

describe('another clinic', () => {
  it("cannot read, list, sign, move, overwrite or remove Aurora's document", async () => {
    const key = uniqueKey('private.png');
    await upload(key);
    const files = nova.storage.from(BUCKET);

    expect((await files.download(key)).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
    expect((await files.list(`${clinicId}/${patientId}`)).data).toEqual([]);
    expect((await files.list(clinicId)).data).toEqual([]);
    expect((await files.createSignedUrl(key, 60)).error).toMatchObject({ statusCode: '404' });
    const batch = await files.createSignedUrls([key], 60);
    expect(batch.data?.[0]).toMatchObject({ signedUrl: null });
    expect((await files.move(key, `${novaClinicId}/taken.png`)).error).toMatchObject({ statusCode: '404' });
    expect((await files.copy(key, `${novaClinicId}/taken.png`)).error).toMatchObject({ statusCode: '404' });
    expect((await files.info(key)).error).toMatchObject({ statusCode: '404' });

    const removed = await files.remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([]);

    const intrusion = await files.upload(`${clinicId}/${patientId}/intruder.png`, pngBlob());
    expect(intrusion.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const overwrite = await files.upload(key, pngBlob(Buffer.from('not a png')), { upsert: true });
    expect(overwrite.error).toMatchObject({ statusCode: '403' });

    // Still there, unchanged, for Aurora.
    expect((await bytesOf((await aurora.storage.from(BUCKET).download(key)).data)).equals(PNG)).toBe(true);
    expect((await aurora.storage.from(BUCKET).list(`${clinicId}/${patientId}`)).data).toContainEqual(
      expect.objectContaining({ name: key.slice(key.lastIndexOf('/') + 1) }),
    );
    await aurora.storage.from(BUCKET).remove([key]);
  });

  it('uses its own folder normally', async () => {
    const key = `${novaClinicId}/${Date.now()}-nova.png`;
    expect((await nova.storage.from(BUCKET).upload(key, pngBlob())).error).toBeNull();
    expect((await aurora.storage.from(BUCKET).download(key)).error).toMatchObject({ statusCode: '404' });
    expect((await nova.storage.from(BUCKET).remove([key])).data).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('refuses path traversal with a 400 and writes nothing outside the bucket', async () => {
    const marker = `escape-${Date.now()}.png`;
    const escaping = [
      `/storage/v1/object/${BUCKET}/${clinicId}%2F..%2F..%2F..%2F${marker}`,
      `/storage/v1/object/${BUCKET}/${clinicId}/%2e%2e/%2e%2e/%2e%2e/${marker}`,
      `/storage/v1/object/${BUCKET}/%2Fetc%2F${marker}`,
      `/storage/v1/object/${BUCKET}/${clinicId}/a%00b.png`,
      `/storage/v1/object/${BUCKET}/${clinicId}/..%5C..%5C${marker}`,
      `/storage/v1/object/..%2F${clinicId}/${marker}`,
    ];
    const { data: session } = await aurora.auth.getSession();
    const token = session.session?.access_token ?? '';
    for (const requestPath of escaping) {
      const response = await rawRequest(
        'POST',
        requestPath,
        { Authorization: `Bearer ${token}`, apikey: anonKey, 'Content-Type': 'image/png' },
        PNG,
      );
      expect(response.status, requestPath).toBe(400);
      // An invalid key ("400"), or, where URL parsing already resolved "%2e%2e", no such route ("404").
      expect(['400', '404'], requestPath).toContain(JSON.parse(response.body).statusCode);
      const download = await rawRequest('GET', requestPath, { Authorization: `Bearer ${token}` });
      expect(download.status, requestPath).toBe(400);
    }
    expect(existsSync(path.join(storageDir, marker))).toBe(false);
    expect(existsSync(path.join(storageDir, '..', marker))).toBe(false);

    const key = uniqueKey('stay.png');
    await upload(key);
    const moved = await aurora.storage.from(BUCKET).move(key, `${clinicId}/../../${marker}`);
    expect(moved.error).toMatchObject({ statusCode: '400' });
    const removed = await aurora.storage.from(BUCKET).remove([`${clinicId}/../${patientId}`]);
    expect(removed.error).toMatchObject({ statusCode: '400' });
    await aurora.storage.from(BUCKET).remove([key]);
  });

  it('refuses a forged access token', async () => {
    const key = uniqueKey('guarded.png');
    await upload(key);
    const now = Math.floor(Date.now() / 1000);
    const forged = await signWithSecret(
      { sub: auroraUserId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 },
      'an-attacker-secret-that-is-long-enough-123',
    );
    const impostor = createClient(apiUrl, anonKey, {
      accessToken: async () => forged,
    });
    const attempt = await impostor.storage.from(BUCKET).download(key);
    expect(attempt.error).toMatchObject({ status: 400, statusCode: '403', message: 'invalid signature' });
    const write = await impostor.storage.from(BUCKET).upload(uniqueKey('forged.png'), pngBlob());
    expect(write.error).toMatchObject({ statusCode: '403' });
    await aurora.storage.from(BUCKET).remove([key]);
  });

  it('keeps serving after malformed and aborted requests', async () => {
    const key = uniqueKey('survivor.png');
    await upload(key);
    const { data: session } = await aurora.auth.getSession();
    const auth = { Authorization: `Bearer ${session.session?.access_token ?? ''}`, apikey: anonKey };

    const badJson = await rawRequest(
      'POST',
      `/storage/v1/object/list/${BUCKET}`,
      { ...auth, 'Content-Type': 'application/json' },
      Buffer.from('{"prefix": '),
    );
    expect(badJson.status).toBe(400);
    const badMultipart = await rawRequest(
      'POST',
      `/storage/v1/object/${BUCKET}/${clinicId}/broken.png`,
      { ...auth, 'Content-Type': 'multipart/form-data; boundary=xyz' },
      Buffer.from('--xyz\r\nnot really multipart'),
    );
    expect(badMultipart.status).toBe(400);
    const badSign = await rawRequest(
      'POST',
      `/storage/v1/object/sign/${BUCKET}/${key}`,
      { ...auth, 'Content-Type': 'application/json' },
      Buffer.from('{"expiresIn": "soon"}'),
    );
    expect(badSign.status).toBe(400);
    expect((await rawRequest('PATCH', `/storage/v1/object/${BUCKET}/${key}`, auth)).status).toBe(400);
    expect((await rawRequest('GET', '/storage/v1/nothing-here', auth)).status).toBe(400);

    // An upload whose connection dies half-way leaves no object behind.
    const abortedKey = uniqueKey('aborted.png');
    await new Promise<void>((resolve, reject) => {
      const url = new URL(apiUrl);
      const req = http.request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/storage/v1/object/${BUCKET}/${abortedKey}`,
        // 100 Continue: the server answers it when it hands the request to the storage route.
        headers: { ...auth, 'Content-Type': 'image/png', 'Content-Length': '100000', Expect: '100-continue' },
      });
      req.on('error', () => resolve());
      req.on('response', (response) =>
        reject(new Error(`the cut upload was answered ${response.statusCode}`)),
      );
      // The route is reading the body: send part of it, then hang up.
      req.on('continue', () =>
        req.write(PNG, () => {
          req.destroy();
          resolve();
        }),
      );
      req.flushHeaders();
    });
    // The server never answers a request whose client hung up, so what says it is done with the
    // cut upload is a whole upload begun after it: once that one is stored, the server, which saw
    // the cut one end before this one began and has no more to do for it, is done with it too.
    const laterKey = uniqueKey('after-aborted.png');
    await upload(laterKey);
    expect((await aurora.storage.from(BUCKET).download(abortedKey)).error).toMatchObject({
      statusCode: '404',
    });
    await aurora.storage.from(BUCKET).remove([laterKey]);

    const after = await aurora.storage.from(BUCKET).download(key);
    expect((await bytesOf(after.data)).equals(PNG)).toBe(true);
    await aurora.storage.from(BUCKET).remove([key]);
  });
});
