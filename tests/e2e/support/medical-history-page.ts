/** /patient/{id}/medical-history as a user sees it (English): the general information and the six lists. */
import { expect, type Locator, type Page } from '@playwright/test';
import { labelled } from './field-label.ts';

export class MedicalHistoryPage {
  readonly dialog: Locator;
  readonly bmi: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog');
    this.bmi = page.getByTestId('history-bmi');
  }

  async open(patientId: string): Promise<void> {
    await this.page.goto(`/patient/${patientId}/medical-history`);
    await expect(this.page.getByRole('heading', { level: 2, name: 'General information' })).toBeVisible();
  }

  /** The section of one list, by its title (Allergies, Chronic conditions…). */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  entries(title: string): Locator {
    return this.section(title).getByTestId('history-entry');
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: labelled(label) });
  }

  async choose(label: string, option: string, within: Locator = this.page.locator('body')): Promise<void> {
    const trigger = within.getByRole('combobox', { name: labelled(label) });
    // The list of this field: another field's list may still be closing (both offer the years). A
    // click that lands while the list is still opening can pick nothing: then the trigger does not
    // show the option, and the choice is made again.
    await expect(async () => {
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
      await this.page
        .getByRole('listbox', { name: labelled(label) })
        .getByRole('option', { name: option, exact: true })
        .click({ timeout: 5_000 });
      await expect(trigger).toContainText(option, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  }

  /** Opens the add dialog of a list and fills it; Save is left to the caller. */
  async fillNew(addButton: string, entry: { name: string; start?: string; end?: string }): Promise<void> {
    await this.page.getByRole('button', { name: addButton }).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('textbox').first().fill(entry.name);
    if (entry.start) await this.choose('Start year', entry.start, this.dialog);
    if (entry.end) await this.choose('End year', entry.end, this.dialog);
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  }
}
