/**
 * The users/medics list and form (/medics, /medics/new, /medics/new/{clinic}, /medics/{id}) as an
 * administrator works them, in English, and the server side of what they make, read with the
 * service key.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { labelled } from './field-label.ts';
import { verifyLinkIn, waitForMail } from './mail-catcher.ts';
import { chooseOption } from './select-option.ts';
import { serverAdmin } from './server-admin.ts';

export interface NewUser {
  role?: 'Doctor' | 'Staff' | 'Administrator';
  firstName: string;
  lastName: string;
  clinicEmail: string;
}

export class MedicsPage {
  readonly page: Page;
  readonly form: Locator;
  readonly toast: Locator;

  constructor(page: Page) {
    this.page = page;
    this.form = page.getByRole('form');
    this.toast = page.getByTestId('toast');
  }

  rows(): Locator {
    return this.page.getByRole('table').locator('tbody tr');
  }

  row(name: string): Locator {
    return this.rows().filter({ hasText: name });
  }

  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'New user', exact: true });
  }

  editLink(name: string): Locator {
    return this.page.getByRole('link', { name: `Edit ${name}`, exact: true });
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: labelled(label) });
  }

  async choose(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.form, label, option);
  }

  get saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  /** Fills the general data a new user needs (the rest keeps its defaults). */
  async fillNew(user: NewUser): Promise<void> {
    if (user.role) await this.choose('Role', user.role);
    await this.field('First name').fill(user.firstName);
    await this.field('Last name').fill(user.lastName);
    await this.choose('Sex', 'Female');
    await this.field('Clinic email').fill(user.clinicEmail);
    await this.field('Phone').fill('0722 123 456');
    await this.choose('Specialization', 'Cardiology');
    await this.choose('Professional grade', 'Specialist');
    await this.choose('Collaboration type', 'Internal');
  }

  accountButton(name: string): Locator {
    return this.page.getByTestId('account-settings').getByRole('button', { name, exact: true });
  }

  /** Presses an account action that asks first, and confirms. */
  async confirmAccountAction(button: string, confirm: string): Promise<void> {
    await this.accountButton(button).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: confirm, exact: true }).click();
  }
}

export async function serverUserByEmail(email: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await serverAdmin()
    .from('users')
    .select('id, clinic_id, role, name, phone, status, deleted, auth_user_id, email')
    .eq('email', email)
    .maybeSingle();
  if (error) throw error;
  return data as Record<string, unknown> | null;
}

/** The set-password link of the invitation sent to `email`. */
export async function invitationLink(email: string): Promise<string> {
  const mail = await waitForMail(
    (caught) => String(caught.to).includes(email) && caught.subject.includes('Invitație'),
  );
  return verifyLinkIn(mail);
}

/** Follows an emailed set-password link and chooses the password on the app's page. */
export async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}
