/** The /conflicts page as a user sees it: the open conflicts, each with its differences and actions. */
import type { Locator, Page } from '@playwright/test';

export class ConflictsPage {
  readonly heading: Locator;
  readonly breadcrumbs: Locator;
  readonly conflicts: Locator;
  readonly empty: Locator;
  readonly toast: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumbs = page.getByRole('navigation', { name: /^(Breadcrumb|Navigare)$/ });
    this.conflicts = page
      .getByRole('list', { name: /^(Open conflicts|Conflicte deschise)$/ })
      .getByRole('article');
    this.empty = page.getByTestId('conflicts-empty');
    this.toast = page.getByTestId('toast');
  }

  /** The titles of the listed conflicts, in order. */
  async titles(): Promise<string[]> {
    return this.conflicts.getByRole('heading', { level: 2 }).allInnerTexts();
  }

  /** The conflict whose title holds `text`. */
  conflict(text: string): Locator {
    return this.conflicts.filter({ has: this.page.getByRole('heading', { level: 2, name: text }) });
  }

  /** The "mine" and "server" cells of one field of a conflict. */
  difference(conflict: Locator, field: string): { mine: Locator; server: Locator } {
    const row = conflict
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: field, exact: true }) });
    return { mine: row.getByRole('cell').nth(0), server: row.getByRole('cell').nth(1) };
  }
}
