/**
 * A test starts on a device that already holds its account's clinic: the setup project
 * (devices.setup.ts) signed each demo account in once through the form, first-synced and saved
 * the device (device-snapshot.ts); `openSyncedDeviceAs` puts that device into the test's context
 * with a session of the test's own, minted over HTTP (the local stack ends a session whose
 * refresh token is used twice, so two tests never share one), and opens the app on it. The app
 * then catches up with what earlier tests changed, as a tablet back from a weekend does.
 *
 * Accounts without a saved device (a clinic a test made for itself) sign in through the form.
 * The tests about signing in and the first sync use `signInAs` itself.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { APP_CONFIG_PATH } from '#core/app-config.ts';
import { LOCAL_ANON_KEY } from '#lib/app-env.ts';
import { restoreDeviceSnapshot, takeDeviceSnapshot } from './device-snapshot.ts';
import { API_URL, DEVICES_URL } from './e2e-stack-config.ts';
import { DEMO_PASSWORD, type SignInAsOptions, signInAs, untilSynced } from './sign-in-page.ts';

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

const deviceFileName = (email: string) => `${email}.json`;
const deviceFile = (email: string) => path.join(SYNCED_DEVICES_DIR, deviceFileName(email));
const savedDeviceUrl = (email: string) => `${DEVICES_URL}/${encodeURIComponent(deviceFileName(email))}`;

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

/** Saves the device of a page signed in and synced (the setup project); the app is left first. */
export async function saveSyncedDevice(page: Page, email: string): Promise<void> {
  await page.goto(QUIET_PATH);
  const snapshot = await takeDeviceSnapshot(page);
  await mkdir(SYNCED_DEVICES_DIR, { recursive: true });
  await writeFile(deviceFile(email), JSON.stringify(snapshot));
}

/**
 * Opens the app at `at` (default: the account's landing page) on a device signed in as `email`
 * and synced, in a context that has not opened the app yet. With `waitSynced` it also waits for
 * the catch-up with the server (the sync indicator reads synced).
 */
export async function openSyncedDeviceAs(
  page: Page,
  email: string,
  options: SignInAsOptions = {},
): Promise<void> {
  if (!existsSync(deviceFile(email)) || options.password) {
    await signInAs(page, email, options);
    return;
  }
  const { locale, landing = /\/appointments$/, waitSynced = false, at } = options;
  const [session] = await Promise.all([mintSession(email), page.goto(QUIET_PATH)]);
  await restoreDeviceSnapshot(page, savedDeviceUrl(email), { sessionKey: SESSION_KEY, value: session });
  if (locale) await page.evaluate((value) => window.localStorage.setItem('cabinet.locale', value), locale);
  await page.goto(at ?? '/');
  if (!at) await expect(page).toHaveURL(landing);
  if (waitSynced) await untilSynced(page);
}

/** Another device (its own browser context, so its own storage), signed in and synced. */
export async function openAnotherSyncedDevice(
  browser: Browser,
  email: string,
  options: SignInAsOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSyncedDeviceAs(page, email, { waitSynced: true, ...options });
  return { page, close: () => context.close() };
}
