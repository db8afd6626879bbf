/**
 * The patient form (/patients/new, /patients/{id}) as a user sees it, in either language, and the
 * server side of what it saves, read with the service key (the app itself never sees that key).
 */

import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { Locale } from '#i18n/locale.ts';
import { API_URL, e2eStackConfig } from './e2e-stack-config.ts';
import { labelled } from './field-label.ts';
import { chooseOption } from './select-option.ts';
import { openSyncedDeviceAs } from './synced-device.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');

const TEXT_FIELDS = {
  first_name: { ro: 'Prenume', en: 'First name' },
  last_name: { ro: 'Nume', en: 'Last name' },
  cnp: { ro: 'CNP', en: 'CNP' },
  birthday: { ro: 'Data nașterii', en: 'Date of birth' },
  series: { ro: 'Seria actului de identitate', en: 'ID series' },
  number: { ro: 'Numărul actului de identitate', en: 'ID number' },
  issue_date: { ro: 'Data eliberării', en: 'Issue date' },
  expiry_date: { ro: 'Data expirării', en: 'Expiry date' },
  issued_by: { ro: 'Eliberat de', en: 'Issued by' },
  address: { ro: 'Adresă', en: 'Address' },
  phone: { ro: 'Telefon', en: 'Phone' },
  email: { ro: 'Email', en: 'Email' },
} as const;

export type PatientTextField = keyof typeof TEXT_FIELDS;

const TEXTS = {
  gender: { ro: 'Sex', en: 'Sex' },
  status: { ro: 'Status', en: 'Status' },
  save: { ro: 'Salvează', en: 'Save' },
  cancel: { ro: 'Anulează', en: 'Cancel' },
  delete: { ro: 'Șterge contul', en: 'Delete account' },
  resetPassword: { ro: 'Resetează parola', en: 'Reset password' },
  yes: { ro: 'Da', en: 'Yes' },
  no: { ro: 'Nu', en: 'No' },
} as const;

const GENDER_OPTIONS = {
  ro: { male: 'Masculin', female: 'Feminin' },
  en: { male: 'Male', female: 'Female' },
} as const;

/** A field's accessible name: its label, with the asterisk of a required field. */
export interface NewPatient {
  first_name: string;
  last_name: string;
  gender: 'male' | 'female';
  cnp: string;
  /** dd.MM.yyyy, as typed in the date field. */
  birthday?: string;
  series: string;
  number: string;
  issued_by: string;
  address: string;
  phone: string;
  email: string;
}

export class PatientFormPage {
  readonly toast: Locator;
  readonly avatarInput: Locator;
  readonly avatar: Locator;
  readonly cnpWarning: Locator;
  readonly dialog: Locator;
  readonly loadError: Locator;
  readonly syncIndicator: Locator;

  private readonly page: Page;
  private readonly locale: Locale;
  /** The account that signs in at the first form opened (asDesk), until it has. */
  private signInPending: string | null = null;

  constructor(page: Page, locale: Locale = 'ro') {
    this.page = page;
    this.locale = locale;
    this.toast = page.getByTestId('toast');
    this.avatarInput = page.locator('input[type="file"]');
    this.avatar = page.getByTestId('patient-avatar');
    this.cnpWarning = page.getByTestId('cnp-warning');
    this.dialog = page.getByRole('alertdialog');
    this.loadError = page.getByTestId('patient-load-error');
    this.syncIndicator = page.getByTestId('sync-indicator');
  }

  /** Signs in as Aurora's reception desk and waits until the device holds the clinic's data. */
  static async signIn(page: Page, locale: Locale = 'ro'): Promise<PatientFormPage> {
    await openSyncedDeviceAs(page, 'staff@aurora.cabinet.demo', { locale, waitSynced: true });
    return new PatientFormPage(page, locale);
  }

  /**
   * Aurora's reception desk, who signs in at the first form the test opens (as a desk following a
   * link would): one load of the app and one first sync, instead of a landing page and a reload.
   */
  static asDesk(page: Page, locale: Locale = 'ro'): PatientFormPage {
    const form = new PatientFormPage(page, locale);
    form.signInPending = 'staff@aurora.cabinet.demo';
    return form;
  }

  async openNew(): Promise<void> {
    await this.open('/patients/new');
    await expect(this.field('first_name')).toBeVisible();
  }

  async openEdit(id: string): Promise<void> {
    await this.open(`/patients/${id}`);
  }

  private async open(path: string): Promise<void> {
    if (!this.signInPending) {
      await this.page.goto(path);
      return;
    }
    await openSyncedDeviceAs(this.page, this.signInPending, { locale: this.locale, at: path });
    this.signInPending = null;
  }

  private text(key: keyof typeof TEXTS): string {
    return TEXTS[key][this.locale];
  }

  field(field: PatientTextField): Locator {
    return this.page.getByRole('textbox', { name: labelled(TEXT_FIELDS[field][this.locale]) });
  }

  get gender(): Locator {
    return this.page.getByRole('combobox', { name: labelled(this.text('gender')) });
  }

