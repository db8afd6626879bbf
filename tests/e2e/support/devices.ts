/** More than one device in a test, and whether a device can go offline (its service worker in charge). */
import { type Browser, expect, type Page } from '@playwright/test';
import { type SignInAsOptions, signInAs } from './sign-in-page.ts';

/** Another device (its own browser context, so its own storage), signed in and synced. */
export async function signedInDevice(
  browser: Browser,
  email: string,
  options: SignInAsOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email, { waitSynced: true, ...options });
  return { page, close: () => context.close() };
}

/** True once the service worker controls the page: an offline reload then still opens the app. */
export function serviceWorkerControls(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until the service worker controls the page, so the app opens offline. Its first install
 * precaches the whole build, which on a busy two-core machine can take well over ten seconds.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  try {
    await expect.poll(() => serviceWorkerControls(page), { timeout: 30_000 }).toBe(true);
  } catch (error) {
    throw new Error(`The service worker did not take control: ${await serviceWorkerState(page)}`, {
      cause: error,
    });
  }
}

/** The registration's workers, for a failure message: which one is stuck where. */
function serviceWorkerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'no registration';
    const { installing, waiting, active } = registration;
    return `installing ${installing?.state ?? '-'}, waiting ${waiting?.state ?? '-'}, active ${active?.state ?? '-'}`;
  });
}
