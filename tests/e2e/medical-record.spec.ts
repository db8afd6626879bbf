/**
 * Issue 13, the clinical record offline: a doctor opens today's patient from the calendar's "View
 * details" with the network off, marks them present, writes a diagnosis and a treatment, attaches
 * a PDF (a renamed picture is refused) and adds an allergy; all of it survives an offline reload,
 * the PDF opens from the device, and on reconnect the server holds every row and the file once,
 * and another device shows them. A second journey has two devices work offline on one visit and
 * one patient, and both keep their work.
 */

import { expect } from '@playwright/test';
import { zipSync } from 'fflate';
import { AppointmentPopupPage, AppointmentServer } from './support/appointment-popup.ts';
import { untilServiceWorkerControls, withServiceWorker } from './support/devices.ts';
import { FULL_CHROMIUM_TAG } from './support/e2e-browsers.ts';
import { MedicalHistoryPage } from './support/medical-history-page.ts';
import {
  MedicalRecordPage,
  RecordServer,
  serverDocument,
  untilDeviceHoldsDocument,
} from './support/medical-record-page.ts';
import { PatientServer } from './support/patient-form-page.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { openSyncDetails } from './support/sync-details.ts';
import { openAnotherSyncedDevice, openSyncedDeviceAs, test } from './support/synced-device.ts';
import { bookTodayWithDoctor } from './support/visit-today.ts';

const DOCTOR = 'doctor@aurora.cabinet.demo';
const DESK = 'staff@aurora.cabinet.demo';
const ADMIN = 'admin@aurora.cabinet.demo';
test.use({ device: DOCTOR });
const thisYear = String(new Date().getFullYear());
const PDF_TEXT = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

const appointments = new AppointmentServer();
const records = new RecordServer();
const patients = new PatientServer();
const visitToday = (lastNamePrefix: string, bookedBy?: string) =>
  bookTodayWithDoctor(DOCTOR, lastNamePrefix, bookedBy);

