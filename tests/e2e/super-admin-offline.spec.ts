/**
 * Issue 37, point 4: the super administrator offline. A clinic this device has synced opens from
 * /clinics with the network off, its local data at once; a change made there waits, and when the
 * network returns the server's clinic context follows before that change is sent. A clinic never
 * opened here says it needs the network. The list says it could not load the clinics when neither
 * the server nor the device has them.
 */
import { expect } from '@playwright/test';
import { ClinicsPage } from './support/clinics-page.ts';
import { untilServiceWorkerControls } from './support/devices.ts';
import { createOwnClinic, createSuperAdmin } from './support/own-clinic.ts';
import { PatientFormPage } from './support/patient-form-page.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { untilAppShows } from './support/sign-in-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

async function serverContextOf(email: string): Promise<string | null> {
  const { data, error } = await serverAdmin().from('users').select('clinic_id').eq('email', email).single();
  if (error) throw error;
  return (data as { clinic_id: string | null }).clinic_id;
}

async function serverPhoneOf(patientId: string): Promise<string | null> {
  const { data, error } = await serverAdmin().from('patients').select('phone').eq('id', patientId).single();
  if (error) throw error;
  return (data as { phone: string | null }).phone;
}

test('a clinic on the device opens from /clinics offline; the server’s context follows before its change is sent', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const clinic = await createOwnClinic('Deconectat');
  const never = await createOwnClinic('Neatinsa');
  const superAdmin = await createSuperAdmin();
  await openSyncedDeviceAs(page, superAdmin, { locale: 'en', landing: /\/clinics$/ });
  const clinics = new ClinicsPage(page);

  // Online once: the clinic is synced to this device.
  await clinics.search.fill(clinic.clinicName);
  await clinics.row(clinic.clinicName).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
    timeout: 30_000,
  });
  await untilServiceWorkerControls(page);

  // Back to the list, online: the server's context is cleared.
  await page.goto('/clinics');
  await untilAppShows(page);
  await expect.poll(() => serverContextOf(superAdmin)).toBeNull();

  await context.setOffline(true);
  // A clinic never opened here cannot open without the network, and says so.
  await clinics.search.fill(never.clinicName);
  await clinics.row(never.clinicName).click();
  await expect(page.getByTestId('toast')).toContainText(
    `${never.clinicName} is not on this device yet: opening it the first time needs the network.`,
  );
  await expect(page).toHaveURL(/\/clinics/);

  // The synced one opens on its local data.
  await clinics.search.fill(clinic.clinicName);
  await clinics.row(clinic.clinicName).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByRole('row', { name: new RegExp(clinic.patientName) })).toBeVisible();
  await expect(page.getByTestId('clinic-name')).toHaveText(clinic.clinicName.toUpperCase());

  // A change made offline waits; the server still has no context for this user.
  const form = new PatientFormPage(page, 'en');
  await form.openEdit(clinic.patientId);
  await expect(form.field('phone')).toBeVisible();
  await form.type('phone', '0733 111 222');
  await form.save();
  await expect(form.toast).toContainText('The patient was updated successfully');
  expect(await serverContextOf(superAdmin)).toBeNull();

  // The network returns: the context first, then the change.
  await context.setOffline(false);
  await expect.poll(() => serverContextOf(superAdmin), { timeout: 30_000 }).toBe(clinic.clinicId);
  await expect.poll(() => serverPhoneOf(clinic.patientId), { timeout: 30_000 }).toBe('0733 111 222');
});

test('the clinics list says it could not load the clinics when neither the server nor the device has them', async ({
  page,
}) => {
  const superAdmin = await createSuperAdmin();
  await openSyncedDeviceAs(page, superAdmin, { locale: 'en', landing: /\/clinics$/ });
  // The list has loaded (and been remembered) before the remembered copy is taken away.
  await expect(new ClinicsPage(page).row('Clinica Aurora')).toBeVisible();
  // Nothing remembered, and the server's answer fails.
  await page.evaluate(() => window.localStorage.removeItem('cabinet.clinics-list'));
  // On the context: the app's requests pass through its service worker, which page.route misses.
  await page.context().route(/\/rest\/v1\/clinics\?/, (route) => route.abort('failed'));
  await page.reload();
  await expect(page.getByRole('table', { name: 'Clinics' }).getByRole('alert')).toHaveText(
    'The clinics could not be loaded',
  );
  await expectAccessible(page);
  await checkTabletLayouts(page);
});
