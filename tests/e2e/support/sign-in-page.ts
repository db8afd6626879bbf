/** The /auth page as a user sees it: the sign-in fields, their messages and the toast. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '#i18n/locale.ts';

export const DEMO_PASSWORD = 'cabinet-demo';

/** Opens the app in a language before any script runs (the choice the ro/en toggle stores). */
export async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('cabinet.locale', value), locale);
}

export interface SignInAsOptions {
  /** The language to open the app in; absent keeps the stored choice (Romanian on a new device). */
  locale?: Locale;
  /** The page the sign-in lands on: /appointments, except for a super_admin (/clinics). */
  landing?: RegExp;
  /** Also wait until the device holds the clinic's data (the sync indicator reads synced). */
  waitSynced?: boolean;
  /** The password, for an account a test made itself (default: the demo password). */
  password?: string;
  /**
   * A page to open first: the app sends the visitor to sign in and back to it, so the test starts
   * there after one load and one first sync (instead of a second load of the app).
   */
  at?: string;
}

/** A URL on the app path's page (its query as the router writes it back). */
function urlOfPage(path: string): RegExp {
  const [pathname = path] = path.split('?');
  return new RegExp(`${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);
}

/** Signs in (a demo user unless a password is given) from /auth and waits for the landing page. */
export async function signInAs(
  page: Page,
  email: string,
  {
    locale,
    landing = /\/appointments$/,
    waitSynced = false,
    password = DEMO_PASSWORD,
    at,
  }: SignInAsOptions = {},
): Promise<void> {
  // What useLocale does, written out: lint takes any use* call outside a test for a React hook.
  if (locale)
    await page.addInitScript((value) => window.localStorage.setItem('cabinet.locale', value), locale);
  const signInPage = new SignInPage(page);
  if (at) {
    await page.goto(at);
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await signInPage.email.waitFor();
  } else {
    await signInPage.open();
  }
  await signInPage.signIn(email, password);
  await expect(page).toHaveURL(at ? urlOfPage(at) : landing);
  await untilAppShows(page);
  if (waitSynced) await untilSynced(page);
}

/**
 * Until the signed-in app shows: the device's PIN chosen or typed first (the suite's handlers,
 * support/device-lock.ts, answer as soon as this looks), then the shell, or the notice of a
 * deleted clinic, which has none.
 */
export async function untilAppShows(page: Page): Promise<void> {
  await expect(page.getByTestId('sidebar').or(page.getByTestId('clinic-deleted'))).toBeVisible({
    timeout: 30_000,
  });
}

/** Until the device holds the clinic's data as the server has it (the sync indicator reads synced). */
export async function untilSynced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
    timeout: 30_000,
  });
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
