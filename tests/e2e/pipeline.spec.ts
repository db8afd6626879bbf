/**
 * Issue 16, the pipeline: tasks created, edited, advanced and deleted from the board; each filter,
 * 'you' / 'team' and each sort checked against the server's own answer; the table view; cards
 * dragged with the mouse and the keyboard, the order kept on the server; a card moved on two
 * devices offline ending in one place on both. Each test works in a clinic of its own, so runs
 * never meet (--repeat-each).
 */

import { expect, type Page } from '@playwright/test';
import { clinicDay, wallMinutesToDate } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import { untilServiceWorkerControls, withServiceWorker } from './support/devices.ts';
import { createOwnClinic, type OwnClinic } from './support/own-clinic.ts';
import {
  type Column,
  type NewServerTask,
  PipelinePage,
  seedTasks,
  serverTask,
  serverTasks,
} from './support/pipeline-page.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { untilAppShows } from './support/sign-in-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

const DAY_MS = 86_400_000;

/** Noon in Bucharest, `days` from today. */
const noon = (days: number) => wallMinutesToDate(addDays(clinicDay(new Date()), days), 12 * 60).toISOString();
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Seven tasks over the three columns, priorities, doctors and due days (titles sort alike everywhere). */
function sampleTasks(clinic: OwnClinic): NewServerTask[] {
  const a = clinic.doctorId;
  const b = clinic.secondDoctorId;
  return [
    {
      title: 'Alpha report',
      status: 'todo',
      priority: 'high',
      assigned_to: [a],
      due_date: noon(0),
      created_at: daysAgo(1),
    },
    {
      title: 'Bravo supplies',
      status: 'todo',
      priority: 'medium',
      assigned_to: [b],
      due_date: noon(1),
      created_at: daysAgo(2),
    },
    {
      title: 'Charlie audit',
      status: 'in_progress',
      priority: 'low',
      assigned_to: [a, b],
      due_date: noon(3),
      created_at: daysAgo(3),
    },
    {
      title: 'Delta review',
      status: 'in_progress',
      priority: 'high',
      assigned_to: [b],
      due_date: noon(10),
      created_at: daysAgo(4),
    },
    {
      title: 'Echo overdue',
      status: 'todo',
      priority: 'medium',
      assigned_to: [a],
      due_date: noon(-2),
      created_at: daysAgo(5),
    },
    {
      title: 'Foxtrot finished',
      status: 'done',
      priority: 'low',
      assigned_to: [a],
      due_date: noon(-3),
      created_at: daysAgo(6),
    },
    {
      title: 'Golf undated',
      status: 'done',
      priority: 'medium',
      assigned_to: [b],
      due_date: null,
      created_at: daysAgo(7),
    },
  ];
}

