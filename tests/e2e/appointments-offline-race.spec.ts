/**
 * Issue 6's offline race, with two devices of the clinic: A goes offline and books Dr X at 10:00;
 * B, online, books Dr X at 10:00; A reconnects. The server keeps exactly one scheduled appointment
 * of Dr X at 10:00 (B's); A's booking is not lost but shown as needing a new time, on the calendar
 * and in the conflicts list; A rebooks it in one step into the doctor's next free slot; A's
 * calendar shows both; and the server sends one email for each booking that reached it (B's
 * create, A's rebook — a booking refused as a conflict is not confirmed to the patient).
 *
 * A is the desk in the browser; B's booking is sent as B's device sends it (support/another-device.ts).
 * B's own calendar converging is tests/sync/replication-two-devices.test.ts ("keeps an offline
 * booking into a slot taken meanwhile as a conflict, then rebooks it"); booking through the popup
 * online is appointment-popup.spec.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { pushNewRow } from './support/another-device.ts';
import {
  AppointmentPopupPage,
  AppointmentServer,
  bucharestInstant,
  freeDay,
} from './support/appointment-popup.ts';
import { untilServiceWorkerControls } from './support/devices.ts';
import { mailsTo } from './support/mail-catcher.ts';
import { serverAdmin } from './support/server-admin.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

// The service worker is allowed: the file is in SERVICE_WORKER_FILES (support/e2e-browsers.ts).
test.use({ timezoneId: 'Europe/Bucharest', device: 'staff@aurora.cabinet.demo' });

const server = new AppointmentServer();
const DOCTOR_EMAIL = 'stefan.pop@aurora.cabinet.demo';

interface MailPatient {
  id: string;
  name: string;
  last_name: string;
  email: string;
}

/**
 * Two patients of this test's own who get email notifications: seeded ones could be edited by a
 * spec running beside this one (notifications off, another address) and their emails would not come.
 * Letters only in the names (the specs that pick seeded patients skip names with digits anyway).
 */
async function mailPatients(): Promise<[MailPatient, MailPatient]> {
  const tag = randomLetters(8);
  const made: MailPatient[] = [];
  for (const [first, last] of [
    ['Ana', `Cursa${tag}A`],
    ['Bogdan', `Cursa${tag}B`],
  ] as const) {
    const { data, error } = await serverAdmin()
      .from('patients')
      .insert({
        clinic_id: await server.clinicId(),
        first_name: first,
        last_name: last,
        email: `${last.toLowerCase()}@race.cabinet.test`,
        email_notifications: true,
        status: 'active',
      })
      .select('id, name, last_name, email')
      .single();
    if (error) throw error;
    made.push(data as MailPatient);
  }
  const [a, b] = made;
  if (!a || !b) throw new Error('the test patients were not created');
  return [a, b];
}

