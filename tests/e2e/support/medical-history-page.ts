/** /patient/{id}/medical-history as a user sees it (English): the general information and the six lists. */
import { expect, type Locator, type Page } from '@playwright/test';
import { labelled } from './field-label.ts';
import { chooseOption } from './select-option.ts';

export class MedicalHistoryPage {
  readonly dialog: Locator;
  readonly bmi: Locator;
  readonly toast: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog');
    this.bmi = page.getByTestId('history-bmi');
    this.toast = page.getByTestId('toast');
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
    await chooseOption(this.page, within, label, option);
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
