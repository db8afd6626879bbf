/** The clinic form (the own clinic's details, a super administrator's clinic) as a user works it, in Romanian. */

import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './select-option.ts';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export class ClinicFormPage {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly toast: Locator;
  readonly outsideHours: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.form = page.locator('form');
    this.saveButton = page.getByRole('button', { name: 'Salvează', exact: true });
    this.toast = page.getByTestId('toast');
    this.outsideHours = page.getByTestId('outside-hours');
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  day(day: Weekday): Locator {
    return this.page.locator(`[data-testid="schedule-day"][data-day="${day}"]`);
  }

  async setOpen(day: Weekday, open: boolean): Promise<void> {
    const card = this.day(day);
    // The switch's input is hidden; its label is what a user taps.
    if ((await card.getAttribute('data-open')) !== String(open))
      await card.getByText('Deschis', { exact: true }).click();
    await expect(card).toHaveAttribute('data-open', String(open));
  }

  async setHours(day: Weekday, start: string, end: string): Promise<void> {
    await this.setOpen(day, true);
    const card = this.day(day);
    // Quarter hours in 24-hour time, chosen from a list: no browser locale decides how they read.
    await chooseOption(this.page, card, 'Deschide la', start);
    await chooseOption(this.page, card, 'Închide la', end);
  }

  /** The message under a day's hours. */
  dayMessage(day: Weekday): Locator {
    return this.day(day).locator('[data-part="error-text"]');
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}
