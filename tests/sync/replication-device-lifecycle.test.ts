/**
 * One device through its life (issue 3, items 3 and 6): the first sync of Clinica Aurora into an
 * empty database, an app closed in the middle of writing, an access token that expires offline or
 * is refused by the server, a refresh token revoked while changes wait, and sign-out (refused
 * while changes wait, then forced, wiping the local database).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SYNCED_COLLECTIONS } from '#sync/collections/collection-registry.ts';
import { DEMO } from '../backend/harness.ts';
import { waitUntil } from '../support/wait-until.ts';
import { serverRow, visibleCounts } from './support/server-state.ts';
import { WorkerClient } from './support/worker-client.ts';

const started: WorkerClient[] = [];

async function device(email: string, name: string): Promise<WorkerClient> {
  const client = await WorkerClient.start({ email, name });
  started.push(client);
  return client;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((client) => client.terminate()));
});

async function waitForStatus(
  client: WorkerClient,
  check: (status: Awaited<ReturnType<WorkerClient['status']>>) => boolean,
  timeoutMs = 15_000,
): Promise<Awaited<ReturnType<WorkerClient['status']>>> {
  let status: Awaited<ReturnType<WorkerClient['status']>> | undefined;
  await waitUntil(
    async () => {
      status = await client.status();
      return check(status);
    },
    { timeoutMs, what: () => `the awaited sync status (last: ${JSON.stringify(status)})` },
  );
  if (!status) throw new Error('no status read');
  return status;
}

describe('a device', () => {
  it('brings every collection of the clinic into an empty database on its first sync', async () => {
    const started = Date.now();
    const admin = await device(DEMO.auroraAdmin, 'first-sync');
    await admin.awaitIdle();
    const took = Date.now() - started;
    const { clinicId } = await admin.identity();
    const expected = await visibleCounts(clinicId, 'admin');
    const local: Record<string, number> = {};
    for (const name of SYNCED_COLLECTIONS) local[name] = await admin.count(name);
    expect(local).toEqual(expected);
    expect(expected.patients).toBeGreaterThan(100);
    expect(expected.appointments).toBeGreaterThan(100);
    console.info(`first sync of Clinica Aurora: ${JSON.stringify(expected)} in ${took} ms`);
  });

  it('remembers across a restart, offline too, that it completed a sync once, and when it last did', async () => {
    const desk = await device(DEMO.auroraStaff, 'has-synced');
    await desk.awaitIdle();
    const before = await desk.status();
    expect(before).toMatchObject({ hasSynced: true });
    expect(before.lastSyncedAt).not.toBeNull();

    // A restart with no network: no exchange can complete, so the marks must come from the device.
    await desk.goOffline();
    await desk.close();
    await desk.reopen();
    const after = await waitForStatus(
      desk,
      (status) => status.hasSynced && !status.online && status.lastSyncedAt !== null,
    );
    // Not earlier than the exchange seen before the restart (a poll may have ended one since).
    expect(Date.parse(after.lastSyncedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(before.lastSyncedAt ?? ''),
    );
  });

  it('reopens after being closed mid-write with its unsent changes, and sends them', async () => {
    const desk = await device(DEMO.auroraStaff, 'closed-mid-write');
    await desk.goOffline();
    const written = [
      await desk.create('patients', { first_name: 'Before', last_name: 'Close-1' }),
      await desk.create('patients', { first_name: 'Before', last_name: 'Close-2' }),
    ];
    const inFlight = await desk.closeMidWrite([
      { collection: 'patients', fields: { first_name: 'During', last_name: 'Close-3' } },
      { collection: 'tasks', fields: { title: 'During close', assigned_to: [], created_by: null } },
    ]);
    await desk.reopen();

    for (const patient of written)
      expect(await desk.get('patients', patient.id)).toMatchObject({ last_name: patient.last_name });
    const survivors = [
      ...written.map((doc) => ({ collection: 'patients' as const, id: doc.id })),
      ...((await desk.get('patients', inFlight[0] ?? ''))
        ? [{ collection: 'patients' as const, id: inFlight[0] ?? '' }]
        : []),
      ...((await desk.get('tasks', inFlight[1] ?? ''))
        ? [{ collection: 'tasks' as const, id: inFlight[1] ?? '' }]
        : []),
    ];
    expect((await desk.status()).pendingChanges).toBe(survivors.length);

    await desk.goOnline();
    await desk.awaitIdle();
    for (const { collection, id } of survivors)
      expect(await serverRow(collection, id)).toMatchObject({ id, deleted: false });
    expect((await desk.status()).pendingChanges).toBe(0);
  });

  it('keeps working offline with an expired access token and syncs once online again', async () => {
    const desk = await device(DEMO.auroraStaff, 'expired-offline');
    await desk.goOffline();
    await desk.expireSession();
    const patient = await desk.create('patients', { first_name: 'Expired', last_name: 'Offline' });
    await desk.update('patients', patient.id, { phone: '0744 000 111' });
    expect(await desk.get('patients', patient.id)).toMatchObject({ phone: '0744 000 111' });
    expect((await desk.status()).needsSignIn).toBe(false);

    await desk.goOnline();
    await desk.awaitIdle(20_000);
    expect(await serverRow('patients', patient.id)).toMatchObject({ phone: '0744 000 111' });
    // supabase-js refreshed the session before sending anything: the server saw no expired token.
    const requests = await desk.network();
    expect(requests.some((request) => request.path === '/auth/v1/token' && request.status === 200)).toBe(
      true,
    );
    expect(requests.some((request) => request.status === 401)).toBe(false);
    expect(await desk.status()).toMatchObject({ needsSignIn: false, pendingChanges: 0, lastError: null });
  });

  it('gets a new token when the server refuses an expired one, and resumes', async () => {
    const desk = await device(DEMO.auroraStaff, 'expired-online');
    // The session claims to be valid, so the expired token itself reaches the server (HTTP 401).
    await desk.expireSession({ mode: 'token-only' });
    const task = await desk.create('tasks', {
      title: 'Sent with an expired token',
      assigned_to: [],
      created_by: null,
    });
    await desk.awaitIdle(20_000);
    expect(await serverRow('tasks', task.id)).toMatchObject({ title: 'Sent with an expired token' });
    expect((await desk.status()).needsSignIn).toBe(false);
    const requests = await desk.network();
    const refused = requests.findIndex(
      (request) => request.path.includes('/rpc/sync_') && request.status === 401,
    );
    expect(refused).toBeGreaterThanOrEqual(0);
    expect(
      requests.slice(refused).some((request) => request.path === '/auth/v1/token' && request.status === 200),
    ).toBe(true);
  });

  it('asks for a new sign-in when its refresh token is refused, keeping unsent changes', async () => {
    const desk = await device(DEMO.auroraStaff, 'revoked');
    await desk.goOffline();
    await desk.expireSession();
    await desk.revokeRefreshToken();
    const patient = await desk.create('patients', { first_name: 'Waiting', last_name: 'Signin' });
    await desk.goOnline();
    await waitForStatus(desk, (status) => status.needsSignIn);
    expect(await desk.status()).toMatchObject({ needsSignIn: true, phase: 'signed_out', pendingChanges: 1 });
    expect(await desk.get('patients', patient.id)).toMatchObject({ last_name: 'Signin' });
    expect(await serverRow('patients', patient.id)).toBeNull();

    await desk.signInAgain();
    await desk.awaitIdle(20_000);
    expect(await serverRow('patients', patient.id)).toMatchObject({ last_name: 'Signin' });
    expect(await desk.status()).toMatchObject({ needsSignIn: false, pendingChanges: 0 });
  });

  it('refuses to sign out while changes wait, then with force wipes the local database', async () => {
    const desk = await device(DEMO.auroraStaff, 'sign-out');
    expect(await desk.count('patients')).toBeGreaterThan(100);
    await desk.goOffline();
    await desk.create('patients', { first_name: 'Unsent', last_name: 'Signout' });

    expect(await desk.signOut()).toEqual({ ok: false, pendingChanges: 1 });
    expect(await desk.count('patients')).toBeGreaterThan(100);

    expect(await desk.signOut(true)).toEqual({ ok: true, pendingChanges: 1 });
    await desk.reopen();
    for (const name of SYNCED_COLLECTIONS) expect(await desk.count(name)).toBe(0);
    expect(await desk.conflicts()).toEqual([]);
    expect((await desk.status()).pendingChanges).toBe(0);
  });
});
