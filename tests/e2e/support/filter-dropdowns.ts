/**
 * The design system's filter buttons as a user works them (spec part 1 §2 "Reusable pieces"): the
 * button, its dropdown of checkboxes or radio buttons, its own search box and its reset.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class FilterDropdowns {
  private readonly page: Page;
  private readonly resetLabel: string;

  constructor(page: Page, locale: 'ro' | 'en' = 'en') {
    this.page = page;
    this.resetLabel = locale === 'en' ? 'Reset' : 'Resetează';
  }

  /** A filter's button; its name grows a count ("Age 1 selected") once something is chosen. */
  button(label: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${label}(\\s*\\d|$)`) });
  }

  private dropdown(label: string): Locator {
    return this.page.getByRole('dialog', { name: label });
  }

  private async close(label: string): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dropdown(label)).toBeHidden();
  }

  /** Opens a filter's dropdown, picks the options (checkboxes or radio buttons) and closes it. */
  async choose(label: string, options: readonly string[]): Promise<void> {
    await this.button(label).click();
    const dropdown = this.dropdown(label);
    for (const option of options) {
      const choice = dropdown
        .getByRole('checkbox', { name: option, exact: true })
        .or(dropdown.getByRole('radio', { name: option, exact: true }));
      await choice.check();
    }
    await this.close(label);
  }

  /**
   * Opens a filter's dropdown from the keyboard and closes it again: the focus goes into the
   * dropdown and comes back to the button (its first opening builds the dropdown).
   */
  async openAndCloseWithKeyboard(label: string): Promise<void> {
    await this.button(label).focus();
    await this.page.keyboard.press('Enter');
    const dropdown = this.dropdown(label);
    await expect(dropdown).toBeVisible();
    await expect.poll(() => dropdown.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    await this.close(label);
    await expect(this.button(label)).toBeFocused();
  }

  /** Clears a filter with its dropdown's reset button. */
  async reset(label: string): Promise<void> {
    await this.button(label).click();
    await this.dropdown(label).getByRole('button', { name: this.resetLabel }).click();
    await this.close(label);
  }

  /** Picks one entry of a searchable filter after typing into its own search box. */
  async chooseBySearching(label: string, typed: string, option: string): Promise<void> {
    await this.button(label).click();
    const dropdown = this.dropdown(label);
    await dropdown.getByRole('searchbox').fill(typed);
    await dropdown.getByRole('checkbox', { name: option, exact: true }).check();
    await this.close(label);
  }
}