/** The server's answer to a filter: the ids of the clinic's live tasks the query keeps. */
async function serverIds(
  clinicId: string,
  narrow: (query: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery>,
): Promise<string[]> {
  const { data, error } = await narrow(baseQuery(clinicId));
  if (error) throw new Error(error.message);
  return (data as { id: string }[]).map((row) => row.id);
}

function baseQuery(clinicId: string) {
  return serverAdmin().from('tasks').select('id').eq('clinic_id', clinicId).eq('deleted', false);
}

const sorted = (ids: readonly string[]) => [...ids].sort();

async function expectBoard(pipeline: PipelinePage, ids: readonly string[]): Promise<void> {
  await expect.poll(async () => sorted(await pipeline.boardIds())).toEqual(sorted(ids));
}

async function expectColumn(pipeline: PipelinePage, status: Column, title: string): Promise<void> {
  await expect(pipeline.column(status).locator('li[data-task-id]').filter({ hasText: title })).toHaveCount(1);
}

test('filters, you/team and every sort show what the server answers; the table view is remembered in the URL', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const clinic = await createOwnClinic('Pipeline', { doctorSignsIn: true });
  await seedTasks(clinic.clinicId, sampleTasks(clinic));
  const pipeline = new PipelinePage(page);
  await openSyncedDeviceAs(page, clinic.adminEmail, { locale: 'en', waitSynced: true, at: '/pipeline' });
  const all = await serverIds(clinic.clinicId, (q) => q);
  await expectBoard(pipeline, all);
  for (const status of ['todo', 'in_progress', 'done'] as const) {
    const ids = await serverIds(clinic.clinicId, (q) => q.eq('status', status));
    await expect(pipeline.count(status)).toContainText(String(ids.length));
    // Never dragged: newest first, as the server orders them by creation.
    const newestFirst = await serverIds(clinic.clinicId, (q) =>
      q.eq('status', status).order('created_at', { ascending: false }),
    );
    expect(await pipeline.columnIds(status)).toEqual(newestFirst);
  }
  await expectAccessible(page);
  await pipeline.filters.openAndCloseWithKeyboard('Priority');

  // Priority, any of the chosen.
  await pipeline.filters.choose('Priority', ['High', 'Low']);
  await expectBoard(pipeline, await serverIds(clinic.clinicId, (q) => q.in('priority', ['high', 'low'])));
  await expect(page).toHaveURL(/priority=/);
  await pipeline.filters.reset('Priority');

  // A doctor, found by typing.
  await pipeline.filters.chooseBySearching('Doctor', 'Mihai', clinic.secondDoctorName);
  await expectBoard(
    pipeline,
    await serverIds(clinic.clinicId, (q) => q.contains('assigned_to', [clinic.secondDoctorId])),
  );
  await pipeline.filters.reset('Doctor');

  // Due dates on the clinic's days.
  const now = new Date();
  const today = clinicDay(now);
  const startOf = (days: number) => wallMinutesToDate(addDays(today, days), 0).toISOString();
  const buckets: [string, (q: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery>][] = [
    ['Today', (q) => q.gte('due_date', startOf(0)).lt('due_date', startOf(1))],
    ['Tomorrow', (q) => q.gte('due_date', startOf(1)).lt('due_date', startOf(2))],
    [
      'This week',
      (q) =>
        q
          .gte('due_date', now.toISOString())
          .lte('due_date', new Date(now.getTime() + 7 * DAY_MS).toISOString()),
    ],
    [
      'Next week',
      (q) =>
        q
          .gt('due_date', new Date(now.getTime() + 7 * DAY_MS).toISOString())
          .lte('due_date', new Date(now.getTime() + 14 * DAY_MS).toISOString()),
    ],
    ['Overdue', (q) => q.lt('due_date', now.toISOString()).neq('status', 'done')],
  ];
  for (const [label, narrow] of buckets) {
    await pipeline.filters.choose('Due date', [label]);
    const expected = await serverIds(clinic.clinicId, narrow);
    expect(expected.length, `the sample has a task ${label}`).toBeGreaterThan(0);
    await expectBoard(pipeline, expected);
    await pipeline.filters.reset('Due date');
  }
  await expectBoard(pipeline, all);

  // The table, sorted by each field, against the server's order.
  await pipeline.toggle('View', 'Table');
  await expect(page).toHaveURL(/view=table/);
  await expect
    .poll(() => pipeline.tableIds())
    .toEqual(await serverIds(clinic.clinicId, (q) => q.order('created_at', { ascending: false })));
  await expectAccessible(page);
  const header = (name: string) => page.getByRole('columnheader').getByRole('button', { name, exact: true });
  await header('Title').click();
  await expect
    .poll(() => pipeline.tableIds())
    .toEqual(await serverIds(clinic.clinicId, (q) => q.order('title')));
  await header('Title').click();
  await expect
    .poll(() => pipeline.tableIds())
    .toEqual(await serverIds(clinic.clinicId, (q) => q.order('title', { ascending: false })));
  await header('Due date').click();
  await expect
    .poll(() => pipeline.tableIds())
    .toEqual(
      await serverIds(clinic.clinicId, (q) => q.order('due_date', { ascending: true, nullsFirst: false })),
    );
  await header('Creation date').click();
  await expect
    .poll(() => pipeline.tableIds())
    .toEqual(await serverIds(clinic.clinicId, (q) => q.order('created_at', { ascending: true })));
  // Priority high → low: the server's answer for each level, newest first within it.
  await header('Priority').click();
  await header('Priority').click();
  const byLevel: string[] = [];
  for (const level of ['high', 'medium', 'low']) {
    byLevel.push(
      ...(await serverIds(clinic.clinicId, (q) =>
        q.eq('priority', level).order('created_at', { ascending: false }),
      )),
    );
  }
  await expect.poll(() => pipeline.tableIds()).toEqual(byLevel);
  // A third press on the same field: no sort, the list's own order again (spec: asc, desc, none).
  await header('Priority').click();
  await expect
    .poll(() => pipeline.tableIds())
    .toEqual(await serverIds(clinic.clinicId, (q) => q.order('created_at', { ascending: false })));
  await expect(page).not.toHaveURL(/sort=/);
  // Number of doctors, fewest first; the newest first among equals.
  await header('Number of doctors').click();
  const rows = await serverTasks(clinic.clinicId);
  const byCount = [...rows]
    .sort((x, y) => x.assigned_to.length - y.assigned_to.length || y.created_at.localeCompare(x.created_at))
    .map((row) => row.id);
  await expect.poll(() => pipeline.tableIds()).toEqual(byCount);

  // The view and sort survive a reload (they are the URL).
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Table' }),
  ).toBeChecked();
  await expect.poll(() => pipeline.tableIds()).toEqual(byCount);

  // 'You' is the signed-in doctor's own tasks; 'Team' every task of the clinic.
  const doctorPage = await page.context().browser()?.newPage();
  if (!doctorPage || !clinic.doctorEmail) throw new Error('no doctor');
  const doctorPipeline = new PipelinePage(doctorPage);
  await openSyncedDeviceAs(doctorPage, clinic.doctorEmail, {
    locale: 'en',
    waitSynced: true,
    at: '/pipeline',
  });
  await expectBoard(doctorPipeline, all);
  await doctorPipeline.toggle('Whose tasks', 'You');
  await expectBoard(
    doctorPipeline,
    await serverIds(clinic.clinicId, (q) => q.contains('assigned_to', [clinic.doctorId])),
  );
  await doctorPipeline.toggle('Whose tasks', 'Team');
  await expectBoard(doctorPipeline, all);
  await doctorPage.close();
});