withServiceWorker(() => {
  // Opens the stored PDF in a new tab offline, which the headless shell leaves blank.
  test('a doctor records a visit offline from the calendar; the server gets every row and the file once, and another device shows them', {
    tag: FULL_CHROMIUM_TAG,
  }, async ({ page, context, browser }) => {
    test.setTimeout(180_000);
    const visit = await visitToday('Fisescu');
    await openSyncedDeviceAs(page, DOCTOR, { locale: 'en', waitSynced: true });
    const popup = new AppointmentPopupPage(page, 'en');
    await popup.openExisting(visit.appointmentId, visit.day, visit.doctor.id);
    await untilServiceWorkerControls(page);

    await context.setOffline(true);
    await popup.button('viewDetails').click();
    await expect(page).toHaveURL(
      new RegExp(`/patient/${visit.patientId}/medical-record/${visit.appointmentId}$`),
    );
    const record = new MedicalRecordPage(page);
    await expect(record.presence).toHaveAttribute('data-present', 'null');
    await record.togglePresence('Yes');
    await expect(record.presence).toHaveAttribute('data-present', 'true');

    // A record item with a missing description is refused with the message, and nothing is added.
    await record.fillNew({ category: 'Diagnosis', description: 'scurt' });
    await record.save();
    await expect(record.dialog).toContainText('Description must be at least 10 characters');
    await record.dialog.getByRole('textbox', { name: /^Description/ }).fill('hipertensiune arterială grad 1');
    await record.save();
    await expect(record.dialog).toBeHidden();
    await record.add({ category: 'Treatment', description: 'Enalapril 10 mg dimineața, 30 de zile' });
    await expect(record.items).toHaveCount(2);
    await expect(record.item('Diagnosis')).toContainText('Hipertensiune arterială grad 1');

    // A PDF is attached; a picture renamed .pdf is refused by its bytes and kept nowhere.
    const diagnosis = record.item('Diagnosis');
    await record.attach(diagnosis, {
      name: 'ecg.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(PDF_TEXT),
    });
    await expect(record.document(diagnosis, 'ecg.pdf')).toBeVisible();
    const treatment = record.item('Treatment');
    await record.attach(treatment, {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('GIF89a....'),
    });
    await expect(
      page.getByText(
        'scan.pdf: its content is an image, not what the file name says. Choose the right file or rename it.',
      ),
    ).toBeVisible();
    await expect(treatment.getByTestId('record-document')).toHaveCount(0);
    // A referral in Word is kept, told from a plain ZIP by its content.
    await record.attach(treatment, {
      name: 'trimitere.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(
        zipSync({
          '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
          'word/document.xml': new TextEncoder().encode('<w:document/>'),
        }),
      ),
    });
    await expect(record.document(treatment, 'trimitere.docx')).toBeVisible();

    // An allergy on the medical history, offline too.
    await page
      .getByRole('navigation', { name: 'Patient pages' })
      .getByRole('link', { name: 'Medical history' })
      .click();
    const history = new MedicalHistoryPage(page);
    await history.fillNew('Add Allergy', { name: 'Penicilină', start: thisYear });
    await history.save();
    await expect(history.entries('Allergies')).toHaveCount(1);

    // Still offline, after a reload: all there, and the PDF opens from the device.
    await record.open(visit.patientId, visit.appointmentId);
    await page.reload();
    await expect(record.items).toHaveCount(2);
    await expect(record.presence).toHaveAttribute('data-present', 'true');
    const link = record.document(record.item('Diagnosis'), 'ecg.pdf');
    expect(await record.fetchDocument(link)).toEqual({
      status: 200,
      type: 'application/pdf',
      text: PDF_TEXT,
    });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect.poll(() => tab.url()).toContain('/files/medical-documents/');
    await tab.close();

    // Back online: every row on the server, the file stored once.
    await context.setOffline(false);
    await expect
      .poll(async () => (await appointments.appointment(visit.appointmentId))?.patient_present, {
        timeout: 30_000,
      })
      .toBe(true);
    await expect
      .poll(async () => (await records.records(visit.appointmentId)).map((row) => row.category).sort(), {
        timeout: 30_000,
      })
      .toEqual(['diagnosis', 'treatment']);
    await expect
      .poll(() => records.storedFiles(visit.clinicId, visit.patientId), { timeout: 30_000 })
      .toHaveLength(2);
    // The file goes up before its row, and the row may wait for its item: each arrives on its own.
    await expect
      .poll(async () => (await records.documents(visit.patientId)).map((row) => row.name).sort(), {
        timeout: 30_000,
      })
      .toEqual(['ecg.pdf', 'trimitere.docx']);
    const document = (await records.documents(visit.patientId)).find((row) => row.name === 'ecg.pdf');
    expect(await records.download(document?.storage_path ?? '')).toBe(PDF_TEXT);
    await expect
      .poll(async () => {
        const row = await patients.byId(visit.patientId);
        return Array.isArray(row?.allergies) ? row.allergies.map((entry) => entry.name) : [];
      })
      .toEqual(['Penicilină']);

    // Another device (the desk) shows the visit as written, and opens the document from the server.
    const desk = await openAnotherSyncedDevice(browser, DESK, { locale: 'en' });
    try {
      // The device's files are served by its service worker: on a new device's first page it may
      // not be in charge yet, and a fetch from the page would then ask the web server instead.
      await untilServiceWorkerControls(desk.page);
      const deskRecord = new MedicalRecordPage(desk.page);
      await deskRecord.open(visit.patientId, visit.appointmentId);
      await expect(deskRecord.items).toHaveCount(2);
      await expect(deskRecord.presence).toHaveAttribute('data-present', 'true');
      const deskLink = deskRecord.document(deskRecord.item('Diagnosis'), 'ecg.pdf');
      const [deskTab] = await Promise.all([desk.page.context().waitForEvent('page'), deskLink.click()]);
      await expect.poll(() => deskTab.url()).toContain('/files/medical-documents/');
      expect(await deskRecord.fetchDocument(deskLink)).toEqual({
        status: 200,
        type: 'application/pdf',
        text: PDF_TEXT,
      });
    } finally {
      await desk.close();
    }
  });
});