function randomLetters(count: number): string {
  return Array.from(randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** Books the 10:00 cell of the calendar already showing the doctor's week (works offline). */
async function book(
  page: Page,
  popup: AppointmentPopupPage,
  day: string,
  patient: MailPatient,
): Promise<void> {
  const cell = page.locator(`[data-testid="calendar-cell"][data-day="${day}"][data-hour="10"]`);
  await cell.click({ position: { x: 10, y: 2 } });
  await expect(popup.popup).toBeVisible();
  await expect(popup.field('time')).toHaveText(/^10:00/);
  await popup.choose('service', / · /);
  await popup.pickPatient(patient.last_name, patient.name);
  await popup.submit();
  await expect(popup.toast).toContainText('The appointment was created successfully');
  await expect(popup.popup).toBeHidden();
}

test('the offline race: one booking keeps 10:00, the other is rebooked, nothing lost, one email each', async ({
  page,
  context,
}) => {
  const doctor = await server.userByEmail(DOCTOR_EMAIL);
  const [patientA, patientB] = await mailPatients();
  // A Thursday of this run's own, far from the other specs' weeks: copies of this test running beside
  // each other (--repeat-each, two workers) must not book the same doctor's 10:00.
  const day = freeDay(40 + test.info().repeatEachIndex * 8 + test.info().parallelIndex, 'thursday');
  const tenOClock = bucharestInstant(day, '10:00');
  const mailsBefore = {
    a: (await mailsTo(patientA.email)).length,
    b: (await mailsTo(patientB.email)).length,
  };

  await openSyncedDeviceAs(page, 'staff@aurora.cabinet.demo', { locale: 'en', waitSynced: true });
  const popup = new AppointmentPopupPage(page, 'en');
  await popup.openCalendar({ week: day, doctor: doctor.id });
  await untilServiceWorkerControls(page);

  // A, offline, books Dr X at 10:00: on A's calendar at once, pending.
  await context.setOffline(true);
  await book(page, popup, day, patientA);
  const blockA = popup.blockAt(day, '10:00');
  await expect(blockA).toContainText(patientA.name);
  await expect(blockA).toHaveAttribute('data-pending', 'true');
  const appointmentA = await blockA.getAttribute('data-appointment-id');
  if (!appointmentA) throw new Error('no id on the block');

  // B, online, books Dr X at 10:00 too: the server takes it.
  const [service] = await server.priceList(doctor.id);
  if (!service) throw new Error('the doctor offers no service');
  const booked = await pushNewRow('admin@aurora.cabinet.demo', 'appointments', {
    id: randomUUID(),
    clinic_id: await server.clinicId(),
    patient_id: patientB.id,
    doctor_id: doctor.id,
    service_id: service.serviceId,
    appointment_date: tenOClock,
    duration_minutes: service.duration,
    status: 'scheduled',
    additional_services: [],
  });
  expect(booked.status).toBe('applied');
  await expect
    .poll(async () => (await server.appointmentsAt(doctor.id, tenOClock)).map((row) => row.status), {
      timeout: 20_000,
    })
    .toEqual(['scheduled']);
  const [rowB] = await server.appointmentsAt(doctor.id, tenOClock);
  expect(rowB?.patient_id).toBe(patientB.id);

  // A reconnects: exactly one scheduled appointment of Dr X at 10:00 (B's); A's kept as a conflict.
  await context.setOffline(false);
  await expect
    .poll(async () => (await server.appointment(appointmentA))?.status, { timeout: 30_000 })
    .toBe('conflict');
  const atTen = await server.appointmentsAt(doctor.id, tenOClock);
  expect(atTen.filter((row) => row.status === 'scheduled').map((row) => row.id)).toEqual([rowB?.id]);

  // A sees its booking needing a new time, on the calendar and in the conflicts list.
  const refused = page.locator(`[data-testid="appointment-block"][data-appointment-id="${appointmentA}"]`);
  await expect(refused).toHaveAttribute('data-status', 'conflict', { timeout: 20_000 });
  await expect(refused.getByTestId('appointment-rebook')).toBeVisible();
  await page.getByTestId('sync-conflicts').click();
  await expect(page).toHaveURL(/\/conflicts$/);
  const conflict = page.getByTestId('conflict').filter({ hasText: patientA.name });
  await expect(conflict.getByTestId('conflict-needs-new-time')).toBeVisible();

  // One step: rebook into the doctor's next free slot after the time asked for.
  await conflict.getByRole('button', { name: 'Rebook into the first free slot' }).click();
  await expect(page.getByTestId('conflict')).toHaveCount(0, { timeout: 10_000 });
  await expect
    .poll(async () => (await server.appointment(appointmentA))?.status, { timeout: 30_000 })
    .toBe('scheduled');
  const rebooked = await server.appointment(appointmentA);
  expect(Date.parse(String(rebooked?.appointment_date))).toBeGreaterThan(Date.parse(tenOClock));
  expect(
    (await server.appointmentsAt(doctor.id, tenOClock)).filter((row) => row.status === 'scheduled'),
  ).toHaveLength(1);

  // A's calendar shows B's at 10:00 and A's at its new time.
  const newTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Bucharest',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(String(rebooked?.appointment_date)));
  await popup.openCalendar({ week: day, doctor: doctor.id });
  await expect(popup.blockAt(day, '10:00')).toContainText(patientB.name, { timeout: 15_000 });
  const moved = page.locator(`[data-testid="appointment-block"][data-appointment-id="${appointmentA}"]`);
  await expect(moved).toHaveAttribute('data-time', newTime, { timeout: 15_000 });
  await expect(moved).toHaveAttribute('data-status', 'scheduled');
  await expect(moved).toHaveAttribute('data-pending', 'false');

  // One email per booking that reached the server: B's create and A's rebook, no more.
  await expect
    .poll(async () => (await mailsTo(patientB.email)).length - mailsBefore.b, { timeout: 20_000 })
    .toBe(1);
  await expect
    .poll(async () => (await mailsTo(patientA.email)).length - mailsBefore.a, { timeout: 20_000 })
    .toBe(1);
  // No more on the way: every email queued for these patients' appointments has been handled.
  await expect.poll(() => unsentEmailsFor([patientA.id, patientB.id]), { timeout: 20_000 }).toBe(0);
  expect((await mailsTo(patientB.email)).length - mailsBefore.b).toBe(1);
  expect((await mailsTo(patientA.email)).length - mailsBefore.a).toBe(1);
});

/** Emails still queued (pending or being sent) for any appointment of these patients. */
async function unsentEmailsFor(patientIds: string[]): Promise<number> {
  const admin = serverAdmin();
  const { data: appointments, error } = await admin
    .from('appointments')
    .select('id')
    .in('patient_id', patientIds);
  if (error) throw new Error(`appointments: ${error.message}`);
  const { count, error: outboxError } = await admin
    .from('email_outbox')
    .select('id', { count: 'exact', head: true })
    .in(
      'appointment_id',
      (appointments ?? []).map((row) => row.id),
    )
    .in('status', ['pending', 'sending']);
  if (outboxError) throw new Error(`email outbox: ${outboxError.message}`);
  return count ?? 0;
}
