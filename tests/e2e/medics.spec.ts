/**
 * Issue 15, users with real sign-in accounts: an admin creates a doctor (offline the form says the
 * server is needed and keeps what was typed); the invitation arrives in the mail catcher; the new
 * doctor chooses a password from the link, signs in, lands on the calendar with their own column
 * and sees only their clinic. The admin deactivates them: the doctor's next request is refused,
 * the app sends them to sign-in with their unsent change kept, sign-in is refused until the
 * account is active again, and then the change reaches the server. A super_admin creates an admin
 * for another clinic through /medics/new/{clinic}. Doctors see the list read only.
 */

import { expect } from '@playwright/test';
import { untilServiceWorkerControls, withServiceWorker } from './support/devices.ts';
import { waitForMail } from './support/mail-catcher.ts';
import { choosePassword, invitationLink, MedicsPage, serverUserByEmail } from './support/medics-page.ts';
import { createOwnClinic, createSuperAdmin } from './support/own-clinic.ts';
import { PatientFormPage } from './support/patient-form-page.ts';
import { newPatient, uniqueLastName } from './support/patient-samples.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { SignInPage, useLocale } from './support/sign-in-page.ts';
import { openAnotherSyncedDevice, openSyncedDeviceAs, test } from './support/synced-device.ts';

const NEW_PASSWORD = 'parola-medic-1';

const letters = (text: string) => text.replace(/\d/g, '');

