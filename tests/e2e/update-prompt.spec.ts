import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eStackConfig } from './support/e2e-stack-config.ts';
import { DEMO_PASSWORD, SignInPage, useLocale } from './support/sign-in-page.ts';

test.describe('PWA update prompt and install button', () => {
  test.beforeEach(async ({ page }) => {
    await useLocale(page, 'en');
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await signInPage.signIn('admin@aurora.cabinet.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/appointments$/);
  });

  test('a changed service worker on the server brings the in-app prompt', async ({ page }) => {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect(page.getByTestId('update-prompt')).toBeHidden();

    // The server now offers a new build: the stack serves dist-e2e from disk on every request, so
    // the worker script changes for as long as the update check takes, then is put back.
    const swFile = path.join(e2eStackConfig().appDir ?? 'dist-e2e', 'sw.js');
    const original = await readFile(swFile, 'utf8');
    try {
      await writeFile(swFile, `${original}\n// next build ${Date.now()}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
    } finally {
      await writeFile(swFile, original);
    }

    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of the app is available.');
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
  });

  test('the install button shows only when the browser offers installation', async ({ page }) => {
    const install = page.getByRole('button', { name: 'Install the app' });
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => {
          (window as { __installPrompted?: boolean }).__installPrompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(install).toBeVisible();
    await install.click();
    await expect(install).toBeHidden();
    expect(await page.evaluate(() => (window as { __installPrompted?: boolean }).__installPrompted)).toBe(
      true,
    );
  });
});
