/** Picks an option of one of the design system's selects (Ark Select), by the field's label. */
import { expect, type Locator, type Page } from '@playwright/test';
import { labelled } from './field-label.ts';

/**
 * Opens the field's list and clicks the option, in the list of this field (another field's list
 * may still be closing, both offering the same words). A click that lands while the list is still
 * opening can pick nothing: then the trigger does not show the option, and the choice is made again.
 */
export async function chooseOption(
  page: Page,
  within: Locator,
  label: string,
  option: string,
): Promise<void> {
  const trigger = within.getByRole('combobox', { name: labelled(label) });
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await page
      .getByRole('listbox', { name: labelled(label) })
      .getByRole('option', { name: option, exact: true })
      .click({ timeout: 5_000 });
    await expect(trigger).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
