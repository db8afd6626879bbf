/** Whether a device can go offline: its service worker in charge, in the journeys that allow it (withServiceWorker). */
import { expect, type Page, test } from '@playwright/test';
import { SERVICE_WORKER_TAG } from './e2e-browsers.ts';

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
      `The service worker did not take control (is the journey in withServiceWorker, or its file in SERVICE_WORKER_FILES?): ${await serviceWorkerState(page)}`,
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
 * the worker itself). Their tag puts them in the config's service worker project, where the worker
 * is allowed. The other tests of the file run without it, since installing it precaches the whole
 * build in every context (support/e2e-browsers.ts).
 */
export function withServiceWorker(defineJourneys: () => void): void {
  test.describe('with the service worker', { tag: SERVICE_WORKER_TAG }, () => {
    defineJourneys();
  });
}