test('a task is created, edited, advanced and deleted from the board, and the server follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const clinic = await createOwnClinic('Sarcini');
  const pipeline = new PipelinePage(page);
  await openSyncedDeviceAs(page, clinic.adminEmail, { locale: 'en', waitSynced: true, at: '/pipeline' });
  await expect(pipeline.column('todo').getByText('No tasks here')).toBeVisible();

  // Nothing filled: three messages, nothing stored.
  await pipeline.addButton.click();
  await pipeline.saveDialog('Add');
  await expect(pipeline.dialog().getByText('This field is required')).toHaveCount(2);
  await expect(pipeline.dialog().getByText('Please select at least one doctor')).toBeVisible();
  const title = 'Order gloves and masks for the surgery room before the monthly inspection';
  await pipeline.field('Title').fill(title);
  await pipeline
    .dialog()
    .getByRole('textbox', { name: /^Description/ })
    .fill('Two boxes of each, size M');
  await pipeline.assign(clinic.doctorName);
  await pipeline.assign(clinic.secondDoctorName);
  await pipeline.chooseInDialog('Priority', 'High');
  await pipeline.field('Due date').fill('15.01.2030');
  await pipeline.saveDialog('Add');
  await expect(pipeline.toast).toContainText('The task was added');
  await expect(pipeline.dialog()).toBeHidden();
  const card = pipeline.card('Order gloves');
  await expectColumn(pipeline, 'todo', 'Order gloves');
  await expect(card).toContainText('15.01.2030');
  // 'You', for an administrator (only doctors are assigned tasks): the tasks they created.
  await pipeline.toggle('Whose tasks', 'You');
  await expectColumn(pipeline, 'todo', 'Order gloves');
  await pipeline.toggle('Whose tasks', 'Team');
  await expect(card).toContainText('High');
  // Over 50 characters: cut on the card, the whole title for screen readers and in the tooltip.
  await expect(card.getByText('Order gloves and masks for the surgery room before…')).toBeVisible();
  await expect.poll(async () => (await serverTasks(clinic.clinicId)).length).toBe(1);
  const [stored] = await serverTasks(clinic.clinicId);
  expect(stored).toMatchObject({
    title,
    status: 'todo',
    priority: 'high',
    assigned_to: [clinic.doctorId, clinic.secondDoctorId],
    due_date: expect.stringMatching(/^2030-01-15T10:00:00/),
  });
  const id = stored?.id ?? '';
  await card.hover();
  await expect(page.getByRole('tooltip')).toContainText(title);

  // Edited: a new title and status from the dialog.
  await card.getByRole('button', { name: title, exact: true }).click();
  await expect(pipeline.dialog()).toHaveAccessibleName('Edit task');
  await expect(pipeline.field('Title')).toHaveValue(title);
  await pipeline.field('Title').fill('Order gloves');
  await pipeline.chooseInDialog('Status', 'In progress');
  await pipeline.saveDialog('Save');
  await expect(pipeline.toast).toContainText('The task was updated');
  await expectColumn(pipeline, 'in_progress', 'Order gloves');
  await expect.poll(async () => (await serverTask(id))?.status).toBe('in_progress');
  expect((await serverTask(id))?.title).toBe('Order gloves');

  // The card action: in progress → done, then on a done card, delete after a confirmation.
  await pipeline.action('Order gloves').click();
  await expectColumn(pipeline, 'done', 'Order gloves');
  await expect.poll(async () => (await serverTask(id))?.status).toBe('done');
  await expect(pipeline.action('Order gloves')).toHaveAccessibleName('Delete task Order gloves');
  await pipeline.action('Order gloves').click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the task?' });
  await confirm
    .getByRole('button', { name: 'No' })
    .or(confirm.getByRole('button', { name: 'Cancel' }))
    .click();
  await expectColumn(pipeline, 'done', 'Order gloves');
  await pipeline.action('Order gloves').click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(pipeline.toast).toContainText('The task was deleted');
  await expect(pipeline.card('Order gloves')).toHaveCount(0);
  await expect.poll(async () => (await serverTask(id))?.deleted).toBe(true);

  await checkTabletLayouts(page, async () => {
    await pipeline.open();
    await expect(pipeline.column('done')).toBeVisible();
  });
});

