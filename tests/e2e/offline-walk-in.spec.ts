/**
 * Issue 34's journey: the internet is down for longer than the previous build's 5 s wait, and a
 * walk-in is registered and booked at the desk; at the visit a record item is written and a PDF
 * attached to it. All four rows were made on this tablet while offline, each naming the one before
 * it. On reconnect the server holds all four rows and the file, the booking's email goes once, and
 * /conflicts is empty: nothing was refused for a parent still on its way.
 */
import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { AppointmentPopupPage, AppointmentServer, freeDay } from './support/appointment-popup.ts';
import { untilServiceWorkerControls } from './support/devices.ts';
import { mailsTo } from './support/mail-catcher.ts';
import { MedicalRecordPage, RecordServer } from './support/medical-record-page.ts';
import { PatientServer } from './support/patient-form-page.ts';
import { serverAdmin } from './support/server-admin.ts';
import { test } from './support/synced-device.ts';
import { bookWalkIn, registerWalkIn } from './support/walk-in.ts';

// The service worker is allowed: the file is in SERVICE_WORKER_FILES (support/e2e-browsers.ts).
test.use({ timezoneId: 'Europe/Bucharest', device: 'staff@aurora.cabinet.demo' });

const appointments = new AppointmentServer();
const patients = new PatientServer();
const records = new RecordServer();
const DOCTOR_EMAIL = 'stefan.pop@aurora.cabinet.demo';
const PDF_TEXT = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
/** Longer than the previous build's dependency wait (DEPENDENCY_WAIT_MS). */
const LONG_OUTAGE_MS = 5_500;

function letters(count: number): string {
  return Array.from(randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

test('offline at the desk: a walk-in, their booking, a record item and its PDF all reach the server, the email goes once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const doctor = await appointments.userByEmail(DOCTOR_EMAIL);
  // A Tuesday of this run's own: copies of this test beside each other never book one slot.
  const day = freeDay(60 + test.info().repeatEachIndex * 3 + test.info().parallelIndex, 'tuesday');
  const lastName = `Intrat${letters(8)}`;
  const email = `${lastName.toLowerCase()}@walkin.cabinet.test`;

  const popup = AppointmentPopupPage.asDesk(page, 'en');
  await popup.openCalendar({ week: day, doctor: doctor.id });
  await untilServiceWorkerControls(page);

  await context.setOffline(true);
  const wentOffline = Date.now();
  await expect(popup.syncIndicator).toHaveAttribute('data-state', 'offline');

  // The walk-in, registered at the desk, and booked at 11:00 with the doctor.
  const walkIn = { firstName: 'Ioana', lastName, email };
  await registerWalkIn(page, walkIn);
  const appointmentId = await bookWalkIn(page, { walkIn, doctorId: doctor.id, day, hour: 11 });
  const block = popup.block(appointmentId);
  await expect(block).toHaveAttribute('data-pending', 'true');

  // The visit: a record item with a PDF, still offline.
  await block.getByRole('button').first().click();
  await popup.button('viewDetails').click();
  await expect(page).toHaveURL(new RegExp(`/medical-record/${appointmentId}$`));
  const patientId = /\/patient\/([^/]+)\/medical-record\//.exec(page.url())?.[1];
  if (!patientId) throw new Error('no patient in the visit’s address');
  const record = new MedicalRecordPage(page);
  await record.add({ category: 'Documents', description: 'Bilet de trimitere de la medicul de familie' });
  const item = record.item('Documents');
  await record.attach(item, {
    name: 'trimitere.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(PDF_TEXT),
  });
  await expect(record.document(item, 'trimitere.pdf')).toBeVisible();

  // Nothing has left the tablet; the outage lasts as long as a clinic's would.
  expect(await patients.byLastName(lastName)).toEqual([]);
  const outage = Date.now() - wentOffline;
  if (outage < LONG_OUTAGE_MS) await page.waitForTimeout(LONG_OUTAGE_MS - outage);
  const mailsBefore = (await mailsTo(email)).length;

  // Back online: every push waiting since the outage leaves at once.
  await context.setOffline(false);
  await expect
    .poll(async () => (await appointments.appointment(appointmentId))?.status ?? null, { timeout: 30_000 })
    .toBe('scheduled');
  const [patient] = await patients.byLastName(lastName);
  expect(patient?.id).toBe(patientId);
  await expect.poll(async () => (await records.records(appointmentId)).length, { timeout: 30_000 }).toBe(1);
  await expect
    .poll(async () => (await records.documents(patientId)).map((document) => document.name), {
      timeout: 30_000,
    })
    .toEqual(['trimitere.pdf']);
  const [document] = await records.documents(patientId);
  const clinicId = await appointments.clinicId();
  await expect.poll(() => records.storedFiles(clinicId, patientId), { timeout: 30_000 }).toHaveLength(1);
  expect(await records.download(document?.storage_path ?? '')).toBe(PDF_TEXT);

  // Nothing refused, nothing waiting.
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
    timeout: 30_000,
  });
  await page.goto('/conflicts');
  await expect(page.getByTestId('conflicts-empty')).toBeVisible();

  // The booking's email, once.
  await expect.poll(async () => (await mailsTo(email)).length - mailsBefore, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => unsentEmailsFor(appointmentId), { timeout: 20_000 }).toBe(0);
  expect((await mailsTo(email)).length - mailsBefore).toBe(1);
});

/** Emails still queued (pending or being sent) for the appointment. */
async function unsentEmailsFor(appointmentId: string): Promise<number> {
  const { count, error } = await serverAdmin()
    .from('email_outbox')
    .select('id', { count: 'exact', head: true })
    .eq('appointment_id', appointmentId)
    .in('status', ['pending', 'sending']);
  if (error) throw new Error(`email outbox: ${error.message}`);
  return count ?? 0;
}
