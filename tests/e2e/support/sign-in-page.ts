/** The /auth page as a user sees it: the sign-in fields, their messages and the toast. */
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locale.ts';

export const DEMO_PASSWORD = 'cabinet-demo';

/** Opens the app in a language before any script runs (the choice the ro/en toggle stores). */
export async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('cabinet.locale', value), locale);
}

export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly toast: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.password = page.getByLabel(/^Password|^Parolă/);
    this.submit = page.getByRole('button', { name: /^(Sign in|Autentificare)$/ });
    this.forgotPassword = page.getByRole('button', { name: /Forgot your password|Ai uitat parola/ });
    this.toast = page.getByTestId('toast');
  }

  async open(): Promise<void> {
    await this.page.goto('/auth');
    await this.email.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The message shown under a field (the first rule it fails). */
  fieldMessage(field: Locator): Locator {
    return this.page
      .locator('[data-scope="field"][data-part="root"]')
      .filter({ has: field })
      .locator('[data-part="error-text"]');
  }
}
