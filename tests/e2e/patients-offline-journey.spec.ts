/**
 * Issue 5's offline journey: a desk registers and edits patients with no network, reloads, and
 * everything reaches the server and another desk when the network returns. Also: two desks editing
 * different fields of one patient offline both keep their edits, and log out warns about changes
 * that have not left the device.
 */

import { expect, type Page } from '@playwright/test';
import { pulledRow, pushOfflineEdit } from './support/another-device.ts';
import { untilServiceWorkerControls } from './support/devices.ts';
import { PatientFormPage, PatientServer } from './support/patient-form-page.ts';
import { newPatient, serverPatient, uniqueLastName } from './support/patient-samples.ts';
import { PatientsPage } from './support/patients-page.ts';
import { openAnotherSyncedDevice, test } from './support/synced-device.ts';

test.use({ device: 'staff@aurora.cabinet.demo' });

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

const server = new PatientServer();
/** The other desk of the two-desks test. */
const OTHER_DESK = 'admin@aurora.cabinet.demo';

async function waitForServiceWorker(page: Page): Promise<void> {
  await untilServiceWorkerControls(page);
}

test('offline: create with an avatar and edit another, reload offline, then both reach the server and another desk', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const editedLastName = uniqueLastName('Editescu');
  const editedId = await server.insert(serverPatient('Mihaela', editedLastName, { phone: '0744 000 111' }));
  const form = await PatientFormPage.signIn(page, 'en');
  const list = new PatientsPage(page);
  await list.open();
  await list.search.fill(editedLastName);
  await expect(list.rows()).toHaveCount(1);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(form.syncIndicator).toHaveAttribute('data-state', 'offline');

  // A new patient with a picture, offline.
  const createdLastName = uniqueLastName('Offlineanu');
  await form.registerWithPicture(newPatient(createdLastName), 'avatar-300x400.jpg');
  await list.search.fill(createdLastName);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first().locator('img')).toHaveAttribute('src', /^blob:/);

  // An edit of another patient, offline.
  await form.openEdit(editedId);
  await expect(form.field('phone')).toHaveValue('0744 000 111');
  await form.type('phone', '0744 999 888');
  await form.save();
  await expect(page).toHaveURL(/\/patients$/);

  // Still offline, a reload keeps both (local database, app from the service worker).
  await page.reload();
  await list.search.fill(createdLastName);
  await expect(list.rows()).toHaveCount(1);
  await form.openEdit(editedId);
  await expect(form.field('phone')).toHaveValue('0744 999 888');
  expect(await server.byLastName(createdLastName)).toEqual([]);
  expect((await server.byId(editedId))?.phone).toBe('0744 000 111');

  // Back online: both reach the server, the picture reaches storage.
  await context.setOffline(false);
  await expect
    .poll(async () => (await server.byLastName(createdLastName)).length, { timeout: 30_000 })
    .toBe(1);
  await expect
    .poll(async () => (await server.byId(editedId))?.phone, { timeout: 30_000 })
    .toBe('0744 999 888');
  const [created] = await server.byLastName(createdLastName);
  const clinicId = await server.clinicId();
  const folder = `${clinicId}/patients/${String(created?.id)}`;
  await expect.poll(() => server.avatarNames(folder), { timeout: 30_000 }).toHaveLength(1);
  expect(created?.avatar).toBe(`${folder}/${(await server.avatarNames(folder))[0]}`);

  // Another user of the clinic, on another device, sees both within 5 s of opening the list.
  const { page: other, close: closeOther } = await openAnotherSyncedDevice(browser, OTHER_DESK, {
    locale: 'en',
  });
  try {
    const otherList = new PatientsPage(other);
    await other.goto('/patients');
    await otherList.search.fill(createdLastName);
    await expect(otherList.rows()).toHaveCount(1, { timeout: 5_000 });
    await other.goto(`/patients/${editedId}`);
    await expect(other.getByRole('textbox', { name: /^Phone/ })).toHaveValue('0744 999 888', {
      timeout: 5_000,
    });
  } finally {
    await closeOther();
  }
});

test('two desks editing different fields of one patient offline both keep their edits', async ({
  page,
  context,
}) => {
  const lastName = uniqueLastName('Doibirouri');
  const id = await server.insert(serverPatient('Ana', lastName, {}));
  const deskA = await PatientFormPage.signIn(page, 'en');
  // Both desks hold the patient before the network goes; the other desk's edit is sent as its
  // device sends it (support/another-device.ts), after this one's.
  await deskA.openEdit(id);
  await expect(deskA.field('phone')).toHaveValue('0755 000 000', { timeout: 15_000 });
  const heldByDeskB = await pulledRow(OTHER_DESK, 'patients', id);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await deskA.type('phone', '0755 111 111');
  await deskA.save();
  await expect(page).toHaveURL(/\/patients$/);
  const deskBEdit = {
    base: heldByDeskB,
    fields: { address: 'Str. Nouă 2' },
    editedAt: new Date().toISOString(),
  };

  await context.setOffline(false);
  await expect.poll(async () => (await server.byId(id))?.phone, { timeout: 30_000 }).toBe('0755 111 111');
  expect((await pushOfflineEdit(OTHER_DESK, 'patients', deskBEdit)).status).not.toBe('rejected');
  const row = await server.byId(id);
  expect([row?.phone, row?.address]).toEqual(['0755 111 111', 'Str. Nouă 2']);

  // This desk shows both edits: its own, and the other desk's once it arrives.
  await deskA.openEdit(id);
  await expect(deskA.field('phone')).toHaveValue('0755 111 111', { timeout: 15_000 });
  await expect(deskA.field('address')).toHaveValue('Str. Nouă 2', { timeout: 15_000 });
});

test('log out warns about changes still on the device; Nu keeps them, Da signs out and wipes them', async ({
  page,
  context,
}) => {
  const form = await PatientFormPage.signIn(page, 'en');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const lastName = uniqueLastName('Neplecatu');
  await form.openNew();
  await form.fillIn(newPatient(lastName));
  await form.save();
  await expect(page).toHaveURL(/\/patients$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText(/1/);
  await warning.getByRole('button', { name: /^(No|Nu)$/ }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/patients$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Yes|Da)$/ })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  // The device kept nothing of the user: no clinic database is left in IndexedDB, and the store
  // the service worker reads for background sync is empty (its session and clinic are gone).
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
  expect(
    databases.filter((name) => /clinic|cabinet/i.test(name) && name !== 'cabinet-background-sync'),
  ).toEqual([]);
  const backgroundSyncEntries = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('cabinet-background-sync');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(backgroundSyncEntries).toBe(0);
  // Nor anything of any user in the browser's storage (a shared tablet): no remembered profile,
  // no clinics list, no session; the language stays, a device preference.
  const stored = await page.evaluate(() => Object.keys(localStorage));
  const ofUsers = /^cabinet\.(profile\.|clinics-list)|^sb-.*-auth-token$/;
  expect(stored.filter((key) => ofUsers.test(key))).toEqual([]);
  expect(stored).toContain('cabinet.locale');
  await context.setOffline(false);
  expect(await server.byLastName(lastName)).toEqual([]);
});