withServiceWorker(() => {
  test('an admin creates a doctor who signs in from the invitation; made inactive, they are sent to sign-in and keep their unsent change', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(240_000);
    const clinic = await createOwnClinic('Utilizatori');
    const lastName = `Zamfir${letters(uniqueLastName(''))}`;
    const email = `medic-${Date.now()}@e2e.example.test`;
    const medics = new MedicsPage(page);

    await openSyncedDeviceAs(page, clinic.adminEmail, { locale: 'en', waitSynced: true, at: '/medics' });
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    // The breadcrumb names the list as the heading and the sidebar do.
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toHaveText('Users');
    await expect(medics.row(clinic.doctorName).getByTestId('role-line')).toHaveText('Doctor');
    await expectAccessible(page);
    await checkTabletLayouts(page);

    await medics.addButton.click();
    await expect(page).toHaveURL(/\/medics\/new$/);
    await medics.saveButton.click();
    await expect(medics.form.getByText('This field is required').first()).toBeVisible();
    await expectAccessible(page);

    // Offline: the form says the server is needed, Save waits, and what was typed stays.
    await context.setOffline(true);
    await expect(page.getByTestId('needs-server')).toBeVisible();
    await medics.fillNew({ firstName: 'Ana', lastName, clinicEmail: email });
    await expect(medics.saveButton).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByTestId('needs-server')).toBeHidden();
    await expect(medics.field('Last name')).toHaveValue(lastName);
    await medics.saveButton.click();
    // The server makes the sign-in, the profile and the invitation email: on a loaded CI machine,
    // with other files' devices syncing, that took longer than the default 10 s twice.
    await expect(medics.toast).toContainText(`The invitation was sent to ${email}`, { timeout: 30_000 });
    await expect(page).toHaveURL(/\/medics$/);
    await expect(medics.row(`Ana ${lastName}`)).toBeVisible({ timeout: 30_000 });
    const stored = await serverUserByEmail(email);
    expect(stored).toMatchObject({ clinic_id: clinic.clinicId, role: 'doctor', status: 'active' });
    expect(stored?.auth_user_id).toBeTruthy();

    // The new doctor, on their own device: the link, a password, the calendar, their clinic only.
    const doctorContext = await browser.newContext();
    const doctorPage = await doctorContext.newPage();
    await useLocale(doctorPage, 'en');
    try {
      await choosePassword(doctorPage, await invitationLink(email), NEW_PASSWORD);
      await openSyncedDeviceAs(doctorPage, email, { locale: 'en', password: NEW_PASSWORD, waitSynced: true });
      // Their own calendar first: the doctor picker names them and the grid is theirs.
      await expect(doctorPage.getByTestId('doctor-picker')).toContainText(`Ana ${lastName}`);
      await expect(doctorPage.getByTestId('calendar')).toHaveAttribute('data-doctor', String(stored?.id));
      await doctorPage.goto('/patients');
      await expect(doctorPage.getByRole('table').locator('tbody tr')).toHaveCount(1);
      await expect(doctorPage.getByRole('table')).toContainText(clinic.patientName);

      // An unsent change on the doctor's device.
      await untilServiceWorkerControls(doctorPage);
      await doctorContext.setOffline(true);
      const form = new PatientFormPage(doctorPage, 'en');
      const patientName = `Offline${letters(uniqueLastName(''))}`;
      await form.openNew();
      await form.fillIn(newPatient(patientName));
      await form.save();
      await expect(doctorPage).toHaveURL(/\/patients$/);

      // The admin edits the doctor's profile offline; it reaches the server once back online.
      await untilServiceWorkerControls(page);
      await context.setOffline(true);
      await medics.editLink(`Ana ${lastName}`).click();
      await expect(medics.field('Last name')).toHaveValue(lastName);
      await medics.field('Phone').fill('0744 999 888');
      await medics.saveButton.click();
      await expect(medics.toast).toContainText('The user was updated');
      await context.setOffline(false);
      await expect
        .poll(async () => (await serverUserByEmail(email))?.phone, { timeout: 30_000 })
        .toBe('0744 999 888');

      // The admin makes the doctor inactive.
      await medics.editLink(`Ana ${lastName}`).click();
      await expect(medics.field('Phone')).toHaveValue('0744 999 888');
      await expectAccessible(page);
      await medics.confirmAccountAction('Deactivate account', 'Deactivate');
      await expect(medics.toast).toContainText('The account was deactivated.');
      await expect.poll(async () => (await serverUserByEmail(email))?.status).toBe('inactive');

      // Back online, the doctor's next request is refused: to sign-in, the change kept.
      await doctorContext.setOffline(false);
      await expect(doctorPage).toHaveURL(/\/auth$/, { timeout: 60_000 });
      await expect(doctorPage.getByTestId('toast')).toContainText('Your session ended');
      const missing = await serverAdmin().from('patients').select('id').eq('last_name', patientName);
      expect(missing.data).toEqual([]);
      const signIn = new SignInPage(doctorPage);
      await signIn.signIn(email, NEW_PASSWORD);
      await expect(doctorPage.getByTestId('toast')).toContainText('The account is deactivated');

      // Active again: the doctor signs in and the change made offline reaches the server.
      await medics.accountButton('Activate account').click();
      await expect(medics.toast).toContainText('The account was activated.');
      // Reset password: a new set-password link by email.
      await medics.accountButton('Reset password').click();
      await expect(medics.toast).toContainText(`The email to choose a new password was sent to ${email}`);
      await waitForMail(
        (mail) => String(mail.to).includes(email) && mail.subject.startsWith('Resetează parola'),
      );
      await openSyncedDeviceAs(doctorPage, email, { locale: 'en', password: NEW_PASSWORD });
      await expect
        .poll(
          async () =>
            (await serverAdmin().from('patients').select('clinic_id').eq('last_name', patientName)).data,
          {
            timeout: 30_000,
          },
        )
        .toEqual([{ clinic_id: clinic.clinicId }]);
    } finally {
      await doctorContext.close();
    }
  });
});

test('a super_admin creates an admin for another clinic through /medics/new/{clinic}', async ({ page }) => {
  test.setTimeout(120_000);
  const clinic = await createOwnClinic('Administrare');
  const superAdmin = await createSuperAdmin();
  const email = `admin-${Date.now()}@e2e.example.test`;
  const medics = new MedicsPage(page);
  await openSyncedDeviceAs(page, superAdmin, { locale: 'en', at: `/medics/new/${clinic.clinicId}` });
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
  await medics.fillNew({
    role: 'Administrator',
    firstName: 'Ioan',
    lastName: 'Administrat',
    clinicEmail: email,
  });
  await medics.saveButton.click();
  // The server makes the sign-in, the profile and the invitation email: on a loaded CI machine,
  // with other files' devices syncing, that took longer than the default 10 s twice.
  await expect(medics.toast).toContainText(`The invitation was sent to ${email}`, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/clinics$/);
  expect(await serverUserByEmail(email)).toMatchObject({ clinic_id: clinic.clinicId, role: 'admin' });
  expect(await invitationLink(email)).toContain('/auth/v1/verify');
});

