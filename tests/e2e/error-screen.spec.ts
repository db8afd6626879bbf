/**
 * The translated error screen: a device whose local database refuses to open (storage broken,
 * quota, a browser bug) gets the app's own screen in its language, not the router's English
 * default: the data is safe, what failed in one line, Reload and Back. Reload brings the app back
 * once the device lets it open its database again.
 */

import { expect, type Page } from '@playwright/test';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

test.use({ device: 'staff@aurora.cabinet.demo' });

const BREAK_FLAG = 'cabinet.e2e.break-indexeddb';

/** From the next load on, while the tab's flag is set, IndexedDB refuses every database. */
async function breakIndexedDbOnLoad(page: Page): Promise<void> {
  await page.addInitScript((flag) => {
    if (window.sessionStorage.getItem(flag) !== '1') return;
    IDBFactory.prototype.open = () => {
      throw new DOMException('The device refused to open its database', 'UnknownError');
    };
  }, BREAK_FLAG);
  await page.evaluate((flag) => window.sessionStorage.setItem(flag, '1'), BREAK_FLAG);
}

test('a clinic database that cannot open shows the error screen in Romanian, and Reload recovers', async ({
  page,
}) => {
  await openSyncedDeviceAs(page, 'staff@aurora.cabinet.demo');
  await expect(page.getByRole('heading', { name: 'Programări' })).toBeVisible();

  await breakIndexedDbOnLoad(page);
  await page.reload();
  const screen = page.getByTestId('error-page');
  await expect(screen.getByRole('heading', { name: 'Ceva nu a mers bine' })).toBeVisible();
  await expect(screen).toContainText('Datele de pe acest dispozitiv sunt în siguranță');
  await expect(page.getByTestId('error-page-detail')).toContainText('Ce a eșuat:');
  await expect(page.getByTestId('error-page-detail')).not.toHaveText('Ce a eșuat:');
  await expect(screen.getByRole('button', { name: 'Înapoi' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toBeHidden();

  await page.evaluate((flag) => window.sessionStorage.removeItem(flag), BREAK_FLAG);
  await screen.getByRole('button', { name: 'Reîncarcă' }).click();
  await expect(page.getByRole('heading', { name: 'Programări' })).toBeVisible();
  await expect(page.getByTestId('error-page')).toBeHidden();
});

test('the error screen speaks English when the interface does, and Back leaves it', async ({ page }) => {
  await openSyncedDeviceAs(page, 'staff@aurora.cabinet.demo', { locale: 'en' });
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
  await page.goto('/patients');
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();

  await breakIndexedDbOnLoad(page);
  await page.reload();
  const screen = page.getByTestId('error-page');
  await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(screen).toContainText('The data on this device is safe');
  await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();

  await screen.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
});
