/**
 * Which Chromium runs which test. Both are Debian's build of the same Chromium:
 * - every test runs in Debian's `chromium-headless-shell`, the "old" headless Chromium that
 *   Playwright itself runs headless tests in. It renders with the same Blink and V8 at about a
 *   quarter less CPU (docs/decisions/0038-e2e-in-chromium-headless-shell.md); the journeys about the service worker
 *   (starting offline, files, updates, background sync, tabs) run there with the worker allowed;
 * - but a tab the app opens from a click, offline, to a file the service worker serves stays
 *   blank there: the journeys that open one run in the browser users have, `/usr/bin/chromium`
 *   (its "new" headless mode), tagged FULL_CHROMIUM_TAG.
 */

export const CHROMIUM = '/usr/bin/chromium';
/** The flags every test and bench browser runs with: quiet on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Tags the journeys of a file that need the service worker (support/devices.ts, withServiceWorker). */
export const SERVICE_WORKER_TAG = '@service-worker';

/** Tags the journeys that open a tab offline from the service worker: they run in full Chromium. */
export const FULL_CHROMIUM_TAG = '@full-chromium';

/** Files whose every journey needs the service worker. They are also the longest: they go first. */
export const SERVICE_WORKER_FILES =
  /(upgrade|background-sync|appointments-offline-race|medical-history|clinic-details|tabs|offline-walk-in|patients-offline-journey|patient-schedule|update-prompt|super-admin-offline)\.spec\.ts$/;
