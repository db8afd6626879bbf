/**
 * Issue 13, the medical history: a doctor fills in the general information (the BMI follows) and
 * the lists through the condition dialog, whose bad input gets a clear message and saves nothing;
 * an allergy added offline survives a reload and reaches the server on reconnect; the desk reads
 * the history and cannot change it. Accessibility and the tablet layouts are checked.
 */

import { expect } from '@playwright/test';
import { untilServiceWorkerControls } from './support/devices.ts';
import { MedicalHistoryPage } from './support/medical-history-page.ts';
import { PatientServer } from './support/patient-form-page.ts';
import { serverPatient, uniqueLastName } from './support/patient-samples.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { openAnotherSyncedDevice, openSyncedDeviceAs, test } from './support/synced-device.ts';

test.use({ device: 'doctor@aurora.cabinet.demo' });

// Every journey here needs the service worker: the config runs this file with it allowed
// (SERVICE_WORKER_FILES in support/e2e-browsers.ts).

const server = new PatientServer();
const thisYear = String(new Date().getFullYear());
const lastYear = String(new Date().getFullYear() - 1);

test('a doctor records the medical history, offline too, and the desk only reads it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const patientId = await server.insert(serverPatient('Istoria', uniqueLastName('Medicalescu')));
  await openSyncedDeviceAs(page, 'doctor@aurora.cabinet.demo', {
    locale: 'en',
    waitSynced: true,
    at: `/patient/${patientId}/medical-history`,
  });
  const history = new MedicalHistoryPage(page);
  await expect(page.getByRole('heading', { level: 2, name: 'General information' })).toBeVisible();
  await expectAccessible(page);
  await checkTabletLayouts(page, () => history.open(patientId));
  await page.setViewportSize({ width: 1280, height: 900 });
  await history.open(patientId);

  // The general information: the BMI and its class follow height and weight.
  await history.field('Height (cm)').fill('180');
  await history.field('Weight (kg)').fill('72');
  await expect(history.bmi).toHaveText('22.2 · Normal weight');
  await history.field('Weight (kg)').fill('81');
  await expect(history.bmi).toHaveText('25 · Overweight');
  // Only a current smoker is asked since when (spec part 2 §9).
  await history.choose('Smoker', 'Former smoker');
  await expect(history.field('Smoker since')).toHaveCount(0);
  await history.choose('Smoker', 'Smoker');
  await history.field('Smoker since').fill('2001');
  await page.getByRole('button', { name: 'Save the general information' }).click();
  await expect(history.toast).toContainText('The general information was saved successfully');
  await expect
    .poll(async () => {
      const row = await server.byId(patientId);
      return [row?.height, row?.weight, row?.imc, row?.smoker_status, row?.smoker_since];
    })
    .toEqual([180, 81, 25, 'current', 2001]);

  // The dialog refuses bad input with a message, and saves nothing.
  await history.fillNew('Add Allergy', { name: '' });
  await history.save();
  await expect(history.dialog).toContainText('Allergy is required');
  await expect(history.dialog).toContainText('The start year is required');
  await history.dialog.getByRole('textbox').first().fill('pollen');
  await history.choose('Start year', thisYear, history.dialog);
  await history.choose('End year', lastYear, history.dialog);
  await history.save();
  await expect(history.dialog).toContainText('The end year cannot be before the start year');
  await expectAccessible(page);
  await history.choose('End year', 'Present', history.dialog);
  await history.save();
  await expect(history.dialog).toBeHidden();
  await expect(history.toast).toContainText('The medical conditions were updated successfully');
  await expect(history.entries('Allergies')).toHaveCount(1);
  await expect(history.entries('Allergies').first()).toContainText('Pollen');
  await expect(history.entries('Allergies').first()).toContainText(`${thisYear} – Present · Active`);

  // Edited in place.
  await history.section('Allergies').getByRole('button', { name: 'Edit Pollen' }).click();
  await history.dialog.getByRole('textbox').first().fill('Pollen (birch)');
  await history.save();
  await expect(history.entries('Allergies').first()).toContainText('Pollen (birch)');

  // Offline: a chronic condition, kept through a reload, sent on reconnect.
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  await history.fillNew('Add Condition', { name: 'Astm', start: lastYear });
  await history.save();
  await expect(history.entries('Chronic conditions')).toHaveCount(1);
  await page.reload();
  await expect(history.entries('Chronic conditions')).toContainText(['Astm']);
  await expect(history.entries('Allergies')).toContainText(['Pollen (birch)']);
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const row = await server.byId(patientId);
        const names = (list: unknown) => (Array.isArray(list) ? list.map((entry) => entry.name) : []);
        return [names(row?.allergies), names(row?.chronic_conditions)];
      },
      { timeout: 30_000 },
    )
    .toEqual([['Pollen (birch)'], ['Astm']]);

  // The desk reads the history and has nothing to change it with.
  const { page: desk, close: closeDesk } = await openAnotherSyncedDevice(
    browser,
    'staff@aurora.cabinet.demo',
    {
      locale: 'en',
      at: `/patient/${patientId}/medical-history`,
    },
  );
  try {
    const deskHistory = new MedicalHistoryPage(desk);
    await expect(desk.getByRole('heading', { level: 2, name: 'General information' })).toBeVisible();
    await expect(deskHistory.entries('Allergies')).toContainText(['Pollen (birch)']);
    await expect(deskHistory.bmi).toHaveText('25 · Overweight');
    await expect(desk.getByText('Smoker since', { exact: true })).toBeVisible();
    await expect(desk.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(desk.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(desk.getByRole('button', { name: 'Save the general information' })).toHaveCount(0);
  } finally {
    await closeDesk();
  }
});

test('a list the device cannot read says so, offers no change, and leaves the rest of the history usable', async ({
  page,
}) => {
  // The server checks only that each list is an array: an older client may have put anything in it.
  const patientId = await server.insert({
    ...serverPatient('Istoria', uniqueLastName('Necitita')),
    allergies: ['Praf', { name: 'Polen' }],
  });
  await openSyncedDeviceAs(page, 'doctor@aurora.cabinet.demo', {
    locale: 'en',
    waitSynced: true,
    at: `/patient/${patientId}/medical-history`,
  });
  const history = new MedicalHistoryPage(page);
  await expect(history.section('Allergies').getByRole('alert')).toHaveText(
    'The medical data could not be loaded',
  );
  await expect(history.section('Allergies').getByRole('button', { name: 'Add Allergy' })).toHaveCount(0);
  // The other lists work as ever, and the unread one is left as it was.
  await history.fillNew('Add Condition', { name: 'Astm', start: lastYear });
  await history.save();
  await expect(history.entries('Chronic conditions')).toContainText(['Astm']);
  await expect
    .poll(async () => {
      const row = await server.byId(patientId);
      return [
        row?.allergies,
        (row?.chronic_conditions as { name: string }[] | undefined)?.map((e) => e.name),
      ];
    })
    .toEqual([['Praf', { name: 'Polen' }], ['Astm']]);
  await expectAccessible(page);
});
