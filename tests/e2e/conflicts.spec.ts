import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { ConflictRecord } from '#sync/replication/sync-meta-store.ts';
import { AppointmentPopupPage, AppointmentServer, freeDay } from './support/appointment-popup.ts';
import { ConflictsPage } from './support/conflicts-page.ts';
import { appointmentRow, placeConflicts, upcomingAppointments } from './support/device-conflicts.ts';
import { untilServiceWorkerControls, withServiceWorker } from './support/devices.ts';
import { PatientServer } from './support/patient-form-page.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { refusePatientsNamed } from './support/server-rule.ts';
import { useLocale } from './support/sign-in-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';
import { bookWalkIn, registerWalkIn } from './support/walk-in.ts';

// Times on the page are the device's; fix its zone so the expected titles are known here.
test.use({ timezoneId: 'Europe/Bucharest', device: 'staff@aurora.cabinet.demo' });

function bucharestDateTime(iso: unknown): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Bucharest',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(String(iso)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The account's saved device, caught up with the server (at `at`, or its landing page). */
async function openCaughtUp(page: Page, email: string, at?: string): Promise<void> {
  await openSyncedDeviceAs(page, email, { waitSynced: true, ...(at ? { at } : {}) });
}

test('with no conflicts /conflicts says so under its breadcrumb, in Romanian', async ({ page }) => {
  await openCaughtUp(page, 'staff@aurora.cabinet.demo', '/conflicts');
  const conflicts = new ConflictsPage(page);
  await expect(conflicts.heading).toHaveText('Conflicte');
  await expect(conflicts.breadcrumbs.getByRole('link', { name: 'Acasă' })).toBeVisible();
  await expect(conflicts.breadcrumbs.locator('[aria-current="page"]')).toHaveText('Conflicte');
  await expect(conflicts.empty).toHaveText('Nu există conflicte.');
  await expect(page.getByTestId('sync-conflicts')).toHaveCount(0);
});

