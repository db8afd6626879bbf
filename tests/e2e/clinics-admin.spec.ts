/**
 * Issue 14, a super administrator's clinics: the add button opens a new clinic, whose form keeps
 * what was typed while offline and says creating needs the internet; the created clinic is on the
 * server and in the list; Edit changes its city and status; delete asks first and leaves a
 * tombstone the list no longer shows. The super administrator is the test's own, so the demo one
 * keeps its clinic context for the other files.
 */

import { expect } from '@playwright/test';
import { ClinicFormPage } from './support/clinic-form-page.ts';
import { createOwnClinic, createSuperAdmin } from './support/own-clinic.ts';
import { uniqueLastName } from './support/patient-samples.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

async function serverClinic(name: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await serverAdmin().from('clinics').select('*').eq('name', name).maybeSingle();
  if (error) throw error;
  return data as Record<string, unknown> | null;
}

test('a super administrator creates a clinic (not while offline), edits it and deletes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = await createSuperAdmin();
  const name = `Clinica ${uniqueLastName('Noua')}`;
  await openSyncedDeviceAs(page, email, { landing: /\/clinics$/ });

  await page.getByRole('button', { name: 'Clinică nouă', exact: true }).click();
  await expect(page).toHaveURL(/\/clinics\/new$/);
  const form = new ClinicFormPage(page);
  await expectAccessible(page);
  await checkTabletLayouts(page);

  // A wrong tax code and a closed week are refused, nothing created.
  await form.field('Nume clinică').fill(name);
  await form.field('Companie').fill('Noua Medical SRL');
  await form.field('Cod fiscal').fill('RO31245672');
  await form.field('Adresă').fill('Bd. Independenței 5');
  await form.save();
  await expect(page.getByText('Codul fiscal nu este valid')).toBeVisible();
  await expect(page.getByTestId('schedule-error')).toHaveText(
    'Clinica trebuie să fie deschisă cel puțin o zi pe săptămână',
  );
  await expect(form.field('Cod fiscal')).toBeFocused();

  await form.field('Cod fiscal').fill('RO31245671');
  await form.field('Oraș').fill('Brașov');
  await form.setHours('monday', '08:00', '16:00');

  // Offline: saving waits for the internet, and what was typed stays.
  await context.setOffline(true);
  await expect(page.getByTestId('clinic-offline')).toBeVisible();
  await expect(form.saveButton).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByTestId('clinic-offline')).toHaveCount(0);
  await expect(form.field('Nume clinică')).toHaveValue(name);
  await form.save();
  await expect(form.toast).toContainText('Clinica a fost creată cu succes');
  await expect(page).toHaveURL(/\/clinics$/);
  await expect
    .poll(() => serverClinic(name))
    .toMatchObject({
      city: 'Brașov',
      tax_code: 'RO31245671',
      status: 'active',
      schedule: expect.objectContaining({ monday: { open: true, start: '08:00', end: '16:00' } }),
    });

  // Edit: the city and the status.
  await page.getByRole('searchbox', { name: 'Caută clinici' }).fill(name);
  await page.getByRole('link', { name: `Editează ${name}` }).click();
  await expect(page).toHaveURL(/\/clinics\/[0-9a-f-]+$/);
  await expect(form.field('Nume clinică')).toHaveValue(name);
  await form.field('Oraș').fill('Brașov-Centru');
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Inactivă', exact: true }).click();
  await form.save();
  await expect(form.toast).toContainText('Clinica a fost actualizată cu succes');
  await expect.poll(() => serverClinic(name)).toMatchObject({ city: 'Brașov-Centru', status: 'inactive' });

  // Delete asks first; then the clinic is a tombstone and leaves the list.
  await page.getByRole('searchbox', { name: 'Caută clinici' }).fill(name);
  await page.getByRole('link', { name: `Editează ${name}` }).click();
  await page.getByRole('button', { name: 'Șterge clinica', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Ștergeți clinica?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Da', exact: true }).click();
  await expect(form.toast).toContainText('Clinica a fost ștearsă cu succes');
  await expect(page).toHaveURL(/\/clinics$/);
  await expect.poll(async () => (await serverClinic(name))?.deleted).toBe(true);
  await page.getByRole('searchbox', { name: 'Caută clinici' }).fill(name);
  await expect(page.getByRole('link', { name: `Editează ${name}` })).toHaveCount(0);
});

test('the members of a deleted clinic can no longer open it', async ({ page, browser }) => {
  const clinic = await createOwnClinic('Inchisa');
  const email = await createSuperAdmin();
  await openSyncedDeviceAs(page, email, { landing: /\/clinics$/ });
  await page.getByRole('searchbox', { name: 'Caută clinici' }).fill(clinic.clinicName);
  await page.getByRole('link', { name: `Editează ${clinic.clinicName}` }).click();
  await expect(new ClinicFormPage(page).field('Nume clinică')).toHaveValue(clinic.clinicName);
  await page.getByRole('button', { name: 'Șterge clinica', exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Da', exact: true }).click();
  await expect(page).toHaveURL(/\/clinics$/);

  const context = await browser.newContext();
  try {
    const member = await context.newPage();
    await openSyncedDeviceAs(member, clinic.adminEmail);
    await expect(member.getByTestId('clinic-deleted')).toContainText('Clinica nu mai este disponibilă');
    await expect(member.getByRole('navigation')).toHaveCount(0);
    await expectAccessible(member);
  } finally {
    await context.close();
  }
});