test('cards dragged with the mouse, a finger and the keyboard keep their place, on the server too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const clinic = await createOwnClinic('Tablă');
  await seedTasks(clinic.clinicId, sampleTasks(clinic));
  const pipeline = new PipelinePage(page);
  await openSyncedDeviceAs(page, clinic.adminEmail, { locale: 'en', waitSynced: true, at: '/pipeline' });
  await expectColumn(pipeline, 'todo', 'Bravo supplies');

  // The mouse: Bravo from To do into In progress.
  await pipeline.dragWithMouse('Bravo supplies', 'in_progress');
  await expectColumn(pipeline, 'in_progress', 'Bravo supplies');
  const bravo = (await serverTasks(clinic.clinicId)).find((task) => task.title === 'Bravo supplies');
  await expect.poll(async () => (await serverTask(bravo?.id ?? ''))?.status).toBe('in_progress');

  // A finger: Delta from In progress into Done.
  await pipeline.dragWithTouch('Delta review', 'done');
  await expectColumn(pipeline, 'done', 'Delta review');
  const delta = (await serverTasks(clinic.clinicId)).find((task) => task.title === 'Delta review');
  await expect.poll(async () => (await serverTask(delta?.id ?? ''))?.status).toBe('done');

  // The keyboard: To do reads Alpha, Echo; Alpha picked up, one down, dropped: Echo, Alpha.
  const alpha = (await serverTasks(clinic.clinicId)).find((task) => task.title === 'Alpha report');
  const echo = (await serverTasks(clinic.clinicId)).find((task) => task.title === 'Echo overdue');
  expect(await pipeline.columnIds('todo')).toEqual([alpha?.id, echo?.id]);
  await pipeline.handle('Alpha report').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Picked up task Alpha report, column To do, position 1 of 2/)).toBeAttached();
  await pressUntilAnnounced(page, 'ArrowDown', /Task Alpha report is now in column To do, position 2 of 2/);
  await page.keyboard.press('Space');
  await expect(page.getByText(/Task Alpha report was dropped in column To do, position 2/)).toBeAttached();
  await expect.poll(() => pipeline.columnIds('todo')).toEqual([echo?.id, alpha?.id]);
  // The board's order is the server's order by position.
  const byPosition = async () =>
    (await serverTasks(clinic.clinicId))
      .filter((task) => task.status === 'todo')
      .sort((x, y) => x.position - y.position)
      .map((task) => task.id);
  await expect.poll(byPosition).toEqual([echo?.id, alpha?.id]);
  await page.reload();
  await untilAppShows(page);
  await expect.poll(() => pipeline.columnIds('todo')).toEqual([echo?.id, alpha?.id]);
});

