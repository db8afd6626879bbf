/**
 * The desk answers the update prompt with Reload, and the new version's page has loaded. The
 * waiting worker takes over and the page reloads once it controls it; the test follows the page's
 * document rather than one load event raced against the click (that wait timed out twice in CI
 * with the page already reloaded on the new version).
 */
import { expect, type Page } from '@playwright/test';

type Marked = { takingUpdate?: true };

export async function takeUpdate(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Marked).takingUpdate = true;
  });
  await page.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).click();
  // Asked while the page reloads, the question fails: not yet.
  await expect
    .poll(() => page.evaluate(() => (window as Marked).takingUpdate !== true).catch(() => false), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.waitForLoadState('load');
}
