import { expect } from '@playwright/test';
import { createOwnClinic } from './support/own-clinic.ts';
import { DEMO_PASSWORD, SignInPage, useLocale } from './support/sign-in-page.ts';
import { test } from './support/synced-device.ts';

/**
 * Wrong passwords count against the account they name (five in a row make it wait), so the tests
 * that only need a refused sign-in name an address nobody holds: the answer is the same.
 */
const nobody = () => `nobody-${crypto.randomUUID()}@aurora.cabinet.demo`;

test.describe('sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await useLocale(page, 'en');
  });

  test('a wrong password shows the auth error in a toast', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn(nobody(), 'wrong-password');
    await expect(signInPage.toast).toContainText('Error');
    await expect(signInPage.toast).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('toasts show one at a time and close by themselves after about five seconds', async ({ page }) => {
    // The page's clock, so the five seconds are run through rather than waited for.
    await page.clock.install();
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn(nobody(), 'wrong-password');
    await expect(signInPage.toast).toContainText('Invalid login credentials');
    // A second message replaces the first instead of stacking under it.
    await signInPage.email.fill('');
    await signInPage.submit.click();
    await expect(signInPage.toast).toContainText('Email and password are required');
    await expect(signInPage.toast).toHaveCount(1);
    // Closed by its own timer (5000 ms): still there after four seconds, gone after six.
    await page.clock.runFor(4_000);
    await expect(signInPage.toast).toContainText('Email and password are required');
    await page.clock.runFor(2_000);
    await expect(signInPage.toast).toBeHidden();
  });

  test('after five wrong passwords the account waits, and the form says how long', async ({ page }) => {
    const clinic = await createOwnClinic('Parole');
    const signInPage = new SignInPage(page);
    await signInPage.open();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInPage.signIn(clinic.adminEmail, `wrong-password-${attempt}`);
      await expect(signInPage.toast).toContainText('Invalid login credentials');
      await signInPage.toast.getByRole('button').first().click();
      await expect(signInPage.toast).toBeHidden();
    }
    // Even the right password waits now.
    await signInPage.signIn(clinic.adminEmail, DEMO_PASSWORD);
    await expect(signInPage.toast).toContainText(/Too many sign-in attempts\. Try again in \d+ seconds\./);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('shows each validation message of the sign-in form', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();

    await signInPage.submit.click();
    await expect(signInPage.toast).toContainText('Email and password are required');
    await expect(signInPage.fieldMessage(signInPage.email)).toHaveText('Email is required');
    await expect(signInPage.fieldMessage(signInPage.password)).toHaveText(
      'Password must be at least 6 characters',
    );

    await signInPage.email.fill('admin@aurora');
    await expect(signInPage.fieldMessage(signInPage.email)).toHaveText('Please enter a valid email address');
    await signInPage.email.fill('admin@aurora.cabinet.demo');
    await expect(signInPage.fieldMessage(signInPage.email)).toBeHidden();

    await signInPage.password.fill('12345');
    await expect(signInPage.fieldMessage(signInPage.password)).toHaveText(
      'Password must be at least 6 characters',
    );
    await signInPage.password.fill('123456');
    await expect(signInPage.fieldMessage(signInPage.password)).toBeHidden();

    await signInPage.email.fill('');
    await signInPage.forgotPassword.click();
    await expect(signInPage.toast).toContainText('Email is required for password reset');
  });

  test('messages are in Romanian by default', async ({ browser }) => {
    const page = await browser.newPage();
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.submit.click();
    await expect(signInPage.toast).toContainText('Eroare');
    await expect(signInPage.toast).toContainText('Emailul și parola sunt obligatorii');
    await page.close();
  });

  test('an admin lands on /appointments', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn('admin@aurora.cabinet.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
    await expect(page.getByTestId('clinic-name')).toHaveText('CLINICA AURORA');
    await expect(signInPage.toast).toContainText('Successfully logged in');
  });

  test('the super administrator lands on /clinics', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn('super@cabinet.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/clinics$/);
    await expect(page.getByRole('heading', { name: 'Clinics' })).toBeVisible();
  });

  test('a visitor opening a signed-in page is sent to /auth, and the sign-in leads back to it', async ({
    page,
  }) => {
    await page.goto('/pipeline?view=table');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fpipeline%3Fview%3Dtable$/);
    const signInPage = new SignInPage(page);
    await signInPage.signIn('staff@aurora.cabinet.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/pipeline\?view=table$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a sign-in link that names another site leads to the role’s own page instead', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await page.goto('/auth?redirect=https%3A%2F%2Fevil.example%2F');
    await signInPage.signIn('staff@aurora.cabinet.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/appointments$/);
  });

  test('the home page sends a visitor to a plain /auth', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in admin opening /clinics is sent to /appointments', async ({ page }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn('admin@aurora.cabinet.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/appointments$/);
    await page.goto('/clinics');
    await expect(page).toHaveURL(/\/appointments$/);
  });
});
