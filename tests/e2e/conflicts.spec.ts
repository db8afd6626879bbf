import { expect, type Page, test } from '@playwright/test';
import type { ConflictRecord } from '#sync/replication/sync-meta-store.ts';
import { ConflictsPage } from './support/conflicts-page.ts';
import { appointmentRow, placeConflicts, upcomingAppointments } from './support/device-conflicts.ts';
import { DEMO_PASSWORD, SignInPage, useLocale } from './support/sign-in-page.ts';

// Times on the page are the device's; fix its zone so the expected titles are known here.
test.use({ timezoneId: 'Europe/Bucharest' });

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

async function signInSynced(page: Page, email: string): Promise<void> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
    timeout: 20_000,
  });
}

test('with no conflicts /conflicts says so under its breadcrumb, in Romanian', async ({ page }) => {
  await signInSynced(page, 'staff@aurora.cabinet.demo');
  await page.goto('/conflicts');
  const conflicts = new ConflictsPage(page);
  await expect(conflicts.heading).toHaveText('Conflicte');
  await expect(conflicts.breadcrumbs.getByRole('link', { name: 'Acasă' })).toBeVisible();
  await expect(conflicts.breadcrumbs.locator('[aria-current="page"]')).toHaveText('Conflicte');
  await expect(conflicts.empty).toHaveText('Nu există conflicte.');
  await expect(page.getByTestId('sync-conflicts')).toHaveCount(0);
});

test('with no conflicts /conflicts says so under its breadcrumb, in English', async ({ page }) => {
  await useLocale(page, 'en');
  await signInSynced(page, 'doctor@aurora.cabinet.demo');
  await page.goto('/conflicts');
  const conflicts = new ConflictsPage(page);
  await expect(conflicts.heading).toHaveText('Conflicts');
  await expect(conflicts.breadcrumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(conflicts.breadcrumbs.locator('[aria-current="page"]')).toHaveText('Conflicts');
  await expect(conflicts.empty).toHaveText('There are no conflicts.');
});

test('open conflicts are listed oldest first with both versions, and resolved from the list', async ({
  page,
}) => {
  await useLocale(page, 'en');
  await signInSynced(page, 'admin@aurora.cabinet.demo');
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
        message: 'new row for relation "appointments" violates check constraint "appointments_duration_step"',
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
  await expect.poll(() => conflicts.titles()).toEqual([title(reapplied), title(refused), title(overlapped)]);

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