/**
 * Presses an arrow key of a keyboard drag until the move is announced: dnd-kit listens for the
 * arrows from a moment after the pick-up, so a press that comes at once is not seen (a person is
 * never that quick). A press past the last place moves nothing, so pressing again is safe.
 */
async function pressUntilAnnounced(page: Page, key: string, announcement: RegExp): Promise<void> {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(page.getByText(announcement)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function syncedAgain(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
    timeout: 30_000,
  });
}

withServiceWorker(() => {
  test('a card moved on two devices offline ends in one place on both: the later move', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const clinic = await createOwnClinic('Două', { doctorSignsIn: true });
    await seedTasks(clinic.clinicId, sampleTasks(clinic));
    const desk = new PipelinePage(page);
    await openSyncedDeviceAs(page, clinic.adminEmail, { locale: 'en', waitSynced: true, at: '/pipeline' });
    const context = await browser.newContext();
    const doctorPage = await context.newPage();
    const doctor = new PipelinePage(doctorPage);
    if (!clinic.doctorEmail) throw new Error('no doctor account');
    await openSyncedDeviceAs(doctorPage, clinic.doctorEmail, {
      locale: 'en',
      waitSynced: true,
      at: '/pipeline',
    });
    await expectColumn(desk, 'in_progress', 'Charlie audit');
    await expectColumn(doctor, 'in_progress', 'Charlie audit');
    await untilServiceWorkerControls(page);
    await untilServiceWorkerControls(doctorPage);
    await page.context().setOffline(true);
    await context.setOffline(true);

    // The desk finishes it first; the doctor, later, drags it back to To do with the keyboard.
    await desk.action('Charlie audit').click();
    await expectColumn(desk, 'done', 'Charlie audit');
    await doctor.handle('Charlie audit').focus();
    await doctorPage.keyboard.press('Space');
    await expect(doctorPage.getByText(/Picked up task Charlie audit, column In progress/)).toBeAttached();
    await pressUntilAnnounced(doctorPage, 'ArrowLeft', /Task Charlie audit is now in column To do/);
    await doctorPage.keyboard.press('Space');
    await expectColumn(doctor, 'todo', 'Charlie audit');

    await page.context().setOffline(false);
    await syncedAgain(page);
    await context.setOffline(false);
    await syncedAgain(doctorPage);
    const charlie = (await serverTasks(clinic.clinicId)).find((task) => task.title === 'Charlie audit');
    await expect.poll(async () => (await serverTask(charlie?.id ?? ''))?.status).toBe('todo');
    for (const device of [desk, doctor]) {
      await expectColumn(device, 'todo', 'Charlie audit');
      await expect(device.card('Charlie audit')).toHaveCount(1);
    }
    await context.close();
  });
});
