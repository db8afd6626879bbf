/**
 * The update prompt and the install button. Each test runs on its own copy of the build (own
 * server), so the new build it deploys reaches no other test, and the run passes with
 * --repeat-each.
 */

import { untilServiceWorkerControls } from './support/devices.ts';
import { expect, test } from './support/own-build.ts';
import { signInAs, useLocale } from './support/sign-in-page.ts';

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

test.describe('PWA update prompt and install button', () => {
  // The build of its own is another origin than the saved devices': the desk signs in there.
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin@aurora.cabinet.demo', { locale: 'en' });
  });

  test('a changed service worker on the server brings the in-app prompt', async ({ page, ownBuild }) => {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect(page.getByTestId('update-prompt')).toBeHidden();

    await ownBuild.deployNewBuild(page);

    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of the app is available.');
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
  });

  test('an open app finds a new build by itself when the network returns, and waits for the user', async ({
    page,
    context,
    ownBuild,
  }) => {
    await untilServiceWorkerControls(page);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeHidden();

    // Deployed while the tablet is open; nobody reloads or asks the browser to look.
    await ownBuild.deployNewBuild(page, { look: false });
    await context.setOffline(true);
    await context.setOffline(false);

    await expect(prompt).toContainText('A new version of the app is available.', { timeout: 20_000 });
    // The app waits for the user's word: still the same page, nothing reloaded.
    await expect(page).toHaveURL(/\/appointments$/);
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

test('a new build brings the update prompt on the sign-in page too', async ({ page, ownBuild }) => {
  await useLocale(page, 'en');
  await page.goto('/auth');
  await untilServiceWorkerControls(page);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeHidden();

  await ownBuild.deployNewBuild(page);

  await expect(prompt).toContainText('A new version of the app is available.');
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
