import { expect } from '@playwright/test';
import { ClinicsPage } from './support/clinics-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

test.use({ device: 'super@cabinet.demo' });

const DEMO_CLINICS = ['Clinica Aurora', 'Clinica Lotus', 'Clinica Nova'];

test.describe('the super_admin clinics list', () => {
  test.beforeEach(async ({ page }) => {
    await openSyncedDeviceAs(page, 'super@cabinet.demo', { locale: 'en', landing: /\/clinics$/ });
  });

  test('lists the clinics, filters by status and searches without diacritics', async ({ page }) => {
    const clinics = new ClinicsPage(page);
    // Other files make, change and delete clinics of their own meanwhile (support/own-clinic.ts,
    // clinics-admin.spec.ts): what is asserted is the demo three among whatever else is listed.
    const demoClinics = async () =>
      (await clinics.clinicNames()).filter((name) => DEMO_CLINICS.includes(name));
    await expect.poll(demoClinics).toEqual(DEMO_CLINICS);

    await clinics.filter('Status', ['Inactive']);
    await expect.poll(demoClinics).toEqual(['Clinica Lotus']);
    await expect(page).toHaveURL(/status=/);

    await page.goto('/clinics');
    await clinics.search.fill('iasi');
    await expect.poll(demoClinics).toEqual(['Clinica Nova']);
  });

  test('a row click opens the clinic as context', async ({ page }) => {
    const clinics = new ClinicsPage(page);
    await clinics.row('Clinica Aurora').click();
    await expect(page).toHaveURL(/\/patients$/);
    // Any clinic page's layout shows the context the row click chose.
    await page.goto('/appointments');
    await expect(page.getByTestId('clinic-name')).toHaveText('CLINICA AURORA');
  });
});
