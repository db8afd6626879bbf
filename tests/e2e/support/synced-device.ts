/**
 * A test starts on a device that already holds its account's clinic: the setup project
 * (devices.setup.ts) signed each demo account in once through the form, first-synced and kept
 * that browser profile; a test's device is a copy of it, launched as a browser of its own
 * (`launchPersistentContext`), as each tablet is. `openSyncedDeviceAs` gives it a session of the
 * test's own, minted over HTTP (the local stack ends a session whose refresh token is used twice,
 * so two tests never share one), and opens the app on it. The app then catches up with what
 * earlier tests changed, as a tablet back from a weekend does.
 *
 * The test's own `page` is such a device when the test says whose (`test.use({ device })`, with
 * `test` from this module); `openAnotherSyncedDevice` opens more. Accounts without a saved device
 * (a clinic a test made for itself) sign in through the form. The tests about signing in and the
 * first sync use `signInAs` itself.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserType,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { APP_CONFIG_PATH } from '#core/app-config.ts';
import { LOCAL_ANON_KEY } from '#lib/app-env.ts';
import { BACKGROUND_SYNC_ENTRIES, BACKGROUND_SYNC_STORE } from '#sync/session/background-sync-store.ts';
import { unlockContextsOf, unlockPagesOf } from './device-lock.ts';
import { API_URL } from './e2e-stack-config.ts';
import { DEMO_PASSWORD, type SignInAsOptions, signInAs, untilAppShows, untilSynced } from './sign-in-page.ts';

/** The demo accounts whose devices the setup project saves. */
export const SYNCED_DEVICE_ACCOUNTS = [
  'staff@aurora.cabinet.demo',
  'doctor@aurora.cabinet.demo',
  'admin@aurora.cabinet.demo',
  'stefan.pop@aurora.cabinet.demo',
  'admin@nova.cabinet.demo',
  'super@cabinet.demo',
] as const;

/** Written by the setup project of this run (the e2e stack's data folder is new each run). */
export const SYNCED_DEVICES_DIR = path.resolve('.data', 'e2e-devices');
/** A page of the app's origin that does not start the app: where storage is read and written. */
const QUIET_PATH = APP_CONFIG_PATH;

/** The browser profile the setup project saved for an account. */
export const savedDeviceDir = (email: string) => path.join(SYNCED_DEVICES_DIR, email);
const hasSavedDevice = (email: string) => existsSync(savedDeviceDir(email));

/** The account whose saved device each open context is a copy of. */
const deviceOfContext = new WeakMap<BrowserContext, string>();

/**
 * A browser with its profile in `dir`, started with the project's options (its Chromium, the
 * service worker allowed or not, the test's viewport and time zone).
 */
export async function launchDevice(browserType: BrowserType, dir: string): Promise<BrowserContext> {
  return unlockPagesOf(await browserType.launchPersistentContext(dir));
}

/** A copy of the account's saved device, started; closing it throws the copy away. */
async function startSavedDevice(
  browserType: BrowserType,
  email: string,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cabinet-e2e-device-'));
  await cp(savedDeviceDir(email), dir, { recursive: true });
  const context = await launchDevice(browserType, dir);
  deviceOfContext.set(context, email);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The session supabase-js would store after a sign-in, from the stack's password grant. */
async function mintSession(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`No session for ${email}: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  return JSON.stringify(session);
}

/** The key supabase-js keeps its session under (localStorage, and the service worker's mirror). */
const SESSION_KEY = /^sb-.*-auth-token$/;

/**
 * Puts `session` in place of the saved device's (in localStorage and in the store the service
 * worker reads, BACKGROUND_SYNC_STORE), on a page of the app's origin where the app is not running.
 */
function replaceSession(page: Page, session: string): Promise<void> {
  return page.evaluate(
    async ({ sessionKey, value, storeName, entriesName }) => {
      const isSessionKey = (key: unknown) => typeof key === 'string' && new RegExp(sessionKey).test(key);
      for (const key of Object.keys(localStorage)) if (isSessionKey(key)) localStorage.setItem(key, value);
      const names = (await indexedDB.databases()).map((info) => info.name);
      if (!names.includes(storeName)) return;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(storeName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction(entriesName, 'readwrite');
        const entries = transaction.objectStore(entriesName);
        const all = entries.getAll();
        all.onsuccess = () => {
          for (const entry of all.result as { key: string; value: string }[])
            if (isSessionKey(entry.key)) entries.put({ ...entry, value });
        };
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    {
      sessionKey: SESSION_KEY.source,
      value: session,
      storeName: BACKGROUND_SYNC_STORE,
      entriesName: BACKGROUND_SYNC_ENTRIES,
    },
  );
}

/**
 * Opens the app at `at` (default: the account's landing page) on the account's saved device,
 * with a session of its own. The page's context must be that device (`test.use({ device })` or
 * `openAnotherSyncedDevice`), still unopened; an account with no saved device signs in through
 * the form instead. With `waitSynced` it also waits for the catch-up with the server (the sync
 * indicator reads synced).
 */
export async function openSyncedDeviceAs(
  page: Page,
  email: string,
  options: SignInAsOptions = {},
): Promise<void> {
  if (!hasSavedDevice(email) || options.password) {
    await signInAs(page, email, options);
    return;
  }
  const device = deviceOfContext.get(page.context());
  if (device !== email) {
    throw new Error(
      `This page is not ${email}'s saved device (${device ?? 'a new context'}): say test.use({ device: '${email}' }) with test from support/synced-device.ts, or use openAnotherSyncedDevice`,
    );
  }
  const { locale, landing = /\/appointments$/, waitSynced = false, at } = options;
  const [session] = await Promise.all([mintSession(email), page.goto(QUIET_PATH)]);
  await replaceSession(page, session);
  if (locale) await page.evaluate((value) => window.localStorage.setItem('cabinet.locale', value), locale);
  await page.goto(at ?? '/');
  if (!at) await expect(page).toHaveURL(landing);
  await untilAppShows(page);
  if (waitSynced) await untilSynced(page);
}

/**
 * Another device (a browser and profile of its own), signed in and synced: a copy of the
 * account's saved device, or a new one signed in through the form.
 */
export async function openAnotherSyncedDevice(
  browser: Browser,
  email: string,
  options: SignInAsOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const device = hasSavedDevice(email)
    ? await startSavedDevice(browser.browserType(), email)
    : await browser.newContext().then(async (context) => ({
        page: await context.newPage(),
        close: () => context.close(),
      }));
  try {
    await openSyncedDeviceAs(device.page, email, { waitSynced: true, ...options });
  } catch (error) {
    await device.close();
    throw error;
  }
  return device;
}

export interface SyncedDeviceOptions {
  /**
   * Whose saved device the test's `context` and `page` are (a copy of it, not yet opened:
   * `openSyncedDeviceAs(page, device)` opens the app there). Unset: a new, empty context.
   */
  device: string | undefined;
}

/** Playwright's `test` whose `page` can start on a saved device (`test.use({ device })`). */
export const test = base.extend<SyncedDeviceOptions>({
  device: [undefined, { option: true }],
  // Every page answers the device lock with the suite's PIN (support/device-lock.ts).
  browser: [async ({ browser }, use) => use(unlockContextsOf(browser)), { scope: 'worker' }],
  context: async ({ browser, device }, use) => {
    if (!device || !hasSavedDevice(device)) {
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    const saved = await startSavedDevice(browser.browserType(), device);
    await use(saved.context);
    await saved.close();
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
});