test.describe('on a doctor’s device', () => {
  test.use({ device: 'doctor@aurora.cabinet.demo' });

  test('with no conflicts /conflicts says so under its breadcrumb, in English', async ({ page }) => {
    await useLocale(page, 'en');
    await openCaughtUp(page, 'doctor@aurora.cabinet.demo', '/conflicts');
    const conflicts = new ConflictsPage(page);
    await expect(conflicts.heading).toHaveText('Conflicts');
    await expect(conflicts.breadcrumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(conflicts.breadcrumbs.locator('[aria-current="page"]')).toHaveText('Conflicts');
    await expect(conflicts.empty).toHaveText('There are no conflicts.');
  });
});

test.describe('on an administrator’s device', () => {
  test.use({ device: 'admin@aurora.cabinet.demo' });

  test('open conflicts are listed oldest first with both versions, and resolved from the list', async ({
    page,
  }) => {
    await useLocale(page, 'en');
    await openCaughtUp(page, 'admin@aurora.cabinet.demo');
    const [reapplied, refused, overlapped] = await upcomingAppointments('Clinica Aurora', 3);
    if (!reapplied || !refused || !overlapped) throw new Error('three appointments expected');
    const mine = `Brings the lab results (e2e ${Date.now()})`;
    const recorded = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    const docId = (doc: Record<string, unknown>) => String(doc.id);
    const records: ConflictRecord[] = [
      {
        id: 'e2e-overlap',
        collection: 'appointments',
        docId: docId(overlapped.doc),
        kind: 'overlap',
        local: overlapped.doc,
        server: { ...overlapped.doc, status: 'conflict' },
        createdAt: recorded(10),
      },
      {
        id: 'e2e-server-won',
        collection: 'appointments',
        docId: docId(reapplied.doc),
        kind: 'server_won',
        local: { ...reapplied.doc, notes: mine },
        server: reapplied.doc,
        createdAt: recorded(30),
      },
      {
        id: 'e2e-rejected',
        collection: 'appointments',
        docId: docId(refused.doc),
        kind: 'rejected',
        local: { ...refused.doc, duration_minutes: 20 },
        server: refused.doc,
        error: {
          code: '23514',
          constraint: 'appointments_duration_step',
          message:
            'new row for relation "appointments" violates check constraint "appointments_duration_step"',
        },
        createdAt: recorded(20),
      },
    ];
    await placeConflicts(page, records);
    await page.reload();

    // The header's count leads to the list.
    const count = page.getByTestId('sync-conflicts');
    await expect(count).toHaveText('Conflicts: 3');
    await count.click();
    await expect(page).toHaveURL(/\/conflicts$/);
    const conflicts = new ConflictsPage(page);
    await expect(conflicts.heading).toHaveText('Conflicts');
    const title = (appointment: { doc: Record<string, unknown>; patientName: string }) =>
      `Appointment · ${appointment.patientName} · ${bucharestDateTime(appointment.doc.appointment_date)}`;
    await expect
      .poll(() => conflicts.titles())
      .toEqual([title(reapplied), title(refused), title(overlapped)]);

    const serverWon = conflicts.conflict(title(reapplied));
    await expect(serverWon).toContainText('Changed meanwhile');
    await expect(serverWon).toContainText(
      'changed meanwhile on another device, and the server kept its version',
    );
    const notes = conflicts.difference(serverWon, 'Notes');
    await expect(notes.mine).toHaveText(mine);
    await expect(notes.server).toHaveText(String(reapplied.doc.notes ?? '—'));

    const rejected = conflicts.conflict(title(refused));
    await expect(rejected).toContainText(
      'Duration (minutes): The duration must be 15 to 480 minutes, in steps of 15 minutes',
    );
    await expect(rejected).toContainText('Server rule: appointments_duration_step');
    const duration = conflicts.difference(rejected, 'Duration (minutes)');
    await expect(duration.mine).toHaveText('20');
    await expect(duration.server).toHaveText(String(refused.doc.duration_minutes));

    const overlap = conflicts.conflict(title(overlapped));
    await expect(overlap.getByTestId('conflict-needs-new-time')).toHaveText(
      "The appointment needs a new time: rebook it into the doctor's first free slot or move it in the calendar.",
    );
    await expect(overlap.getByRole('button', { name: 'Re-apply my change' })).toHaveCount(0);
    const status = conflicts.difference(overlap, 'Status');
    await expect(status.mine).toHaveText('Scheduled');
    await expect(status.server).toHaveText('In conflict');

    // Keeping the server's version of the refused change closes it and leaves the server row alone.
    await rejected.getByRole('button', { name: "Keep the server's version" }).click();
    await expect(conflicts.toast).toContainText("The server's version was kept.");
    await expect(conflicts.conflicts).toHaveCount(2);
    await expect(count).toHaveText('Conflicts: 2');

    // Re-applying mine writes it again on the device, and the sync pushes it to the server.
    await serverWon.getByRole('button', { name: 'Re-apply my change' }).click();
    await expect(conflicts.toast).toContainText(
      'Your change was applied again and is being sent to the server.',
    );
    await expect(conflicts.conflicts).toHaveCount(1);
    await expect
      .poll(async () => (await appointmentRow(docId(reapplied.doc))).notes, { timeout: 15_000 })
      .toBe(mine);
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
      timeout: 15_000,
    });
    expect((await appointmentRow(docId(refused.doc))).duration_minutes).toBe(refused.doc.duration_minutes);

    await overlap.getByRole('button', { name: "Keep the server's version" }).click();
    await expect(conflicts.empty).toHaveText('There are no conflicts.');
    await expect(count).toHaveCount(0);
  });
});

