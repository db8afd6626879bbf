/** More than one device in a test, and whether a device can go offline (its service worker in charge). */
import type { Browser, Page } from '@playwright/test';
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
