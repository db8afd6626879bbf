/**
 * Issue 13, the patient's appointment list (/patient/{id}/schedule): the desk reaches it from the
 * patient's menu, sees the appointments by year (the current year without a heading), narrows them
 * with the filters and the search, clears them, and then, with the network off, modifies and
 * cancels an appointment through the calendar's dialog; an offline reload keeps it, and the server
 * has both changes once the device is back online. Each run uses its own patients.
 */

import { expect } from '@playwright/test';
import { clinicDay } from '#core/bucharest-time.ts';
import {
  AppointmentPopupPage,
  AppointmentServer,
  bucharestInstant,
  freeDay,
} from './support/appointment-popup.ts';
import { untilServiceWorkerControls } from './support/devices.ts';
import { RecordServer } from './support/medical-record-page.ts';
import { PatientServer } from './support/patient-form-page.ts';
import { serverPatient, uniqueLastName } from './support/patient-samples.ts';
import { PatientSchedulePage } from './support/patient-schedule-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

const DESK = 'staff@aurora.cabinet.demo';
test.use({ device: DESK });
const CARDIOLOGIST = 'doctor@aurora.cabinet.demo';
const PEDIATRICIAN = 'stefan.pop@aurora.cabinet.demo';

const appointments = new AppointmentServer();
const records = new RecordServer();
const patients = new PatientServer();

/** One of the doctor's services, booked for the patient at a free time of `day` on the server. */
async function book(
  patientId: string,
  email: string,
  day: string,
  status: 'scheduled' | 'cancelled' = 'scheduled',
): Promise<{ id: string; day: string }> {
  const doctor = await appointments.userByEmail(email);
  const [service] = await appointments.priceList(doctor.id);
  if (!service) throw new Error(`${email} offers no service`);
  for (let attempt = 1; ; attempt += 1) {
    // From 10:00, inside the clinic's hours, so the dialog may save a change to it.
    const slot = await records.freeTime(doctor.id, day, '10:00');
    try {
      const id = await appointments.insertAppointment({
        doctor_id: doctor.id,
        patient_id: patientId,
        service_id: service.serviceId,
        appointment_date: bucharestInstant(slot.day, slot.time),
        duration_minutes: 30,
        status,
      });
      return { id, day };
    } catch (error) {
      // Another test worker took the same free time meanwhile (the no-double-booking constraint).
      if ((error as { code?: string }).code !== '23P01' || attempt === 5) throw error;
    }
  }
}

test('the desk finds a patient’s appointments by year and filter, then modifies and cancels one offline', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const lastName = uniqueLastName('Programat');
  const patientId = await patients.insert(serverPatient('Irina', lastName));
  const withoutAppointments = await patients.insert(serverPatient('Ilinca', uniqueLastName('Neprogramat')));
  const thisYear = clinicDay(new Date()).slice(0, 4);
  const lastYear = String(Number(thisYear) - 1);
  const older = await book(patientId, CARDIOLOGIST, `${lastYear}-06-16`);
  const upcoming = await book(patientId, PEDIATRICIAN, freeDay(1, 'tuesday'));
  const cancelled = await book(patientId, CARDIOLOGIST, freeDay(1, 'wednesday'), 'cancelled');
  const pediatrician = await appointments.userByEmail(PEDIATRICIAN);

  await openSyncedDeviceAs(page, DESK, { waitSynced: true, at: `/patient/${withoutAppointments}/schedule` });
  const schedule = new PatientSchedulePage(page);
  await expect(schedule.empty).toHaveText('Pacientul nu are încă programări.');

  // From the patient's menu.
  await page.goto(`/patient/${patientId}/medical-record`);
  await page
    .getByRole('navigation', { name: 'Paginile pacientului' })
    .getByRole('link', { name: 'Programări' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/schedule$`));

  // Newest year first; the appointments of the current year carry no heading.
  const byYear = new Map<string, string[]>();
  for (const booked of [cancelled, upcoming, older].sort((a, b) => b.day.localeCompare(a.day))) {
    const year = booked.day.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), booked.id]);
  }
  const expected = [...byYear].map(([year, ids]) => ({ heading: year === thisYear ? '' : year, ids }));
  await expect.poll(() => schedule.groups()).toEqual(expected);
  await expect(schedule.row(cancelled.id).locator('[data-status]')).toHaveText('Anulată');
  await expect(schedule.clearFilters).toHaveCount(0);

  // A doctor, then a search that matches none of that doctor's: the filtered empty state, and its clear button.
  await schedule.filters.choose('Medic', [pediatrician.name]);
  await expect.poll(() => schedule.ids()).toEqual([upcoming.id]);
  await expect(schedule.clearFilters).toBeVisible();
  await schedule.search.fill('cardio');
  await expect(schedule.empty).toHaveText('Nicio programare nu corespunde filtrelor.');
  await schedule.clearFilters.first().click();
  await expect.poll(() => schedule.ids()).toEqual(expected.flatMap((group) => group.ids));
  await expect(schedule.search).toHaveValue('');
  await expect(schedule.clearFilters).toHaveCount(0);

  // A year: only its appointments, under its heading.
  await schedule.filters.choose('Dată', [lastYear]);
  await expect.poll(() => schedule.groups()).toEqual([{ heading: lastYear, ids: [older.id] }]);
  await schedule.filters.reset('Dată');
  await expect.poll(() => schedule.ids()).toHaveLength(3);

  // The add button books for this patient: the dialog opens with the patient chosen.
  const dialog = new AppointmentPopupPage(page);
  await page.getByRole('button', { name: 'Programare nouă', exact: true }).click();
  await expect(dialog.field('patient')).toHaveValue(new RegExp(lastName));
  await dialog.button('dismiss').click();
  await expect(dialog.popup).toBeHidden();

  // Offline: modify (a shorter visit), then cancel, through the calendar's dialog.
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  await schedule.row(upcoming.id).click();
  await expect(dialog.popup).toBeVisible();
  await dialog.choose('duration', '15 min');
  await dialog.submit();
  await expect(dialog.toast).toContainText('Programarea a fost actualizată cu succes');
  await expect(dialog.popup).toBeHidden();
  await expect(schedule.row(upcoming.id).getByTestId('schedule-duration')).toHaveText('15 min');

  await schedule.row(upcoming.id).click();
  await dialog.button('cancelAppointment').click();
  await dialog.answer('yes');
  await expect(dialog.popup).toBeHidden();
  await expect(schedule.row(upcoming.id).locator('[data-status]')).toHaveText('Anulată');

  await page.reload();
  await expect(schedule.row(upcoming.id).locator('[data-status]')).toHaveText('Anulată');
  await expect(schedule.row(upcoming.id).getByTestId('schedule-duration')).toHaveText('15 min');

  await context.setOffline(false);
  await expect
    .poll(async () => await appointments.appointment(upcoming.id), { timeout: 30_000 })
    .toMatchObject({ status: 'cancelled', duration_minutes: 15 });
});