test('a doctor sees the medics read only and cannot open the form', async ({ browser }) => {
  const doctor = await openAnotherSyncedDevice(browser, 'doctor@aurora.cabinet.demo', { locale: 'en' });
  try {
    const { page } = doctor;
    await page.goto('/medics');
    await expect(page.getByRole('heading', { level: 1, name: 'Medics' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toHaveText('Medics');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('role-line')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
    await page.goto('/medics/new');
    await expect(page).toHaveURL(/\/medics$/);
  } finally {
    await doctor.close();
  }
});

test('a medic the server could not delete: the spec’s message, and the medic stays', async ({ page }) => {
  const clinic = await createOwnClinic('Stergere', { doctorSignsIn: true });
  if (!clinic.doctorEmail) throw new Error('no doctor sign-in');
  const medics = new MedicsPage(page);
  await openSyncedDeviceAs(page, clinic.adminEmail, {
    locale: 'en',
    waitSynced: true,
    at: `/medics/${clinic.doctorId}`,
  });
  // The user-accounts function fails on the server (a 500 with no refusal code of its own).
  await page.route('**/functions/v1/user-accounts', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"database unavailable"}' }),
  );
  await medics.confirmAccountAction('Delete account', 'Delete');
  await expect(medics.toast).toContainText('The medic could not be deleted');
  await expect(page).toHaveURL(new RegExp(`/medics/${clinic.doctorId}$`));
  expect(await serverUserByEmail(clinic.doctorEmail)).toMatchObject({ deleted: false, status: 'active' });
});

test('an admin cannot change another admin’s profile, which the server would refuse, but edits their own', async ({
  page,
}) => {
  const clinic = await createOwnClinic('Admini');
  const otherAdmin = crypto.randomUUID();
  const { error } = await serverAdmin().from('users').insert({
    id: otherAdmin,
    clinic_id: clinic.clinicId,
    role: 'admin',
    name: 'Alt Administrator',
    first_name: 'Alt',
    last_name: 'Administrator',
  });
  expect(error).toBeNull();
  const medics = new MedicsPage(page);
  await openSyncedDeviceAs(page, clinic.adminEmail, {
    locale: 'en',
    waitSynced: true,
    at: `/medics/${otherAdmin}`,
  });
  await expect(page.getByTestId('medic-not-editable')).toContainText('You may not change this user');
  await expect(medics.saveButton).toHaveCount(0);
  await expectAccessible(page);
  await checkTabletLayouts(page);

  // Their own profile: saved, and the role stays theirs (the only one offered).
  const { data: own } = await serverAdmin()
    .from('users')
    .select('id')
    .eq('email', clinic.adminEmail)
    .single();
  const ownId = (own as { id: string }).id;
  await page.goto(`/medics/${ownId}`);
  await expect(medics.form.getByRole('combobox', { name: /^Role/ })).toContainText('Administrator');
  await medics.field('Phone').fill('0744 123 456');
  // What the form asks of every user, an administrator too.
  await medics.choose('Sex', 'Female');
  await medics.choose('Specialization', 'Cardiology');
  await medics.choose('Professional grade', 'Specialist');
  await medics.choose('Collaboration type', 'Internal');
  await medics.saveButton.click();
  await expect(medics.toast).toContainText('The user was updated');
  await expect
    .poll(async () => (await serverUserByEmail(clinic.adminEmail))?.phone, { timeout: 15_000 })
    .toBe('0744 123 456');
  expect(await serverUserByEmail(clinic.adminEmail)).toMatchObject({ role: 'admin' });
});
