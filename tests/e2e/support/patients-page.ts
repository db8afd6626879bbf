/** The /patients list as a user sees it: filters, search, the count, table rows and pages. */
import { expect, type Locator, type Page } from '@playwright/test';
import { FilterDropdowns } from './filter-dropdowns.ts';

export class PatientsPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly pagination: Locator;
  readonly addButton: Locator;

  private readonly page: Page;
  private readonly filters: FilterDropdowns;

  constructor(page: Page) {
    this.page = page;
    this.filters = new FilterDropdowns(page, 'en');
    this.search = page.getByRole('searchbox', { name: 'Search patients' });
    this.table = page.getByRole('table', { name: 'Patients' });
    this.count = page.getByTestId('patients-count');
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
    this.addButton = page.getByRole('button', { name: 'Add patient' });
  }

  /** Opens the list and waits until the local database has caught up with the server. */
  async open(path = '/patients'): Promise<void> {
    await this.page.goto(path);
    await this.waitSynced();
  }

  async waitSynced(): Promise<void> {
    await expect(this.page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
      timeout: 20_000,
    });
    await expect(this.count).toBeVisible();
  }

  /** The number of patients the list says it found (all pages). */
  async total(): Promise<number> {
    const text = (await this.count.textContent()) ?? '';
    const found = /(\d+)/.exec(text);
    if (!found) throw new Error(`no count in "${text}"`);
    return Number(found[1]);
  }

  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  row(name: string): Locator {
    return this.table.getByRole('row', { name, exact: true });
  }

  async names(): Promise<string[]> {
    return this.table.getByTestId('patient-name').allInnerTexts();
  }

  async ages(): Promise<string[]> {
    return this.table.getByTestId('patient-age').allInnerTexts();
  }

  /** Once the page's appointments are read (a row's visit cells wait for them a moment). */
  async lastAppointments(): Promise<string[]> {
    await expect(this.table.locator('[aria-busy="true"]')).toHaveCount(0);
    return this.table.getByTestId('patient-last-appointment').allInnerTexts();
  }

  async statuses(): Promise<(string | null)[]> {
    const icons = await this.table.getByTestId('patient-status').all();
    return Promise.all(icons.map((icon) => icon.getAttribute('data-status')));
  }

  /** A filter's button; its name grows a count ("Age 1 selected") once something is chosen. */
  filterButton(label: string): Locator {
    return this.filters.button(label);
  }

  async filter(label: string, options: readonly string[]): Promise<void> {
    await this.filters.choose(label, options);
  }

  async resetFilter(label: string): Promise<void> {
    await this.filters.reset(label);
  }

  async filterBySearching(label: string, typed: string, option: string): Promise<void> {
    await this.filters.chooseBySearching(label, typed, option);
  }

  async goToPage(label: 'Next' | 'Previous' | number): Promise<void> {
    const name = typeof label === 'number' ? `Page ${label}` : label;
    await this.pagination.getByRole('button', { name, exact: true }).click();
  }

  currentPage(): Locator {
    return this.pagination.locator('[aria-current="page"]');
  }
}
