/**
 * Issue 12, tabs that agree: two tabs of one desk share one local database, and only the first
 * replicates. The other shows the same sync state (never "Syncing" forever), both count the same
 * changes waiting whichever tab made them, and the log-out warning in either counts them all.
 */
import { expect, type Page } from '@playwright/test';
import { untilServiceWorkerControls } from './support/devices.ts';
import { PatientFormPage, PatientServer } from './support/patient-form-page.ts';
import { serverPatient, uniqueLastName } from './support/patient-samples.ts';
import { test } from './support/synced-device.ts';

test.use({ device: 'staff@aurora.cabinet.demo' });

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

const server = new PatientServer();

async function editPhone(form: PatientFormPage, page: Page, id: string, phone: string): Promise<void> {
  await form.openEdit(id);
  await expect(form.field('phone')).toHaveValue('0755 000 000', { timeout: 15_000 });
  await form.type('phone', phone);
  await form.save();
  await expect(page).toHaveURL(/\/patients$/);
}

test('two tabs show the same state and the same changes waiting, and log out in either counts every tab’s', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const first = await server.insert(serverPatient('Ioana', uniqueLastName('Filaescu')));
  const second = await server.insert(serverPatient('Ioana', uniqueLastName('Filaru')));
  const tabA = await PatientFormPage.signIn(page, 'en');
  await expect(tabA.syncIndicator).toHaveAttribute('data-state', 'synced');

  // The second tab replicates nothing (tab A leads): it shows A's last sync, not "Syncing".
  const pageB = await context.newPage();
  await pageB.goto('/patients');
  const tabB = new PatientFormPage(pageB, 'en');
  await expect(tabB.syncIndicator).toHaveAttribute('data-state', 'synced');
  // The leader's exchanges (one every few seconds) reach B as they end.
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all(
        [tabA, tabB].map((tab) => tab.syncIndicator.getAttribute('data-last-synced')),
      );
      return a !== null && a !== '' && a === b;
    })
    .toBe(true);
  await untilServiceWorkerControls(pageB);

  // Offline, one edit in each tab (A replicates, B does not): both tabs count both.
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  await editPhone(tabA, page, first, '0755 111 001');
  await editPhone(tabB, pageB, second, '0755 111 002');
  for (const tab of [tabA, tabB]) {
    await expect(tab.syncIndicator).toHaveAttribute('data-state', 'offline');
    await expect(tab.syncIndicator).toContainText(/Changes waiting: 2(?!\d)/);
  }

  // Log out in either tab warns about both tabs' changes; No keeps everything.
  for (const tabPage of [page, pageB]) {
    await tabPage.getByRole('button', { name: 'Log out' }).click();
    const warning = tabPage.getByRole('alertdialog');
    await expect(warning).toContainText('2 changes have not reached the server yet');
    await warning.getByRole('button', { name: /^(No|Nu)$/ }).click();
    await expect(warning).toBeHidden();
  }

  // Back online, the leader sends them; both tabs agree that nothing waits.
  await context.setOffline(false);
  await expect
    .poll(async () => [(await server.byId(first))?.phone, (await server.byId(second))?.phone], {
      timeout: 30_000,
    })
    .toEqual(['0755 111 001', '0755 111 002']);
  for (const tab of [tabA, tabB]) {
    await expect(tab.syncIndicator).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });
    await expect(tab.syncIndicator).not.toContainText('Changes waiting');
  }
});
