/**
 * The access history (issue 39): a doctor opens a visit and its document offline; at reconnect
 * the tablet sends both events, and the clinic's admin sees them on the patient's access history,
 * marked offline, with the doctor's name and the tablet's time, exports them as CSV, and the page
 * passes the accessibility and tablet checks. The desk is refused the page. An opening made
 * offline outlives a sign-out offline and reaches the server at the doctor's next sign-in.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { formatDateTime } from '#lib/date-locale.ts';
import { untilServiceWorkerControls, withServiceWorker } from './support/devices.ts';
import {
  MedicalRecordPage,
  serverDocument,
  untilDeviceHoldsDocument,
} from './support/medical-record-page.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { signInAs } from './support/sign-in-page.ts';
import { openAnotherSyncedDevice, openSyncedDeviceAs, test } from './support/synced-device.ts';
import { bookTodayWithDoctor } from './support/visit-today.ts';

const DOCTOR = 'doctor@aurora.cabinet.demo';
const ADMIN = 'admin@aurora.cabinet.demo';
const DESK = 'staff@aurora.cabinet.demo';
const PDF_TEXT = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
test.use({ device: DOCTOR });

interface DeviceEvent {
  subject: string;
  offline: boolean;
  device_at: string;
  user_name: string | null;
}

/** The opens the server holds for the patient, as the devices sent them. */
async function deviceEvents(patientId: string): Promise<DeviceEvent[]> {
  const { data, error } = await serverAdmin()
    .from('access_events')
    .select('subject, offline, device_at, user_name')
    .eq('patient_id', patientId)
    .eq('source', 'device')
    .order('device_at');
  if (error) throw new Error(error.message);
  return data as DeviceEvent[];
}

/** The openings this tablet recorded and has not sent yet (the sync's meta store, read as it is). */
function unsentOpensOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).find((db) => db.name?.startsWith('cabinet-sync-meta-'))?.name;
    if (!name) return 0;
    return new Promise<number>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('access')) {
          db.close();
          resolve(0);
          return;
        }
        const all = db.transaction('access').objectStore('access').getAll();
        all.onerror = () => reject(all.error);
        all.onsuccess = () => {
          db.close();
          resolve((all.result as Array<{ sent: number }>).filter((record) => record.sent === 0).length);
        };
      };
    });
  });
}

