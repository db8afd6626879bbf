/**
 * The appointment popup of /appointments as a user sees it, in either language, and the server side
 * of what it books, read and seeded with the service key (the app itself never sees that key).
 */

import { expect, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { Locale } from '#i18n/locale.ts';
import { API_URL, e2eStackConfig } from './e2e-stack-config.ts';
import { escaped, labelled } from './field-label.ts';
import { openSyncedDeviceAs } from './synced-device.ts';

const TEXTS = {
  specialization: { ro: 'Specializare', en: 'Specialization' },
  doctor: { ro: 'Medic', en: 'Doctor' },
  service: { ro: 'Serviciu', en: 'Service' },
  duration: { ro: 'Durată', en: 'Duration' },
  patient: { ro: 'Pacient', en: 'Patient' },
  date: { ro: 'Data', en: 'Date' },
  time: { ro: 'Ora', en: 'Time' },
  create: { ro: 'Creează programarea', en: 'Create appointment' },
  save: { ro: 'Salvează', en: 'Save' },
  dismiss: { ro: 'Renunță', en: 'Discard' },
  cancelAppointment: { ro: 'Anulează programarea', en: 'Cancel appointment' },
  viewDetails: { ro: 'Vezi detalii', en: 'View details' },
  newPatient: { ro: 'Pacient nou', en: 'New patient' },
  add: { ro: 'Programare nouă', en: 'New appointment' },
  yes: { ro: 'Da', en: 'Yes' },
  no: { ro: 'Nu', en: 'No' },
} as const;

type Text = keyof typeof TEXTS;
export type PopupField = 'specialization' | 'doctor' | 'service' | 'duration' | 'patient' | 'date' | 'time';

/** A field's accessible name: its label, with the asterisk of a required field. */
/** dd.MM.yyyy, as typed in the date field, of a yyyy-MM-dd day. */
export function typedDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** Today in Bucharest, yyyy-MM-dd. */
function bucharestToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
}

function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const WEEKDAY_INDEX = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

/**
 * A day of the given weekday in week `week` after the seeded month (the seed books up to 16 days
 * ahead), so tests start from a doctor's empty day and do not meet each other.
 */
export function freeDay(week: number, weekday: keyof typeof WEEKDAY_INDEX): string {
  const start = addDays(bucharestToday(), 21 + 7 * week);
  const [year = 0, month = 1, date = 1] = start.split('-').map(Number);
  const current = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(start, (WEEKDAY_INDEX[weekday] - current + 7) % 7);
}

/** The UTC instant of a Bucharest wall time (the offset read from Intl, as the app does). */
export function bucharestInstant(day: string, time: string): string {
  const guess = Date.parse(`${day}T${time}:00Z`);
  for (const offsetHours of [2, 3]) {
    const candidate = guess - offsetHours * 3_600_000;
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Bucharest',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(candidate);
    if (shown === time) return new Date(candidate).toISOString();
  }
  throw new Error(`no instant for ${day} ${time}`);
}

export class AppointmentPopupPage {
  readonly popup: Locator;
  readonly toast: Locator;
  readonly problem: Locator;
  readonly openingHours: Locator;
  readonly slotHint: Locator;
  readonly confirmDialog: Locator;
  readonly syncIndicator: Locator;

  private readonly page: Page;
  private readonly locale: Locale;
  /** The account that signs in at the first calendar opened (asDesk), until it has. */
  private signInPending: string | null = null;

  constructor(page: Page, locale: Locale = 'ro') {
    this.page = page;
    this.locale = locale;
    this.popup = page.getByTestId('appointment-popup');
    this.toast = page.getByTestId('toast');
    this.problem = this.popup.getByTestId('appointment-problem');
    this.openingHours = this.popup.getByTestId('opening-hours');
    this.slotHint = this.popup.getByTestId('slot-hint');
    this.confirmDialog = page.getByRole('alertdialog');
    this.syncIndicator = page.getByTestId('sync-indicator');
  }

  /**
   * Aurora's reception desk, who signs in at the first calendar the test opens (as a desk following
   * a link would): one load of the app and one first sync, instead of a landing page and a reload.
   */
  static asDesk(page: Page, locale: Locale = 'ro'): AppointmentPopupPage {
    const popup = new AppointmentPopupPage(page, locale);
    popup.signInPending = 'staff@aurora.cabinet.demo';
    return popup;
  }

