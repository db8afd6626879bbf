/**
 * The partners list and form (/partners, /partners/new, /partners/{id}) as a user works them, in
 * English, and the server side of what they save, read with the service key.
 */
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { labelled } from './field-label.ts';
import { FilterDropdowns } from './filter-dropdowns.ts';
import { chooseOption } from './select-option.ts';
import { serverAdmin } from './server-admin.ts';

const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');

export interface ServerPartner {
  id: string;
  clinic_id: string;
  name: string;
  type: string;
  status: string;
  rating: number | null;
  contact_person: string | null;
  phone: string | null;
  partnership_date: string | null;
  contract_expiry_date: string | null;
  avatar: string | null;
  deleted: boolean;
}

export class PartnersPage {
  readonly page: Page;
  readonly form: Locator;
  readonly toast: Locator;
  readonly filters: FilterDropdowns;

  constructor(page: Page) {
    this.page = page;
    this.form = page.getByRole('form');
    this.toast = page.getByTestId('toast');
    this.filters = new FilterDropdowns(page, 'en');
  }

  async openList(): Promise<void> {
    await this.page.goto('/partners');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByRole('table').locator('tbody tr');
  }

  row(name: string): Locator {
    return this.rows().filter({ hasText: name });
  }

  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'New partner', exact: true });
  }

  editLink(name: string): Locator {
    return this.page.getByRole('link', { name: `Edit ${name}`, exact: true });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search partners' }).fill(text);
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: labelled(label) });
  }

  async choose(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.form, label, option);
  }

  async pickLogo(fixture: string): Promise<void> {
    await this.form.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, fixture));
    await expect(this.form.getByTestId('partner-logo')).toHaveAttribute('data-picture', 'shown');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }
}

/** dd.MM.yyyy, as typed in the date field, of a yyyy-MM-dd day. */
export function typedDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

export async function serverPartnerByName(name: string): Promise<ServerPartner | null> {
  const { data, error } = await serverAdmin()
    .from('partners')
    .select(
      'id, clinic_id, name, type, status, rating, contact_person, phone, partnership_date, contract_expiry_date, avatar, deleted',
    )
    .eq('name', name)
    .maybeSingle();
  if (error) throw error;
  return data as ServerPartner | null;
}

/** The stored logos under a partner's folder of the partner-avatars bucket. */
export async function storedLogos(clinicId: string, partnerId: string): Promise<string[]> {
  const { data, error } = await serverAdmin()
    .storage.from('partner-avatars')
    .list(`${clinicId}/partners/${partnerId}`);
  if (error) throw error;
  return (data ?? []).map((entry) => entry.name);
}