withServiceWorker(() => {
  test('a new patient the server refuses is shown with his booking: re-applied together by default, or discarded after a plain warning', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const appointments = new AppointmentServer();
    const patients = new PatientServer();
    const prefix = `Refuz${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
    // Double surnames, as people have them: the other files' screens show these on the patient list.
    const kept = `${prefix}-Pastrat`;
    const dropped = `${prefix}-Sters`;
    const doctor = await appointments.userByEmail('stefan.pop@aurora.cabinet.demo');
    const day = freeDay(80 + test.info().repeatEachIndex * 3 + test.info().parallelIndex, 'monday');
    const calendarPath = `/appointments?week=${day}&doctor=${doctor.id}`;
    const rule = await refusePatientsNamed(prefix);
    try {
      const popup = AppointmentPopupPage.asDesk(page, 'en');
      await popup.openCalendar({ week: day, doctor: doctor.id });
      await untilServiceWorkerControls(page);

      // Offline: two walk-ins, each booked; the server will refuse both patients (its new rule).
      await context.setOffline(true);
      const bookings: string[] = [];
      for (const [lastName, hour] of [
        [kept, 10],
        [dropped, 11],
      ] as const) {
        const walkIn = { firstName: 'Ion', lastName, email: `${lastName.toLowerCase()}@refused.test` };
        await registerWalkIn(page, walkIn);
        bookings.push(await bookWalkIn(page, { walkIn, doctorId: doctor.id, day, hour }));
      }
      const [keptBooking, droppedBooking] = bookings;
      if (!keptBooking || !droppedBooking) throw new Error('the bookings have no ids');

      // Back online: both patients refused, and their bookings with them; nothing vanishes.
      await context.setOffline(false);
      const count = page.getByTestId('sync-conflicts');
      await expect(count).toHaveText('Conflicts: 4', { timeout: 30_000 });
      for (const id of [keptBooking, droppedBooking]) {
        await expect(popup.block(id)).toHaveAttribute('data-status', 'refused');
        await expect(popup.block(id)).toContainText('Refused by the server');
      }
      await expect(popup.block(keptBooking)).toContainText(`Ion ${kept}`);

      // The conflicts: one card per new patient, his booking listed under him.
      await popup.block(keptBooking).getByRole('button').first().click();
      await expect(page).toHaveURL(/\/conflicts$/);
      const conflicts = new ConflictsPage(page);
      await expect(conflicts.conflicts).toHaveCount(2);
      const keptCard = conflicts.conflict(`Patient · Ion ${kept}`);
      await expect(keptCard).toHaveAttribute('data-new-row', 'true');
      await expect(keptCard).toContainText('The server does not have this record');
      await expect(keptCard.getByTestId('conflict-follower')).toHaveText([
        new RegExp(`^Appointment · Ion ${kept} · `),
      ]);
      await expectAccessible(page);
      await checkTabletLayouts(page);

      // Discarding says what it deletes and asks; saying no keeps everything.
      const droppedCard = conflicts.conflict(`Patient · Ion ${dropped}`);
      await droppedCard.getByRole('button', { name: 'Discard them all' }).click();
      const question = page.getByRole('alertdialog');
      await expect(question).toContainText(`Patient · Ion ${dropped}; Appointment · Ion ${dropped} · `);
      await expect(question).toContainText('without it ever reaching the server');
      await question.getByRole('button', { name: 'Keep' }).click();
      await expect(question).toBeHidden();
      await expect(conflicts.conflicts).toHaveCount(2);

      // The server's rule is lifted; re-applying (the first action) sends the patient, then the booking.
      await rule.drop();
      // Applying again leads the card: the way out that loses nothing comes first.
      await expect(keptCard.getByRole('button').first()).toHaveText('Re-apply my change');
      await keptCard.getByRole('button', { name: 'Re-apply my change' }).click();
      await expect(conflicts.conflicts).toHaveCount(1);
      await expect
        .poll(async () => (await appointments.appointment(keptBooking))?.status ?? null, { timeout: 30_000 })
        .toBe('scheduled');
      const [patient] = await patients.byLastName(kept);
      expect((await appointments.appointment(keptBooking))?.patient_id).toBe(patient?.id);

      // Discarding, confirmed, deletes the other walk-in and his booking from this device only.
      await droppedCard.getByRole('button', { name: 'Discard them all' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(conflicts.empty).toHaveText('There are no conflicts.');
      await page.goto(calendarPath);
      await expect(popup.block(keptBooking)).toHaveAttribute('data-status', 'scheduled', { timeout: 15_000 });
      await expect(popup.block(droppedBooking)).toHaveCount(0);
      expect(await patients.byLastName(dropped)).toEqual([]);
      expect(await appointments.appointment(droppedBooking)).toBeNull();
    } finally {
      await rule.drop();
    }
  });
});