  text(key: Text): string {
    return TEXTS[key][this.locale];
  }

  /** The calendar of a week (any day in it) and doctor, once the device is in step with the server. */
  async openCalendar(search: { week?: string; doctor?: string } = {}): Promise<void> {
    const params = new URLSearchParams(
      Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const query = params.toString();
    const path = query ? `/appointments?${query}` : '/appointments';
    if (this.signInPending) {
      await openSyncedDeviceAs(this.page, this.signInPending, { locale: this.locale, at: path });
      this.signInPending = null;
    } else {
      await this.page.goto(path);
    }
    await this.waitSynced();
    await expect(this.page.getByTestId('calendar-grid')).toBeVisible();
  }

  /** The calendar's floating add button (on the landing calendar, if the desk has not signed in yet). */
  async openNew(): Promise<void> {
    if (this.signInPending) await this.openCalendar();
    await this.page.getByRole('button', { name: this.text('add'), exact: true }).click();
    await expect(this.popup).toBeVisible();
  }

  /** The block of an appointment in its doctor's week (it may first have to arrive through the sync). */
  block(id: string): Locator {
    return this.page.locator(`[data-testid="appointment-block"][data-appointment-id="${id}"]`);
  }

  /** A block of the grid by its Bucharest day and start time. */
  blockAt(day: string, time: string): Locator {
    return this.page.locator(`[data-testid="appointment-block"][data-day="${day}"][data-time="${time}"]`);
  }

  async openExisting(id: string, day: string, doctorId: string): Promise<void> {
    await this.openCalendar({ week: day, doctor: doctorId });
    const block = this.block(id);
    await expect(block).toBeVisible({ timeout: 15_000 });
    // The block's first button opens it; the other one is the drag handle.
    await block.getByRole('button').first().click();
    await expect(this.popup).toBeVisible();
  }

  /** A click at the top of an empty hour cell of the grid: a new appointment at that hour. */
  async openAtSlot(day: string, hour: number, doctorId: string): Promise<void> {
    await this.openCalendar({ week: day, doctor: doctorId });
    const cell = this.page.locator(`[data-testid="calendar-cell"][data-day="${day}"][data-hour="${hour}"]`);
    await cell.click({ position: { x: 10, y: 2 } });
    await expect(this.popup).toBeVisible();
  }

  field(field: PopupField): Locator {
    return this.popup.locator(this.control(field));
  }

  /** The message under a field. */
  message(field: PopupField): Locator {
    return this.popup
      .locator('[data-scope="field"][data-part="root"]')
      .filter({ has: this.control(field) })
      .locator('[data-part="error-text"]');
  }

  /** A field's control anywhere on the page (to be scoped by the caller). */
  private control(field: PopupField): Locator {
    const name = labelled(this.text(field));
    return field === 'date'
      ? this.page.getByRole('textbox', { name })
      : this.page.getByRole('combobox', { name });
  }

  button(key: Text): Locator {
    return this.popup.getByRole('button', { name: this.text(key), exact: true });
  }

  /** The options of the open list. */
  option(name: string | RegExp): Locator {
    // A pattern takes the first match ('any service'); a text names exactly one option.
    return typeof name === 'string'
      ? this.page.getByRole('option', { name, exact: true })
      : this.page.getByRole('option', { name }).first();
  }

  async choose(
    field: 'specialization' | 'doctor' | 'service' | 'duration' | 'time',
    option: string | RegExp,
  ) {
    await this.field(field).click();
    await this.option(option).click();
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }

  async pickPatient(search: string, name: string): Promise<void> {
    await this.field('patient').fill(search);
    await this.option(new RegExp(`^${escaped(name)}`))
      .first()
      .click();
    await expect(this.field('patient')).toHaveValue(name);
  }

  async setDate(day: string): Promise<void> {
    await this.field('date').fill(typedDay(day));
    await this.field('date').blur();
  }

  async fillIn(booking: {
    specialization: string;
    doctor: string;
    service: string | RegExp;
    patient: { search: string; name: string };
    day: string;
    time: string;
  }): Promise<void> {
    await this.choose('specialization', booking.specialization);
    await this.choose('doctor', booking.doctor);
    await this.choose('service', booking.service);
    await this.pickPatient(booking.patient.search, booking.patient.name);
    await this.setDate(booking.day);
    await this.choose('time', booking.time);
  }

  async submit(): Promise<void> {
    const save = this.popup.getByRole('button', {
      name: new RegExp(`^(${this.text('create')}|${this.text('save')})$`),
    });
    await save.click();
  }

  async answer(answer: 'yes' | 'no'): Promise<void> {
    await this.confirmDialog.getByRole('button', { name: this.text(answer), exact: true }).click();
  }

  async waitSynced(): Promise<void> {
    await expect(this.syncIndicator).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
  }
}

export interface PricedService {
  serviceId: string;
  name: string;
  duration: number;
  price: number;
}

/** The server's view, through the service key. */
export class AppointmentServer {
  private readonly client = createClient(API_URL, e2eStackConfig().serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  async clinicId(name = 'Clinica Aurora'): Promise<string> {
    const { data, error } = await this.client.from('clinics').select('id').eq('name', name).single();
    if (error) throw error;
    return (data as { id: string }).id;
  }

  async userByEmail(email: string): Promise<{ id: string; name: string }> {
    const { data, error } = await this.client.from('users').select('id, name').eq('email', email).single();
    if (error) throw error;
    return data as { id: string; name: string };
  }

  /** A doctor's price list, with the services' names. */
  async priceList(doctorId: string): Promise<PricedService[]> {
    const { data, error } = await this.client
      .from('doctor_services')
      .select('service_id, duration_minutes, price, services(name)')
      .eq('doctor_id', doctorId)
      .eq('deleted', false);
    if (error) throw error;
    return (
      data as unknown as Array<{
        service_id: string;
        duration_minutes: number;
        price: number;
        services: { name: string };
      }>
    ).map((row) => ({
      serviceId: row.service_id,
      name: row.services.name,
      duration: row.duration_minutes,
      price: Number(row.price),
    }));
  }

  /** An active patient of the clinic by position in name order (tests take different ones). */
  async patient(index: number): Promise<{ id: string; name: string; last_name: string }> {
    const { data, error } = await this.client
      .from('patients')
      .select('id, name, last_name')
      .eq('clinic_id', await this.clinicId())
      .eq('status', 'active')
      .eq('deleted', false)
      .order('name')
      .range(index, index);
    if (error) throw error;
    const [row] = data as Array<{ id: string; name: string; last_name: string }>;
    if (!row) throw new Error(`no active patient at ${index}`);
    return row;
  }

  /** A booking made elsewhere (another desk): the device receives it through the sync. */
  async insertAppointment(fields: {
    doctor_id: string;
    patient_id: string;
    service_id: string;
    appointment_date: string;
    duration_minutes: number;
    /** 'scheduled' unless told. */
    status?: 'scheduled' | 'cancelled';
    /** The user who booked it. */
    created_by?: string;
    /** The series it belongs to (issue 41). */
    series_id?: string;
  }): Promise<string> {
    const id = crypto.randomUUID();
    const { error } = await this.client
      .from('appointments')
      .insert({ id, clinic_id: await this.clinicId(), status: 'scheduled', ...fields });
    if (error) throw error;
    return id;
  }

  async patientByLastName(lastName: string): Promise<{ id: string; name: string }> {
    const { data, error } = await this.client
      .from('patients')
      .select('id, name')
      .eq('last_name', lastName)
      .single();
    if (error) throw error;
    return data as { id: string; name: string };
  }

  async appointment(id: string): Promise<Record<string, unknown> | null> {
    const { data, error } = await this.client.from('appointments').select('*').eq('id', id).maybeSingle();
    if (error) throw error;
    return data as Record<string, unknown> | null;
  }

  /** The doctor's appointments starting at an instant (any status). */
  async appointmentsAt(doctorId: string, instant: string): Promise<Array<Record<string, unknown>>> {
    const { data, error } = await this.client
      .from('appointments')
      .select('*')
      .eq('doctor_id', doctorId)
      .eq('appointment_date', instant);
    if (error) throw error;
    return data as Array<Record<string, unknown>>;
  }
}
