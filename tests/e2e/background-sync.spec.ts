/**
 * Background sync (issue 18) on a tablet that seals its data (issue 40): a desk edits offline and
 * closes the app; when the network returns the browser wakes the service worker, which holds no
 * key and no page gives one, so the sealed database stays closed and the change waits on the
 * device (decision 0043). It reaches the server once the app is opened and unlocked. A walk-in
 * and their booking made offline go the same way, the booking after its patient (issue 34).
 *
 * Chromium decides when to fire a background sync from the machine's real network, which a
 * test's emulated offline does not change: it fires the page's registration at once, and the
 * worker's attempt then fails offline. "The network is back" is therefore delivered as the
 * browser delivers it, as a sync event to the worker (CDP ServiceWorker.dispatchSyncEvent, what
 * DevTools' "Sync" button does), after the test's network is back.
 */
import { randomBytes } from 'node:crypto';
import { type BrowserContext, type CDPSession, expect, type Page } from '@playwright/test';
import { AppointmentPopupPage, AppointmentServer, freeDay } from './support/appointment-popup.ts';
import { stopUnlocking, unlockWhenLocked } from './support/device-lock.ts';
import { untilServiceWorkerControls } from './support/devices.ts';
import { PatientFormPage, PatientServer } from './support/patient-form-page.ts';
import { serverPatient, uniqueLastName } from './support/patient-samples.ts';
import { untilSynced } from './support/sign-in-page.ts';
import { test } from './support/synced-device.ts';
import { bookWalkIn, registerWalkIn } from './support/walk-in.ts';

test.use({ device: 'staff@aurora.cabinet.demo' });

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

/**
 * A tab outside the app holds the DevTools session once the app's pages are gone; it reports the
 * service worker's registration, to which the test hands the browser's sync event.
 */
async function serviceWorkerSession(
  context: BrowserContext,
): Promise<{ cdp: CDPSession; registration: () => string }> {
  const outside = await context.newPage();
  const cdp = await context.newCDPSession(outside);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.push(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  return { cdp, registration: () => registrations.at(-1) ?? '' };
}

/** "The network is back", delivered to the worker as the browser delivers it. */
async function syncInBackground(
  worker: { cdp: CDPSession; registration: () => string },
  origin: string,
): Promise<void> {
  await worker.cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: worker.registration(),
    tag: 'cabinet-push',
    lastChance: false,
  });
}

/**
 * The app opened again: while it shows the lock screen its database is closed and nothing has
 * left; the PIN opens it and the changes go.
 */
async function reopenLockedThenUnlock(
  context: BrowserContext,
  arrived: () => Promise<boolean>,
): Promise<void> {
  const page = await context.newPage();
  await stopUnlocking(page);
  await page.goto('/');
  await expect(page.getByTestId('lock-screen')).toBeVisible();
  expect(await arrived()).toBe(false);
  await unlockWhenLocked(page);
  await untilSynced(page);
  await expect.poll(arrived, { timeout: 30_000 }).toBe(true);
}

async function onlyBlankLeft(context: BrowserContext, page: Page): Promise<void> {
  expect(page.isClosed()).toBe(true);
  expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
}

test('a change made offline waits sealed while no page of the app is open, and reaches the server at the next unlock', async ({
  page,
  context,
  baseURL,
}) => {
  const server = new PatientServer();
  const id = await server.insert(serverPatient('Sorin', uniqueLastName('Fundalescu')));
  const form = PatientFormPage.asDesk(page, 'en');
  await form.openEdit(id);
  await expect(form.field('phone')).toHaveValue(/\d/, { timeout: 15_000 });
  const indicator = page.getByTestId('sync-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
  await untilServiceWorkerControls(page);

  const worker = await serviceWorkerSession(context);

  await context.setOffline(true);
  await form.field('phone').fill('0744 000 503');
  await form.save();
  await expect(form.toast).toContainText('The patient was updated successfully');
  await expect(indicator).toContainText('Changes waiting: 1');
  await page.close();
  expect((await server.byId(id))?.phone).not.toBe('0744 000 503');

  await context.setOffline(false);
  await onlyBlankLeft(context, page);
  await syncInBackground(worker, new URL(baseURL ?? '').origin);
  await reopenLockedThenUnlock(context, async () => (await server.byId(id))?.phone === '0744 000 503');
});

test('a walk-in and their booking made offline wait while no page is open, then reach the server in order at the next unlock', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const server = new PatientServer();
  const appointments = new AppointmentServer();
  const doctor = await appointments.userByEmail('stefan.pop@aurora.cabinet.demo');
  const day = freeDay(90 + test.info().repeatEachIndex * 3 + test.info().parallelIndex, 'friday');
  const lastName = `Fundal${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const popup = AppointmentPopupPage.asDesk(page, 'en');
  await popup.openCalendar({ week: day, doctor: doctor.id });
  await untilServiceWorkerControls(page);
  const worker = await serviceWorkerSession(context);

  await context.setOffline(true);
  const walkIn = { firstName: 'Radu', lastName, email: `${lastName.toLowerCase()}@background.test` };
  await registerWalkIn(page, walkIn);
  const bookingId = await bookWalkIn(page, { walkIn, doctorId: doctor.id, day, hour: 15 });
  await expect(page.getByTestId('sync-indicator')).toContainText('Changes waiting: 2');
  await page.close();

  await context.setOffline(false);
  await onlyBlankLeft(context, page);
  await syncInBackground(worker, new URL(baseURL ?? '').origin);
  await reopenLockedThenUnlock(
    context,
    async () => (await appointments.appointment(bookingId))?.status === 'scheduled',
  );
  const [patient] = await server.byLastName(lastName);
  expect((await appointments.appointment(bookingId))?.patient_id).toBe(patient?.id);
});
