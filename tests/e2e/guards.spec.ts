import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, SignInPage, useLocale } from './support/sign-in-page.ts';

test.describe('route guards', () => {
  test.beforeEach(async ({ page }) => {
    await useLocale(page, 'en');
  });

  test('a doctor opening /configurator is sent to /appointments', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn('doctor@aurora.cabinet.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/appointments$/);

    await page.goto('/configurator');
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
  });

  test('an admin opening /configurator is not sent to /appointments', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn('admin@aurora.cabinet.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/appointments$/);

    await page.goto('/configurator');
    await expect(page).toHaveURL(/\/configurator\/clinic-details$/);
  });

  for (const email of ['staff@aurora.cabinet.demo', 'doctor@aurora.cabinet.demo']) {
    test(`${email} reaches none of the configurator’s or the clinics’ pages`, async ({ page }) => {
      const signInPage = new SignInPage(page);
      await signInPage.open();
      await signInPage.signIn(email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/appointments$/);
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
  }
});