withServiceWorker(() => {
  test('two devices working offline on one visit and one patient both keep their work', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const visit = await visitToday('Concurentescu');
    const [service] = (await appointments.priceList(visit.doctor.id)).slice(1);
    if (!service) throw new Error('the demo doctor needs a second service');
    const doctor = await openAnotherSyncedDevice(browser, DOCTOR, { locale: 'en' });
    const admin = await openAnotherSyncedDevice(browser, ADMIN, { locale: 'en' });
    try {
      const onDoctor = new MedicalRecordPage(doctor.page);
      const onAdmin = new MedicalRecordPage(admin.page);
      await onDoctor.open(visit.patientId, visit.appointmentId);
      await onAdmin.open(visit.patientId, visit.appointmentId);
      await untilServiceWorkerControls(doctor.page);
      await untilServiceWorkerControls(admin.page);
      await doctor.page.context().setOffline(true);
      await admin.page.context().setOffline(true);

      // One visit: a diagnosis and presence on the doctor's tablet, a billing note and an extra service on the admin's.
      await onDoctor.add({ category: 'Diagnosis', description: 'Bronșită acută, fără febră' });
      await onDoctor.togglePresence('Yes');
      await onAdmin.add({
        category: 'Administrative',
        type: 'Billing',
        description: 'Factura emisă la recepție',
      });
      await admin.page.getByRole('button', { name: 'Add extra services' }).click();
      await admin.page.getByRole('dialog').getByRole('checkbox', { name: service.name, exact: true }).check();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
      await expect(admin.page.getByTestId('extra-service')).toHaveText([new RegExp(service.name)]);

      // One patient: an allergy on each device.
      for (const [page, allergy] of [
        [doctor.page, 'Polen'],
        [admin.page, 'Latex'],
      ] as const) {
        await page
          .getByRole('navigation', { name: 'Patient pages' })
          .getByRole('link', { name: 'Medical history' })
          .click();
        const history = new MedicalHistoryPage(page);
        await history.fillNew('Add Allergy', { name: allergy, start: thisYear });
        await history.save();
        await expect(history.entries('Allergies')).toHaveCount(1);
      }

      await doctor.page.context().setOffline(false);
      await admin.page.context().setOffline(false);
      await expect
        .poll(async () => (await records.records(visit.appointmentId)).map((row) => row.category).sort(), {
          timeout: 30_000,
        })
        .toEqual(['administrative', 'diagnosis']);
      await expect
        .poll(
          async () => {
            const row = await appointments.appointment(visit.appointmentId);
            return [row?.patient_present, row?.additional_services];
          },
          { timeout: 30_000 },
        )
        .toEqual([true, [service.serviceId]]);
      await expect
        .poll(
          async () => {
            const row = await patients.byId(visit.patientId);
            return Array.isArray(row?.allergies) ? row.allergies.map((entry) => entry.name).sort() : [];
          },
          { timeout: 30_000 },
        )
        .toEqual(['Latex', 'Polen']);

      // Each device ends with both sides' work.
      for (const [page, onPage] of [
        [doctor.page, onDoctor],
        [admin.page, onAdmin],
      ] as const) {
        await onPage.open(visit.patientId, visit.appointmentId);
        await expect(onPage.items).toHaveCount(2, { timeout: 30_000 });
        await expect(onPage.presence).toHaveAttribute('data-present', 'true');
        await expect(page.getByTestId('extra-service')).toHaveCount(1);
      }
    } finally {
      await doctor.close();
      await admin.close();
    }
  });
});

withServiceWorker(() => {
  test('the documents of today’s patients come to the device by themselves, and open offline though nobody opened them', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const visit = await visitToday('Preincarcat');
    const text = '%PDF-1.4 preîncărcat\n%%EOF\n';
    const path = await serverDocument({
      clinicId: visit.clinicId,
      patientId: visit.patientId,
      appointmentId: visit.appointmentId,
      doctorId: visit.doctor.id,
      name: 'analize.pdf',
      text,
    });
    await openSyncedDeviceAs(page, DOCTOR, { locale: 'en', waitSynced: true });
    await untilServiceWorkerControls(page);
    await untilDeviceHoldsDocument(page, path);
    // The sync details say what the device holds for offline use, against the budget.
    await openSyncDetails(page);
    const held = page.getByTestId('device-documents');
    await expect(held).toContainText(/Offline documents: [1-9]\d* \(.+ of 100 MB\)/);

    await context.setOffline(true);
    const record = new MedicalRecordPage(page);
    await record.open(visit.patientId, visit.appointmentId);
    const link = record.document(record.item('Documents'), 'analize.pdf');
    expect(await record.fetchDocument(link)).toEqual({ status: 200, type: 'application/pdf', text });
  });
});

