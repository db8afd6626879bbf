import { expect } from '@playwright/test';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

test.describe('route guards', () => {
  test.describe('on a doctor’s device', () => {
    test.use({ device: 'doctor@aurora.cabinet.demo' });

    test('a doctor opening /configurator is sent to /appointments', async ({ page }) => {
      await openSyncedDeviceAs(page, 'doctor@aurora.cabinet.demo', { locale: 'en', at: '/configurator' });
      await expect(page).toHaveURL(/\/appointments$/);
      await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
    });
  });

  test.describe('on an administrator’s device', () => {
    test.use({ device: 'admin@aurora.cabinet.demo' });

    test('an admin opening /configurator is not sent to /appointments', async ({ page }) => {
      await openSyncedDeviceAs(page, 'admin@aurora.cabinet.demo', { locale: 'en', at: '/configurator' });
      await expect(page).toHaveURL(/\/configurator\/clinic-details$/);
    });
  });

  for (const email of ['staff@aurora.cabinet.demo', 'doctor@aurora.cabinet.demo']) {
    test.describe(`on ${email}’s device`, () => {
      test.use({ device: email });

      test(`${email} reaches none of the configurator’s or the clinics’ pages`, async ({ page }) => {
        await openSyncedDeviceAs(page, email, { locale: 'en' });
        for (const path of [
          '/configurator/clinic-details',
          '/configurator/services-specializations',
          '/configurator/clinica-aurora/specialization/cardiology',
          '/clinics',
          '/clinics/new',
        ]) {
          await page.goto(path);
          await expect(page, `${email} on ${path}`).toHaveURL(/\/appointments$/);
        }
      });
    });
  }
});