  get status(): Locator {
    return this.page.getByRole('combobox', { name: labelled(this.text('status')) });
  }

  notification(kind: 'email' | 'sms'): Locator {
    const label =
      kind === 'email'
        ? /^(Notificări prin email|Email notifications)$/
        : /^(Notificări prin SMS|SMS notifications)$/;
    return this.page.getByRole('switch', { name: label });
  }

  get saveButton(): Locator {
    return this.page.getByRole('button', { name: this.text('save'), exact: true });
  }

  get cancelButton(): Locator {
    return this.page.getByRole('button', { name: this.text('cancel'), exact: true });
  }

  get deleteButton(): Locator {
    return this.page.getByRole('button', { name: this.text('delete'), exact: true });
  }

  get resetPasswordButton(): Locator {
    return this.page.getByRole('button', { name: this.text('resetPassword'), exact: true });
  }

  /** The message under a field: the first rule it fails. */
  message(control: Locator): Locator {
    return this.page
      .locator('[data-scope="field"][data-part="root"]')
      .filter({ has: control })
      .locator('[data-part="error-text"]');
  }

  async type(field: PatientTextField, value: string): Promise<void> {
    await this.field(field).fill(value);
    // Date fields read what was typed when the box is left.
    await this.field(field).blur();
  }

  /** Picks an option of the gender or status field (again if a click under load opened nothing). */
  async choose(field: 'gender' | 'status', option: string): Promise<void> {
    await chooseOption(this.page, this.page.locator('body'), this.text(field), option);
  }

  async toggle(kind: 'email' | 'sms'): Promise<void> {
    await this.page
      .getByText(
        kind === 'email'
          ? /^(Notificări prin email|Email notifications)$/
          : /^(Notificări prin SMS|SMS notifications)$/,
      )
      .click();
  }

  async fillIn(patient: NewPatient): Promise<void> {
    await this.type('first_name', patient.first_name);
    await this.type('last_name', patient.last_name);
    await this.choose('gender', GENDER_OPTIONS[this.locale][patient.gender]);
    await this.type('cnp', patient.cnp);
    if (patient.birthday) await this.type('birthday', patient.birthday);
    await this.type('series', patient.series);
    await this.type('number', patient.number);
    await this.type('issued_by', patient.issued_by);
    await this.type('address', patient.address);
    await this.type('phone', patient.phone);
    await this.type('email', patient.email);
  }

  async uploadAvatar(fileName: string): Promise<void> {
    await this.avatarInput.setInputFiles(path.join(FIXTURES, fileName));
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }

  /** Registers a new patient with a picture and waits for the list the form returns to. */
  async registerWithPicture(patient: NewPatient, picture: string): Promise<void> {
    await this.openNew();
    await this.fillIn(patient);
    await this.uploadAvatar(picture);
    await expect(this.avatar).toHaveAttribute('data-picture', 'shown');
    await this.save();
    await expect(this.page).toHaveURL(/\/patients$/);
  }

  async answer(answer: 'yes' | 'no'): Promise<void> {
    await this.dialog.getByRole('button', { name: this.text(answer), exact: true }).click();
  }
}

/** The server's view, through the service key: what the form's saves became after the sync. */
export class PatientServer {
  private readonly client = createClient(API_URL, e2eStackConfig().serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  async clinicId(name = 'Clinica Aurora'): Promise<string> {
    const { data, error } = await this.client.from('clinics').select('id').eq('name', name).single();
    if (error) throw error;
    return (data as { id: string }).id;
  }

  /** Every row (tombstones too) with this last name. */
  async byLastName(lastName: string): Promise<Array<Record<string, unknown>>> {
    const { data, error } = await this.client.from('patients').select('*').eq('last_name', lastName);
    if (error) throw error;
    return data as Array<Record<string, unknown>>;
  }

  async byId(id: string): Promise<Record<string, unknown> | null> {
    const { data, error } = await this.client.from('patients').select('*').eq('id', id).maybeSingle();
    if (error) throw error;
    return data as Record<string, unknown> | null;
  }

  /** A patient made elsewhere (another desk): the device receives it through the sync. */
  async insert(fields: Record<string, unknown>): Promise<string> {
    const id = crypto.randomUUID();
    const { error } = await this.client
      .from('patients')
      .insert({ id, clinic_id: await this.clinicId(), ...fields });
    if (error) throw error;
    return id;
  }

  /** The object names in a folder of the avatars bucket. */
  async avatarNames(folder: string): Promise<string[]> {
    const { data, error } = await this.client.storage.from('avatars').list(folder);
    if (error) throw error;
    return data.map((entry) => entry.name);
  }

  async avatarBytes(objectPath: string): Promise<Uint8Array> {
    const { data, error } = await this.client.storage.from('avatars').download(objectPath);
    if (error) throw error;
    return new Uint8Array(await data.arrayBuffer());
  }
}

/** Width and height from a PNG's header (IHDR, right after the signature). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
