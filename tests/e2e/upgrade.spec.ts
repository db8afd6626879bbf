/**
 * Issue 12, upgrades never lose offline work: a tablet on build N holds an unsent edit, an unsent
 * new patient with its queued picture and a booking for that new patient (a parent and its child,
 * issue 34) when version N+1 arrives with every local schema one version further (the rehearsal,
 * sync/database/schema-rehearsal.ts, switched on in the config the new service worker imports). The desk takes the update, the databases migrate, a
 * reload with no network still shows everything, and on reconnect each change and the file reach
 * the server exactly once, the booking after its patient and never refused. Runs on its own copy
 * of the build (own-build).
 */
import type { Page } from '@playwright/test';
import { patientsSchema } from '#sync/collections/patients-collection.ts';
import { AppointmentServer, freeDay } from './support/appointment-popup.ts';
import { filesSealed, storedInClear } from './support/device-storage.ts';
import { untilServiceWorkerControls } from './support/devices.ts';
import { API_URL } from './support/e2e-stack-config.ts';
import { expect, test } from './support/own-build.ts';
import { PatientFormPage, PatientServer } from './support/patient-form-page.ts';
import { newPatient, serverPatient, uniqueLastName } from './support/patient-samples.ts';
import { PatientsPage } from './support/patients-page.ts';
import { signInAs } from './support/sign-in-page.ts';
import { takeUpdate } from './support/take-update.ts';
import { bookWalkIn } from './support/walk-in.ts';

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

const server = new PatientServer();
const appointments = new AppointmentServer();

/** This origin's IndexedDB databases (RxDB's Dexie storage names each by schema version). */
function databases(page: Page): Promise<Array<{ name: string; version: number }>> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => ({ name: db.name ?? '', version: db.version ?? 0 })),
  );
}

/** The IndexedDB version of the sync's own Dexie stores (Dexie stores its version × 10). */
async function storeVersions(page: Page): Promise<{ meta?: number; files?: number }> {
  const all = await databases(page);
  return {
    meta: all.find((db) => db.name.startsWith('cabinet-sync-meta-'))?.version,
    files: all.find((db) => db.name.startsWith('cabinet-files-'))?.version,
  };
}

test('an update that migrates the local schemas keeps unsent changes and a queued file, and sends each once', async ({
  page,
  context,
  ownBuild,
}) => {
  test.setTimeout(180_000);
  const editedId = await server.insert(
    serverPatient('Mihaela', uniqueLastName('Actualizescu'), { phone: '0744 000 111' }),
  );
  // The build of its own is another origin than the saved devices': the desk signs in there.
  await signInAs(page, 'staff@aurora.cabinet.demo', { locale: 'en', waitSynced: true });
  const form = new PatientFormPage(page, 'en');
  const list = new PatientsPage(page);
  await untilServiceWorkerControls(page);
  const patientsVersion = patientsSchema.version;
  expect((await databases(page)).some((db) => db.name.endsWith(`--${patientsVersion}--patients`))).toBe(true);
  expect(await storeVersions(page)).toEqual({ meta: 40, files: 10 });

  // The server goes out of reach while the app's own host stays, so build N+1 can still arrive.
  await context.route(`${API_URL}/**`, (route) => route.abort('internetdisconnected'));
  await form.openEdit(editedId);
  await expect(form.field('phone')).toHaveValue('0744 000 111', { timeout: 15_000 });
  await form.type('phone', '0744 222 333');
  await form.save();
  await expect(page).toHaveURL(/\/patients$/);
  const createdLastName = uniqueLastName('Migratescu');
  await form.registerWithPicture(newPatient(createdLastName), 'avatar-300x400.jpg');
  // The new patient's booking, made on build N before the patient ever reached the server.
  const doctor = await appointments.userByEmail('stefan.pop@aurora.cabinet.demo');
  const day = freeDay(70 + test.info().repeatEachIndex * 3 + test.info().parallelIndex, 'wednesday');
  const walkIn = { firstName: newPatient(createdLastName).first_name, lastName: createdLastName, email: '' };
  const bookingId = await bookWalkIn(page, { walkIn, doctorId: doctor.id, day, hour: 9 });
  await expect(form.syncIndicator).toContainText('Changes waiting: 3');
  // Back to the list, where the update finds the desk.
  await page.goto('/patients');
  await expect(list.search).toBeVisible();

  // Version N+1: the desk takes the update; the collections migrate to their next version.
  await ownBuild.deployNextSchemaBuild(page);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await takeUpdate(page);
  // The clinic database opens only once its collections are migrated: the list answering is the sign.
  const createdRow = list.rows().filter({ hasText: createdLastName });
  await list.search.fill(createdLastName);
  await expect(createdRow).toHaveCount(1, { timeout: 60_000 });
  expect((await databases(page)).some((db) => db.name.endsWith(`--${patientsVersion + 1}--patients`))).toBe(
    true,
  );
  expect(await storeVersions(page)).toEqual({ meta: 50, files: 20 });

  // A reload with no network at all: the migrated database holds everything, still unsent.
  await context.setOffline(true);
  await page.reload();
  await list.search.fill(createdLastName);
  await expect(createdRow).toHaveCount(1, { timeout: 30_000 });
  await expect(createdRow.locator('img')).toHaveAttribute('src', /^blob:/);
  await form.openEdit(editedId);
  await expect(form.field('phone')).toHaveValue('0744 222 333', { timeout: 15_000 });
  await expect(form.syncIndicator).toContainText('Changes waiting: 3');
  expect(await server.byLastName(createdLastName)).toEqual([]);
  expect(await appointments.appointment(bookingId)).toBeNull();
  expect((await server.byId(editedId))?.phone).toBe('0744 000 111');

  // Reconnected: each change and the picture arrive, once.
  await context.unroute(`${API_URL}/**`);
  await context.setOffline(false);
  await expect
    .poll(async () => (await server.byId(editedId))?.phone, { timeout: 30_000 })
    .toBe('0744 222 333');
  await expect
    .poll(async () => (await server.byLastName(createdLastName)).length, { timeout: 30_000 })
    .toBe(1);
  const [stored] = await server.byLastName(createdLastName);
  const folder = `${await server.clinicId()}/patients/${String(stored?.id)}`;
  await expect.poll(() => server.avatarNames(folder), { timeout: 30_000 }).toHaveLength(1);
  expect(stored?.avatar).toBe(`${folder}/${(await server.avatarNames(folder))[0]}`);
  await expect
    .poll(async () => (await appointments.appointment(bookingId))?.status ?? null, { timeout: 30_000 })
    .toBe('scheduled');
  expect((await appointments.appointment(bookingId))?.patient_id).toBe(stored?.id);
  await expect(form.syncIndicator).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });
  await expect(page.getByTestId('sync-conflicts')).toBeHidden();
  // Nothing arrived twice: one patient by that name, the edit applied once (no conflict).
  expect(await server.byLastName(createdLastName)).toHaveLength(1);
});

