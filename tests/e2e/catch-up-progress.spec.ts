/**
 * Issue 19: an app that stays open through a long outage shows how far the catch-up has come
 * when the network is back (records stored of records the server had for it, per category in the
 * details), in Romanian and English, and drops the bar once through. The clinic is the test's
 * own, so the rows it adds meet no other test; the tasks' later pages are held back so the bar
 * stays long enough to look at.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { createOwnClinic } from './support/own-clinic.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { signInAs } from './support/sign-in-page.ts';
import { test } from './support/synced-device.ts';

/**
 * Enough for a catch-up bar at every load of the test: a page of 1,000 rows comes in before the
 * tasks' pulls are held, and each load at a tablet size counts what is left (the bar shows when
 * the first page is not the last: 2,000 rows or more left at the last load).
 */
const ADDED_TASKS = 5000;

/** Lets each page load's first pull of the tasks through and holds the later ones until released. */
async function holdLaterTaskPulls(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let passed = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) passed = 0;
  });
  await page.route('**/rest/v1/rpc/sync_pull', async (route) => {
    const body = route.request().postDataJSON() as { p_collection?: string } | null;
    if (body?.p_collection === 'tasks') {
      passed += 1;
      if (passed > 1) await released;
    }
    // A pull held across a reload went with its page.
    await route.continue().catch(() => undefined);
  });
  return release;
}

for (const locale of ['ro', 'en'] as const) {
  test(`an open app shows a large catch-up's progress, in ${locale}, and drops it once through`, async ({
    page,
    context,
  }) => {
    const clinic = await createOwnClinic('Recuperare');
    await signInAs(page, clinic.adminEmail, { locale, waitSynced: true });
    await expect(page.getByTestId('sync-progress')).toHaveCount(0);

    await context.setOffline(true);
    const tasks = Array.from({ length: ADDED_TASKS }, (_, i) => ({
      id: randomUUID(),
      clinic_id: clinic.clinicId,
      title: `Sarcină adăugată în lipsă ${i + 1}`,
      description: '',
    }));
    const { error } = await serverAdmin().from('tasks').insert(tasks);
    expect(error).toBeNull();
    const release = await holdLaterTaskPulls(page);
    await context.setOffline(false);

    const words =
      locale === 'ro'
        ? {
            label: 'Recuperarea modificărilor',
            summary: 'Se aduc modificările făcute între timp: 1.000 din 5.000 înregistrări',
            details: 'Detalii pe categorii',
            tasks: 'Sarcini: 1.000 din 5.000',
          }
        : {
            label: 'Catching up',
            summary: 'Bringing the changes made meanwhile: 1,000 of 5,000 records',
            details: 'Details by category',
            tasks: 'Pipeline: 1,000 of 5,000',
          };
    const progress = page.getByRole('region', { name: words.label });
    await expect(progress).toContainText(words.summary, { timeout: 30_000 });
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1000');
    await progress.getByText(words.details).click();
    await expect(progress.locator('li[data-collection="tasks"]')).toHaveText(words.tasks);
    await expectAccessible(page);
    // Loaded again at each size: the start catches up on what is left, and shows it the same way.
    await checkTabletLayouts(page, async () => {
      await page.reload();
      await expect(progress).toBeVisible({ timeout: 30_000 });
    });

    release();
    await expect(page.getByTestId('sync-progress')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
      timeout: 30_000,
    });
  });
}
