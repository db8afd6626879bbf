/**
 * The desk's walk-in journey, offline or not: register a new patient with the form, then book them
 * into a cell of the doctor's calendar. Each step waits for what the user would see.
 */
import { expect, type Page } from '@playwright/test';
import { AppointmentPopupPage } from './appointment-popup.ts';
import { PatientFormPage } from './patient-form-page.ts';
import { newPatient } from './patient-samples.ts';

export interface WalkIn {
  firstName: string;
  lastName: string;
  email: string;
}

/** Registers the walk-in through the new-patient form (English) and waits for the list. */
export async function registerWalkIn(page: Page, walkIn: WalkIn): Promise<void> {
  const form = new PatientFormPage(page, 'en');
  await form.openNew();
  await form.fillIn({
    ...newPatient(walkIn.lastName),
    first_name: walkIn.firstName,
    email: walkIn.email,
  });
  await form.save();
  await expect(page).toHaveURL(/\/patients$/);
}

/**
 * Books the walk-in at `hour` on `day` with the doctor, from the calendar (works offline: the grid
 * comes from the device); answers the booking's id, read from its block.
 */
export async function bookWalkIn(
  page: Page,
  booking: { walkIn: WalkIn; doctorId: string; day: string; hour: number },
): Promise<string> {
  const popup = new AppointmentPopupPage(page, 'en');
  await page.goto(`/appointments?week=${booking.day}&doctor=${booking.doctorId}`);
  await page
    .locator(`[data-testid="calendar-cell"][data-day="${booking.day}"][data-hour="${booking.hour}"]`)
    .click({ position: { x: 10, y: 2 } });
  await expect(popup.popup).toBeVisible();
  await popup.choose('service', / · /);
  const name = `${booking.walkIn.firstName} ${booking.walkIn.lastName}`;
  await popup.pickPatient(booking.walkIn.lastName, name);
  await popup.submit();
  await expect(popup.popup).toBeHidden();
  const time = `${String(booking.hour).padStart(2, '0')}:00`;
  const block = popup.blockAt(booking.day, time);
  await expect(block).toContainText(name);
  const id = await block.getAttribute('data-appointment-id');
  if (!id) throw new Error('the booking has no id on its block');
  return id;
}
