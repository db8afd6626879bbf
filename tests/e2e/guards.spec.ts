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
});
