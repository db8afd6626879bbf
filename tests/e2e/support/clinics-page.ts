/** The super_admin's /clinics list as a user sees it: filters, search, table rows. */
import type { Locator, Page } from '@playwright/test';

export class ClinicsPage {
  readonly search: Locator;
  readonly table: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.search = page.getByRole('searchbox', { name: 'Search clinics' });
    this.table = page.getByRole('table', { name: 'Clinics' });
  }

  /** The clinic names of the visible rows. */
  async clinicNames(): Promise<string[]> {
    return this.table.locator('tbody tr td:first-child').allInnerTexts();
  }

  row(name: string): Locator {
    return this.table.getByRole('row', { name });
  }

  /** Opens a filter's dropdown and ticks the given options. */
  async filter(label: string, options: readonly string[]): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
    const dropdown = this.page.getByRole('dialog', { name: label });
    for (const option of options) await dropdown.getByRole('checkbox', { name: option }).check();
    await this.page.keyboard.press('Escape');
  }
}
