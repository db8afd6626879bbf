/** The patient's appointment list (/patient/{id}/schedule) as the desk works it, in Romanian. */
import type { Locator, Page } from '@playwright/test';
import { FilterDropdowns } from './filter-dropdowns.ts';

export class PatientSchedulePage {
  readonly filters: FilterDropdowns;
  readonly search: Locator;
  readonly clearFilters: Locator;
  readonly empty: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.filters = new FilterDropdowns(page, 'ro');
    this.search = page.getByRole('searchbox', { name: 'Caută după medic sau specializare' });
    this.clearFilters = page.getByRole('button', { name: 'Șterge filtrele' });
    this.empty = page.getByTestId('schedule-empty');
  }

  /** The year groups as shown: the heading ('' for the current year) and the rows' appointment ids. */
  groups(): Promise<Array<{ heading: string; ids: string[] }>> {
    return this.page.getByTestId('schedule-year').evaluateAll((groups) =>
      groups.map((group) => ({
        heading: group.querySelector('h3')?.textContent ?? '',
        ids: [...group.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-row-key') ?? ''),
      })),
    );
  }

  /** The row of an appointment (rows carry the appointment's id). */
  row(appointmentId: string): Locator {
    return this.page.locator(`tbody tr[data-row-key="${appointmentId}"]`);
  }

  /** The ids of the rows shown, top to bottom. */
  async ids(): Promise<string[]> {
    return (await this.groups()).flatMap((group) => group.ids);
  }
}