test.describe('from the release before sealing at rest', () => {
  test.use({ ownBuildFrom: 'previous' });

  test('a tablet of the previous build with unsent work takes the update: its data is sealed and the work still reaches the server once', async ({
    page,
    context,
    ownBuild,
  }) => {
    test.setTimeout(240_000);
    const editedId = await server.insert(
      serverPatient('Sigrid', uniqueLastName('Sigilescu'), { phone: '0744 000 411' }),
    );
    // The previous build: no PIN, every row stored in clear.
    await signInAs(page, 'staff@aurora.cabinet.demo', { locale: 'en', waitSynced: true });
    const form = new PatientFormPage(page, 'en');
    const list = new PatientsPage(page);
    await untilServiceWorkerControls(page);

    // Unsent work on the previous build: an edit and a new patient with a queued picture.
    await context.route(`${API_URL}/**`, (route) => route.abort('internetdisconnected'));
    await form.openEdit(editedId);
    await expect(form.field('phone')).toHaveValue('0744 000 411', { timeout: 15_000 });
    await form.type('phone', '0744 411 977');
    await form.save();
    await expect(page).toHaveURL(/\/patients$/);
    const createdLastName = uniqueLastName('Sigilatu');
    await form.registerWithPicture(newPatient(createdLastName), 'avatar-300x400.jpg');
    await expect(form.syncIndicator).toContainText('Changes waiting: 2');
    expect(await storedInClear(page, ['0744 411 977', newPatient(createdLastName).address])).toEqual([
      '0744 411 977',
      newPatient(createdLastName).address,
    ]);
    await page.goto('/patients');
    await expect(list.search).toBeVisible();

    // This build arrives: the desk reloads, chooses a PIN (the suite's handler) and the device's
    // data is sealed in place before its database opens.
    await ownBuild.deployCurrentBuild(page);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await takeUpdate(page);
    const createdRow = list.rows().filter({ hasText: createdLastName });
    await list.search.fill(createdLastName);
    await expect(createdRow).toHaveCount(1, { timeout: 60_000 });
    await expect(createdRow.locator('img')).toHaveAttribute('src', /^blob:/);
    await expect(form.syncIndicator).toContainText('Changes waiting: 2');
    expect(await storedInClear(page, ['0744 411 977', newPatient(createdLastName).address])).toEqual([]);
    const files = await filesSealed(page);
    expect(files.clear).toBe(0);
    expect(files.sealed).toBeGreaterThan(0);

    // Reconnected: the edit, the patient and the picture arrive, once.
    await context.unroute(`${API_URL}/**`);
    await expect
      .poll(async () => (await server.byId(editedId))?.phone, { timeout: 30_000 })
      .toBe('0744 411 977');
    await expect
      .poll(async () => (await server.byLastName(createdLastName)).length, { timeout: 30_000 })
      .toBe(1);
    const [stored] = await server.byLastName(createdLastName);
    const folder = `${await server.clinicId()}/patients/${String(stored?.id)}`;
    await expect.poll(() => server.avatarNames(folder), { timeout: 30_000 }).toHaveLength(1);
    await expect(form.syncIndicator).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });
    await expect(page.getByTestId('sync-conflicts')).toBeHidden();
  });
});
