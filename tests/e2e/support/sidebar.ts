/** The sidebar as a user sees it: its main menu links, the collapse toggle, the language switch. */
import type { Locator, Page } from '@playwright/test';

export class Sidebar {
  readonly root: Locator;
  readonly mainMenu: Locator;
  readonly toggle: Locator;
  readonly language: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('sidebar');
    this.mainMenu = page.getByRole('navigation', { name: /^(Main menu|Meniu principal)$/ });
    this.toggle = page.getByRole('button', { name: /^(Menu|Meniu)$/ });
    this.language = page.getByRole('button', { name: /^(Change language|Schimbă limba)$/ });
  }

  /** The names of the main menu's links, in order. */
  async itemNames(): Promise<string[]> {
    // The label only: each link also holds an aria-hidden icon letter.
    return this.mainMenu.getByRole('link').locator('[data-part="label"]').allTextContents();
  }
}
