/**
 * The sync details one tap from the header's sync state (src/app/shell/sync-indicator.tsx): the
 * last sync, waiting changes, documents held offline and the device's storage.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the details (if closed) and returns their panel. */
export async function openSyncDetails(page: Page): Promise<Locator> {
  const details = page.getByTestId('sync-details');
  if (!(await details.isVisible())) await page.getByTestId('sync-details-button').click();
  await expect(details).toBeVisible();
  return details;
}
