/**
 * Issue 19: a new device shows how far the first sync has come (records stored of records the
 * server has for it, per category in the details), in Romanian and English, and the app is usable
 * meanwhile. The appointments' pulls are held back so the bar stays long enough to look at.
 */
import { expect, type Page } from '@playwright/test';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { signInAs } from './support/sign-in-page.ts';
import { test } from './support/synced-device.ts';

const STAFF = 'staff@aurora.cabinet.demo';

/** Holds every sync_pull of the appointments until the returned function is called. */
async function holdAppointmentPulls(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/rpc/sync_pull', async (route) => {
    const body = route.request().postDataJSON() as { p_collection?: string } | null;
    if (body?.p_collection === 'appointments') await released;
    await route.continue();
  });
  return release;
}

for (const locale of ['ro', 'en'] as const) {
  test(`a new device shows the first sync's progress, in ${locale}, and drops it once done`, async ({
    page,
  }) => {
    // Three loads of a first sync at the tablet sizes, and the held pulls outlast their timeout.
    test.setTimeout(120_000);
    const release = await holdAppointmentPulls(page);
    await signInAs(page, STAFF, { locale });
    const progress = page.getByTestId('sync-progress');
    const bar = progress.getByRole('progressbar');
    await expect(bar).toBeVisible({ timeout: 30_000 });
    // The collections before the appointments arrive; the appointments wait: short of the whole.
    const counts = async () => ({
      stored: Number(await bar.getAttribute('aria-valuenow')),
      expected: Number(await bar.getAttribute('aria-valuemax')),
    });
    await expect
      .poll(
        async () => {
          const { stored, expected } = await counts();
          return stored > 0 && stored < expected;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const words =
      locale === 'ro'
        ? {
            summary: /Se aduc datele clinicii pe acest dispozitiv: .+ din .+ înregistrări/,
            details: 'Detalii pe categorii',
            appointments: /^Programări: 0 din \d/,
          }
        : {
            summary: /Bringing the clinic's data to this device: .+ of .+ records/,
            details: 'Details by category',
            appointments: /^Appointments: 0 of \d/,
          };
    await expect(progress).toContainText(words.summary);
    await progress.getByText(words.details).click();
    await expect(progress.locator('li[data-collection="appointments"]')).toHaveText(words.appointments);
    await expectAccessible(page);
    // Loaded again at each size: the first sync starts over (it never finished) and shows again.
    await checkTabletLayouts(page, async () => {
      await page.reload();
      await expect(bar).toBeVisible({ timeout: 30_000 });
    });

    release();
    await expect(progress).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
      timeout: 30_000,
    });
  });
}