withServiceWorker(() => {
  test('a doctor’s offline opens reach the admin’s access history, marked offline, and export as CSV', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000);
    const visit = await bookTodayWithDoctor(DOCTOR, 'Accesat');
    const path = await serverDocument({
      clinicId: visit.clinicId,
      patientId: visit.patientId,
      appointmentId: visit.appointmentId,
      doctorId: visit.doctor.id,
      name: 'analize.pdf',
      text: PDF_TEXT,
    });
    await openSyncedDeviceAs(page, DOCTOR, { locale: 'en', waitSynced: true });
    await untilServiceWorkerControls(page);
    // Today's documents come to the tablet by themselves: the file is there before the network goes.
    await untilDeviceHoldsDocument(page, path);

    await context.setOffline(true);
    const record = new MedicalRecordPage(page);
    await record.open(visit.patientId, visit.appointmentId);
    const opened = page.waitForEvent('popup');
    await record.document(record.item('Documents'), 'analize.pdf').click();
    await (await opened).close();
    // Recorded on the tablet, offline: the visit and the document wait there to be sent.
    await expect.poll(() => unsentOpensOnDevice(page)).toBe(2);
    expect(await deviceEvents(visit.patientId)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(
        async () => (await deviceEvents(visit.patientId)).map((event) => [event.subject, event.offline]),
        {
          timeout: 30_000,
        },
      )
      .toEqual([
        ['visit', true],
        ['document', true],
      ]);
    const events = await deviceEvents(visit.patientId);

    const historyPath = `/patient/${visit.patientId}/access-history`;
    const admin = await openAnotherSyncedDevice(browser, ADMIN, { locale: 'en', at: historyPath });
    try {
      const table = admin.page.getByRole('table', { name: /Access history for/ });
      for (const [what, event] of [
        ['Opened: Visit', events[0]],
        ['Opened: Document', events[1]],
      ] as const) {
        const row = table.getByRole('row').filter({ hasText: what });
        await expect(row).toContainText(visit.doctor.name);
        await expect(row).toContainText('Doctor');
        await expect(row).toContainText(formatDateTime(event?.device_at, 'en'));
        await expect(row.getByTestId('access-offline')).toHaveText('offline');
      }
      // Only what was opened, not changed: the kind filter.
      await admin.page.getByRole('combobox', { name: 'Kind' }).click();
      await admin.page.getByRole('option', { name: 'Views' }).click();
      await expect(table.getByRole('row').filter({ hasText: 'Opened:' })).toHaveCount(2);
      await expectAccessible(admin.page);

      const download = admin.page.waitForEvent('download');
      await admin.page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await readFile(await (await download).path(), 'utf8');
      expect(csv.split('\r\n')[0]).toBe('\uFEFFWhen,Received by the server,Who,Role,What,Record,Offline');
      expect(csv).toContain(`${visit.doctor.name},Doctor,Opened: Visit,${visit.appointmentId},yes`);
      expect(csv).toContain(`${visit.doctor.name},Doctor,Opened: Document,`);

      const pdfDownload = admin.page.waitForEvent('download');
      await admin.page.getByRole('button', { name: 'Export PDF' }).click();
      const pdf = await PDFDocument.load(await readFile(await (await pdfDownload).path()));
      expect(pdf.getTitle()).toMatch(/^Access history for Vizita /);
      expect(pdf.getPageCount()).toBe(1);

      await checkTabletLayouts(admin.page);

      // The doctor's own page says what they opened, with the patient's name.
      await admin.page.goto(`/medics/${visit.doctor.id}`);
      const activity = admin.page.getByRole('table', { name: 'What the user opened and changed' });
      // Other journeys of the same doctor may run beside this one: this visit's patient's row.
      const visitRow = activity
        .getByRole('row')
        .filter({ hasText: 'Opened: Visit' })
        .filter({ hasText: visit.lastName });
      await expect(visitRow).toContainText(`Vizita ${visit.lastName}`);
      await expect(visitRow.getByTestId('access-offline')).toHaveText('offline');
      await expectAccessible(admin.page);

      // How long the clinic keeps it: set on Clinic details, kept by the server.
      await admin.page.goto('/configurator/clinic-details');
      const period = admin.page.getByRole('region', { name: 'Access history' });
      await period.getByRole('combobox', { name: 'Kept for' }).click();
      await admin.page.getByRole('option', { name: '7 years', exact: true }).click();
      await period.getByRole('button', { name: 'Save the period' }).click();
      await expect(admin.page.getByText("The history's retention period was saved")).toBeVisible();
      const keptYears = async () =>
        (
          await serverAdmin()
            .from('access_history_settings')
            .select('keep_years')
            .eq('clinic_id', visit.clinicId)
        ).data?.[0]?.keep_years;
      await expect.poll(keptYears).toBe(7);
      await expectAccessible(admin.page);
      await period.getByRole('combobox', { name: 'Kept for' }).click();
      await admin.page.getByRole('option', { name: '5 years', exact: true }).click();
      await period.getByRole('button', { name: 'Save the period' }).click();
      await expect.poll(keptYears).toBe(5);
    } finally {
      await admin.close();
    }

    const desk = await openAnotherSyncedDevice(browser, DESK, { locale: 'en', at: historyPath });
    try {
      await expect(desk.page).toHaveURL(/\/appointments/);
      await desk.page.goto(`/patient/${visit.patientId}/medical-record`);
      await expect(desk.page.getByRole('navigation', { name: 'Patient pages' })).toBeVisible();
      await expect(desk.page.getByRole('link', { name: 'Access history' })).toHaveCount(0);
    } finally {
      await desk.close();
    }
  });

  test('an opening offline outlives a sign-out offline and reaches the history at the next sign-in', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const visit = await bookTodayWithDoctor(DOCTOR, 'Deconectat');
    await openSyncedDeviceAs(page, DOCTOR, { locale: 'en', waitSynced: true });
    await untilServiceWorkerControls(page);

    await context.setOffline(true);
    await new MedicalRecordPage(page).open(visit.patientId, visit.appointmentId);
    await expect.poll(() => unsentOpensOnDevice(page)).toBe(1);
    // An opening is not a change: the sign-out asks nothing, and wipes the doctor's data.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const names = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
    // Nothing of the doctor's is left but the opening, kept apart (ids and a time, no names).
    expect(names).toContain('cabinet-access-kept');
    expect(
      names.filter(
        (name) =>
          /clinic|cabinet/i.test(name) && !['cabinet-background-sync', 'cabinet-access-kept'].includes(name),
      ),
    ).toEqual([]);
    expect(await deviceEvents(visit.patientId)).toEqual([]);

    await context.setOffline(false);
    await signInAs(page, DOCTOR, { locale: 'en' });
    await expect
      .poll(
        async () => (await deviceEvents(visit.patientId)).map((event) => [event.subject, event.offline]),
        { timeout: 30_000 },
      )
      .toEqual([['visit', true]]);
  });
});
