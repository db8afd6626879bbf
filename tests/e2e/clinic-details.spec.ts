/**
 * Issue 14, the own clinic's week drives booking: an admin closes Saturday and sets Monday to
 * 10:00–14:00 with the network off (a closing time before the opening time is refused first, with
 * nothing saved); the calendar shows the new week at once, the booking now outside the hours is
 * listed with a link to it, and this device's slot picker has it; back online another device,
 * open on that week all along, follows in its calendar and slot picker.
 * The clinic is the test's own (support/own-clinic.ts), so the demo clinics keep their hours.
 */

import { expect } from '@playwright/test';
import { addDays } from '#core/calendar-days.ts';
import {
  AppointmentPopupPage,
  AppointmentServer,
  bucharestInstant,
  freeDay,
} from './support/appointment-popup.ts';
import { ClinicFormPage } from './support/clinic-form-page.ts';
import { untilServiceWorkerControls } from './support/devices.ts';
import { bookInOwnClinic, createOwnClinic } from './support/own-clinic.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { openAnotherSyncedDevice, openSyncedDeviceAs, test } from './support/synced-device.ts';

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

const appointments = new AppointmentServer();

async function clinicWeek(
  clinicId: string,
): Promise<Record<string, { open: boolean; start: string; end: string }>> {
  const { data, error } = await serverAdmin().from('clinics').select('schedule').eq('id', clinicId).single();
  if (error) throw error;
  return (data as { schedule: Record<string, { open: boolean; start: string; end: string }> }).schedule;
}

test('an admin changes the week offline; the calendar follows at once, a booking outside it is listed, another device follows after sync', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const clinic = await createOwnClinic('Program');
  const monday = freeDay(0, 'monday');
  const saturday = addDays(monday, 5);
  const book = (time: string) => bookInOwnClinic(clinic, bucharestInstant(monday, time));
  const early = await book('09:00');
  const inside = await book('11:00');

  await openSyncedDeviceAs(page, clinic.adminEmail, { waitSynced: true, at: '/configurator/clinic-details' });
  const form = new ClinicFormPage(page);
  await expect(form.field('Nume clinică')).toHaveValue(clinic.clinicName);
  await expect(form.day('saturday')).toHaveAttribute('data-open', 'true');
  await expectAccessible(page);
  await checkTabletLayouts(page);
  await untilServiceWorkerControls(page);

  // Another device already open on that week, before the change.
  const other = await openAnotherSyncedDevice(browser, clinic.adminEmail);
  const otherPopup = new AppointmentPopupPage(other.page);
  const otherSaturday = other.page.locator(`[data-testid="day-header"][data-day="${saturday}"]`);
  await otherPopup.openCalendar({ week: monday, doctor: clinic.doctorId });
  await expect(otherSaturday).toBeVisible();
  await expect(otherSaturday).not.toContainText('Închis');

  await context.setOffline(true);
  // A day that closes before it opens is refused under that day, focused, and nothing is stored.
  await form.setHours('monday', '14:00', '10:00');
  await form.save();
  await expect(form.dayMessage('monday')).toHaveText(
    'Ora de închidere trebuie să fie după ora de deschidere',
  );
  await expect(form.day('monday').getByRole('combobox', { name: 'Închide la' })).toBeFocused();

  await form.setHours('monday', '10:00', '14:00');
  await form.setOpen('saturday', false);
  await form.save();
  await expect(form.toast).toContainText('Detaliile clinicii au fost salvate cu succes');
  await expect(form.outsideHours).toContainText('1 programare este în afara noului program');
  await expect(form.outsideHours.locator(`[data-appointment-id="${early}"]`)).toBeVisible();
  await expect(form.outsideHours.locator(`[data-appointment-id="${inside}"]`)).toHaveCount(0);

  // Still offline, the link leads to the booking's week, which already has the new hours.
  await form.outsideHours.locator(`[data-appointment-id="${early}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/appointments\\?.*week=${monday}`));
  await expect(page.locator(`[data-testid="day-header"][data-day="${saturday}"]`)).toContainText('Închis');
  await expect(page.locator(`[data-day-column="${monday}"] [data-testid="closed-band"]`)).toHaveCount(2);
  await expect(
    page.locator(`[data-testid="appointment-block"][data-appointment-id="${early}"]`),
  ).toBeVisible();
  // This device's slot picker has the new week too.
  const popup = new AppointmentPopupPage(page);
  await popup.openNew();
  await popup.choose('service', new RegExp(clinic.serviceName));
  await popup.setDate(monday);
  await expect(popup.openingHours).toHaveText('Deschis între 10:00 și 14:00');
  await popup.setDate(saturday);
  await expect(popup.openingHours).toHaveText('Clinica este închisă în această zi');

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const week = await clinicWeek(clinic.clinicId);
        return [week.monday, week.saturday?.open];
      },
      { timeout: 30_000 },
    )
    .toEqual([{ open: true, start: '10:00', end: '14:00' }, false]);
  // The booking outside the new hours is still booked.
  expect(await appointments.appointment(early)).toMatchObject({ status: 'scheduled' });

  // The device that was open follows through its sync, without a reload.
  try {
    await expect(otherSaturday).toContainText('Închis', { timeout: 30_000 });
    await otherPopup.openNew();
    await otherPopup.choose('service', new RegExp(clinic.serviceName));
    await otherPopup.setDate(monday);
    await expect(otherPopup.openingHours).toHaveText('Deschis între 10:00 și 14:00');
    await otherPopup.field('time').click();
    await expect(other.page.getByRole('option').first()).toHaveText(/^10:00/);
    await other.page.getByRole('option').first().click();
    await otherPopup.setDate(saturday);
    await expect(otherPopup.openingHours).toHaveText('Clinica este închisă în această zi');
  } finally {
    await other.close();
  }
});

test('the clinic’s administrator sees appointment emails stuck on the server, and why', async ({ page }) => {
  const clinic = await createOwnClinic('Emailuri');
  const appointment = await bookInOwnClinic(clinic, bucharestInstant(freeDay(0, 'tuesday'), '11:00'));
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  // One left 'sending' by a lost sender 20 minutes after it was queued, one given up on.
  const { error } = await serverAdmin()
    .from('email_outbox')
    .insert([
      {
        appointment_id: appointment,
        kind: 'updated',
        status: 'sending',
        attempts: 1,
        created_at: minutesAgo(20),
        claimed_at: new Date().toISOString(),
      },
      {
        appointment_id: appointment,
        kind: 'updated',
        status: 'failed',
        attempts: 5,
        created_at: minutesAgo(60),
        claimed_at: minutesAgo(50),
        last_error: 'SMTP 550: mailbox unavailable',
      },
    ]);
  expect(error).toBeNull();

  await openSyncedDeviceAs(page, clinic.adminEmail, { waitSynced: true, at: '/configurator/clinic-details' });
  const notice = page.getByTestId('email-delivery');
  await expect(notice.getByRole('heading')).toHaveText('Emailurile programărilor nu pleacă toate');
  await expect(page.getByTestId('email-delivery-waiting')).toContainText(
    '1 email către pacienți așteaptă de peste 15 minute',
  );
  await expect(page.getByTestId('email-delivery-waiting')).toContainText(
    'Trimiterea automată nu este configurată pe server',
  );
  await expect(page.getByTestId('email-delivery-failed')).toHaveText(
    '1 email nu a putut fi trimis în ultimele 7 zile (ultima eroare: SMTP 550: mailbox unavailable).',
  );
  await expectAccessible(page);
  await checkTabletLayouts(page);
});
