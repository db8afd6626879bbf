import { expect } from '@playwright/test';
import { createThrowawayUser, verifyLinkIn, waitForMail } from './support/mail-catcher.ts';
import { SignInPage, useLocale } from './support/sign-in-page.ts';
import { test } from './support/synced-device.ts';

const OLD_PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'new-password-2';

test.describe('password reset through the mail catcher', () => {
  test.beforeEach(async ({ page }) => {
    await useLocale(page, 'en');
  });

  test('the emailed link opens the new-password form; the new password signs in', async ({ page }) => {
    const user = await createThrowawayUser(OLD_PASSWORD);
    const signInPage = new SignInPage(page);
    await signInPage.open();

    await page.getByRole('tab', { name: 'Reset password' }).click();
    // The panel by name: the sign-in panel may still be in the page while the tabs switch.
    await page
      .getByRole('tabpanel', { name: 'Reset password' })
      .getByRole('textbox', { name: 'Email' })
      .fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(signInPage.toast).toContainText('Password reset email sent. Check your inbox.');

    const mail = await waitForMail((caught) => String(caught.to).includes(user.email));
    await page.goto(verifyLinkIn(mail));
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

    const password = page.getByLabel('New password');
    const confirmation = page.getByLabel('Confirm password');
    const update = page.getByRole('button', { name: 'Update password' });
    await update.click();
    await expect(signInPage.fieldMessage(password)).toHaveText('Password must be at least 6 characters long');
    await expect(signInPage.fieldMessage(confirmation)).toHaveText('Passwords do not match');

    await password.fill('12345');
    await expect(signInPage.fieldMessage(password)).toHaveText('Password must be at least 6 characters long');
    await password.fill(NEW_PASSWORD);
    await expect(signInPage.fieldMessage(password)).toBeHidden();
    await confirmation.fill('different-1');
    await expect(signInPage.fieldMessage(confirmation)).toHaveText('Passwords do not match');
    await confirmation.fill(NEW_PASSWORD);
    await expect(signInPage.fieldMessage(confirmation)).toBeHidden();

    await update.click();
    await expect(signInPage.toast).toContainText(
      'Password updated successfully. You can now sign in with your new password.',
    );
    await expect(page).toHaveURL(/\/auth$/);

    await signInPage.email.waitFor();
    await signInPage.signIn(user.email, NEW_PASSWORD);
    await expect(signInPage.toast).toContainText('Successfully logged in');
    await expect(page).not.toHaveURL(/\/auth$/);
  });

  test('the new-password messages are in Romanian by default', async ({ browser }) => {
    const user = await createThrowawayUser(OLD_PASSWORD);
    const page = await browser.newPage();
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await page.getByRole('tab', { name: 'Resetare parolă' }).click();
    await page
      .getByRole('tabpanel', { name: 'Resetare parolă' })
      .getByRole('textbox', { name: 'Email' })
      .fill(user.email);
    await page.getByRole('button', { name: 'Trimite linkul de resetare' }).click();
    await expect(signInPage.toast).toContainText(
      'Emailul de resetare a parolei a fost trimis. Verificați-vă căsuța de email.',
    );
    const mail = await waitForMail((caught) => String(caught.to).includes(user.email));
    await page.goto(verifyLinkIn(mail));
    await page.getByRole('button', { name: 'Actualizează parola' }).click();
    await expect(signInPage.fieldMessage(page.getByLabel('Parola nouă'))).toHaveText(
      'Parola trebuie să aibă o lungime de cel puțin 6 caractere',
    );
    await expect(signInPage.fieldMessage(page.getByLabel('Confirmă parola'))).toHaveText(
      'Parolele nu coincid',
    );
    await page.close();
  });
});
