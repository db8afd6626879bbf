/** Whether a device can go offline: its service worker in charge, in the journeys that allow it (withServiceWorker). */
import { expect, type Page, test } from '@playwright/test';

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
    throw new Error(
      `The service worker did not take control (does the file allow it? test.use({ serviceWorkers: "allow" })): ${await serviceWorkerState(page)}`,
      {
        cause: error,
      },
    );
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

/**
 * Defines the journeys of a file that need the service worker (opening the app offline, files,
 * the worker itself): the config blocks it, since installing it precaches the whole build in
 * every context, and the other tests of the file need not pay for it.
 */
export function withServiceWorker(defineJourneys: () => void): void {
  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    defineJourneys();
  });
}