test('the visit says where and who booked it; a doctor edits and deletes an item, removes an extra service and marks the patient absent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const desk = await appointments.userByEmail(DESK);
  const visit = await visitToday('Detaliescu', desk.id);
  const { data: clinic } = await serverAdmin()
    .from('clinics')
    .select('name, city')
    .eq('id', visit.clinicId)
    .single();
  await openSyncedDeviceAs(page, DOCTOR, {
    locale: 'en',
    waitSynced: true,
    at: `/patient/${visit.patientId}/medical-record/${visit.appointmentId}`,
  });
  const record = new MedicalRecordPage(page);
  await expect(page.getByTestId('appointment-detail')).toBeVisible();
  await expect(record.fact('Location')).toHaveText([clinic?.name, clinic?.city].filter(Boolean).join(', '));
  await expect(record.fact('Sent by')).toHaveText(desk.name);
  await expect(page.getByTestId('detail-doctor')).toContainText(visit.doctor.name);

  // Present, then absent: each asks first, and the server gets the last answer.
  await record.togglePresence('Yes');
  await expect(record.presence).toHaveAttribute('data-present', 'true');
  await record.presence.click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Mark the patient as absent?');
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(record.presence).toHaveAttribute('data-present', 'false');
  await expect
    .poll(async () => (await appointments.appointment(visit.appointmentId))?.patient_present, {
      timeout: 30_000,
    })
    .toBe(false);

  // An extra service from the picker, then removed.
  await page.getByRole('button', { name: 'Add extra services' }).click();
  const picker = page.getByRole('dialog', { name: 'Add extra services' });
  const choice = picker.getByRole('checkbox').first();
  const serviceName = ((await picker.locator('label').first().textContent()) ?? '').trim();
  await choice.check();
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('extra-service')).toHaveCount(1);
  await expect
    .poll(async () => (await appointments.appointment(visit.appointmentId))?.additional_services, {
      timeout: 30_000,
    })
    .toHaveLength(1);
  await page.getByRole('button', { name: `Remove ${serviceName}`, exact: true }).click();
  await expect(page.getByTestId('extra-service')).toHaveCount(0);
  await expect
    .poll(async () => (await appointments.appointment(visit.appointmentId))?.additional_services, {
      timeout: 30_000,
    })
    .toEqual([]);

  // An item written, corrected through its dialog, then deleted after the question.
  await record.fillNew({ category: 'Diagnosis', description: 'gastrită acută' });
  await expectAccessible(page);
  await record.save();
  await expect(record.dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit: Diagnosis' }).click();
  await expect(record.dialog).toContainText('Edit record item');
  await record.dialog.getByRole('textbox', { name: /^Description/ }).fill('gastrită cronică, în tratament');
  await record.save();
  await expect(record.dialog).toBeHidden();
  await expect(record.item('Diagnosis')).toContainText('Gastrită cronică, în tratament');
  await expect
    .poll(async () => (await records.records(visit.appointmentId)).map((row) => row.description), {
      timeout: 30_000,
    })
    .toEqual(['Gastrită cronică, în tratament']);
  await page.getByRole('button', { name: 'Delete: Diagnosis' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the record item?');
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(record.items).toHaveCount(0);
  await expect
    .poll(async () => (await records.records(visit.appointmentId)).length, { timeout: 30_000 })
    .toBe(0);
});

withServiceWorker(() => {
  test('a documents item takes its files in its dialog; one removed offline leaves the server with its file', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const visit = await visitToday('Documentescu');
    await openSyncedDeviceAs(page, DOCTOR, {
      locale: 'en',
      waitSynced: true,
      at: `/patient/${visit.patientId}/medical-record/${visit.appointmentId}`,
    });
    const record = new MedicalRecordPage(page);
    await untilServiceWorkerControls(page);

    // Files chosen in the add dialog of a documents item: a mislabelled one is refused there.
    await record.fillNew({ category: 'Documents' });
    const picker = record.dialog.getByTestId('dialog-document-picker');
    await picker.setInputFiles([
      { name: 'bilet.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_TEXT) },
      { name: 'analize.xlsx', mimeType: 'application/pdf', buffer: Buffer.from(PDF_TEXT) },
    ]);
    await expect(
      page.getByText('analize.xlsx: its content is a PDF, not what the file name says.'),
    ).toBeVisible();
    await picker.setInputFiles([
      {
        name: 'analize.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(
          zipSync({
            '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
            'xl/workbook.xml': new TextEncoder().encode('<workbook/>'),
          }),
        ),
      },
    ]);
    await expect(record.dialog.getByTestId('chosen-file')).toHaveText([/bilet\.pdf/, /analize\.xlsx/]);
    await expectAccessible(page);
    await record.save();
    await expect(record.dialog).toBeHidden();
    const item = record.item('Documents');
    await expect(record.document(item, 'bilet.pdf')).toBeVisible();
    await expect(record.document(item, 'analize.xlsx')).toBeVisible();
    await expect
      .poll(() => records.storedFiles(visit.clinicId, visit.patientId), { timeout: 30_000 })
      .toHaveLength(2);
    await checkTabletLayouts(page);

    // One document removed offline: gone here at once, from the server and its storage once back.
    await context.setOffline(true);
    await item.getByRole('button', { name: 'Delete the document bilet.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(record.document(item, 'bilet.pdf')).toHaveCount(0);
    await expect(record.document(item, 'analize.xlsx')).toBeVisible();
    await context.setOffline(false);
    await expect
      .poll(async () => (await records.documents(visit.patientId)).map((row) => row.name), {
        timeout: 30_000,
      })
      .toEqual(['analize.xlsx']);
    await expect
      .poll(() => records.storedFiles(visit.clinicId, visit.patientId), { timeout: 30_000 })
      .toEqual([expect.stringMatching(/-analize\.xlsx$/)]);
  });
});
