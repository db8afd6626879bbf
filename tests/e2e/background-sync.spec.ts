/**
 * Background sync (issue 18): a desk edits offline, closes the app, and the change reaches the
 * server when the network returns, with no page of the app open; the service worker sends it.
 *
 * Chromium decides when to fire a background sync from the machine's real network, which a
 * test's emulated offline does not change: it fires the page's registration at once, and the
 * worker's attempt then fails offline. "The network is back" is therefore delivered as the
 * browser delivers it, as a sync event to the worker (CDP ServiceWorker.dispatchSyncEvent, what
 * DevTools' "Sync" button does), after the test's network is back.
 */
import { expect, test } from '@playwright/test';
import { untilServiceWorkerControls } from './support/devices.ts';
import { PatientFormPage, PatientServer } from './support/patient-form-page.ts';
import { serverPatient, uniqueLastName } from './support/patient-samples.ts';

test('a change made offline reaches the server after every page of the app is closed, when the network returns', async ({
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

  // A tab outside the app holds the DevTools session once the app's pages are gone.
  const outside = await context.newPage();
  const cdp = await context.newCDPSession(outside);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.push(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await form.field('phone').fill('0744 000 503');
  await form.save();
  await expect(form.toast).toContainText('The patient was updated successfully');
  await expect(indicator).toContainText('Changes waiting: 1');
  await page.close();
  expect((await server.byId(id))?.phone).not.toBe('0744 000 503');

  await context.setOffline(false);
  const origin = new URL(baseURL ?? '').origin;
  const registrationId = registrations.at(-1) ?? '';
  await expect
    .poll(
      async () => {
        if ((await server.byId(id))?.phone === '0744 000 503') return 'on the server';
        await cdp.send('ServiceWorker.dispatchSyncEvent', {
          origin,
          registrationId,
          tag: 'cabinet-push',
          lastChance: false,
        });
        return (await server.byId(id))?.phone;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe('on the server');
  expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
});
