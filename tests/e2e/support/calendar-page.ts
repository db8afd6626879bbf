/**
 * The weekly calendar at /appointments as a user sees it (week navigation, doctor picker, the
 * grid's days, cells and blocks, drag moves by mouse and keyboard), and the server's view of the
 * same appointments, read with the service key.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { wallTimeOf, wallTimeToIso } from '#core/bucharest-time.ts';
import { clinicIdByName, serverAdmin } from './server-admin.ts';

export interface ServerAppointment {
  id: string;
  appointment_date: string;
  duration_minutes: number;
  status: string;
  patientName: string;
  serviceName: string | null;
  /** Bucharest day and time of the start. */
  day: string;
  time: string;
}

export interface ServerDoctor {
  id: string;
  name: string;
}

/** The clinic's doctors by name, as the calendar lists them. */
export async function serverDoctors(clinicName: string): Promise<ServerDoctor[]> {
  const clinicId = await clinicIdByName(clinicName);
  const { data, error } = await serverAdmin()
    .from('users')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .eq('role', 'doctor')
    .eq('deleted', false);
  if (error) throw error;
  return (data as ServerDoctor[]).sort((a, b) => a.name.localeCompare(b.name, 'ro'));
}

export async function serverDoctorByEmail(email: string): Promise<ServerDoctor> {
  const { data, error } = await serverAdmin().from('users').select('id, name').eq('email', email).single();
  if (error) throw error;
  return data as ServerDoctor;
}

/** A doctor's scheduled and refused appointments starting in [from, to), earliest first. */
export async function serverWeek(doctorId: string, from: string, to: string): Promise<ServerAppointment[]> {
  const { data, error } = await serverAdmin()
    .from('appointments')
    .select('id, appointment_date, duration_minutes, status, patients(name), services(name)')
    .eq('doctor_id', doctorId)
    .eq('deleted', false)
    .in('status', ['scheduled', 'conflict'])
    .gte('appointment_date', from)
    .lt('appointment_date', to)
    .order('appointment_date');
  if (error) throw error;
  type Row = Omit<ServerAppointment, 'patientName' | 'serviceName' | 'day' | 'time'> & {
    patients: { name: string } | null;
    services: { name: string } | null;
  };
  return (data as unknown as Row[]).map((row) => {
    const wall = wallTimeOf(row.appointment_date);
    return {
      id: row.id,
      appointment_date: row.appointment_date,
      duration_minutes: row.duration_minutes,
      status: row.status,
      patientName: row.patients?.name ?? '',
      serviceName: row.services?.name ?? null,
      day: wall?.day ?? '',
      time: wall?.time ?? '',
    };
  });
}

/** The start the server holds now, as epoch ms (the server may write +00:00 rather than Z). */
export async function serverStart(id: string): Promise<number> {
  const { data, error } = await serverAdmin()
    .from('appointments')
    .select('appointment_date')
    .eq('id', id)
    .single();
  if (error) throw error;
  return Date.parse((data as { appointment_date: string }).appointment_date);
}

/**
 * A booking the server refused because its slot was taken, as sync_push stores it: a copy of an
 * appointment with status 'conflict' at the same time. Returns its id.
 */
export async function insertRefusedCopy(id: string): Promise<string> {
  const admin = serverAdmin();
  const { data, error } = await admin
    .from('appointments')
    .select('clinic_id, patient_id, doctor_id, service_id, created_by, appointment_date, duration_minutes')
    .eq('id', id)
    .single();
  if (error) throw error;
  const copy = { ...(data as Record<string, unknown>), id: crypto.randomUUID(), status: 'conflict' };
  const inserted = await admin.from('appointments').insert(copy);
  if (inserted.error) throw inserted.error;
  return copy.id;
}

export async function serverRow(
  id: string,
): Promise<{ status: string; start: number; doctor_id: string; duration_minutes: number }> {
  const { data, error } = await serverAdmin()
    .from('appointments')
    .select('status, appointment_date, doctor_id, duration_minutes')
    .eq('id', id)
    .single();
  if (error) throw error;
  const row = data as {
    status: string;
    appointment_date: string;
    doctor_id: string;
    duration_minutes: number;
  };
  return { ...row, start: Date.parse(row.appointment_date) };
}

/** The instant of a Bucharest wall time, epoch ms. */
export function bucharestInstant(day: string, time: string): number {
  const iso = wallTimeToIso(day, time);
  if (!iso) throw new Error(`not a wall time: ${day} ${time}`);
  return Date.parse(iso);
}

export class CalendarPage {
  readonly root: Locator;
  readonly grid: Locator;
  readonly weekRange: Locator;
  readonly previousWeek: Locator;
  readonly today: Locator;
  readonly nextWeek: Locator;
  readonly doctorPicker: Locator;
  readonly dayHeaders: Locator;
  readonly blocks: Locator;
  readonly toast: Locator;
  readonly tooltip: Locator;
  readonly addButton: Locator;
  readonly popup: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId('calendar');
    this.grid = page.getByTestId('calendar-grid');
    this.weekRange = page.getByTestId('week-range');
    this.previousWeek = page.getByTestId('week-previous');
    this.today = page.getByTestId('week-today');
    this.nextWeek = page.getByTestId('week-next');
    this.doctorPicker = page.getByTestId('doctor-picker');
    this.dayHeaders = page.getByTestId('day-header');
    this.blocks = page.getByTestId('appointment-block');
    this.toast = page.getByTestId('toast');
    this.tooltip = page.getByRole('tooltip');
    this.addButton = page.getByRole('button', { name: /^(Programare nouă|New appointment)$/ });
    this.popup = page.getByTestId('appointment-popup');
  }

  /** Opens the calendar (optionally a week and a doctor) once the device is in step with the server. */
  async open(search: { week?: string; doctor?: string } = {}): Promise<void> {
    const params = new URLSearchParams(
      Object.entries(search).filter((entry): entry is [string, string] => !!entry[1]),
    );
    const query = params.toString();
    await this.page.goto(query ? `/appointments?${query}` : '/appointments');
    await this.waitSynced();
  }

  /**
   * Waits for a complete exchange with the server (everything pushed, then pulled) that ended
   * after `since`: what this device had to send by then has been sent.
   */
  async waitExchangedSince(since: Date): Promise<void> {
    // The poll runs every 30 s; the app also exchanges when its window gets the focus back,
    // which is asked for here, as a desk returning to the tablet would.
    await this.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const indicator = this.page.getByTestId('sync-indicator');
    await expect
      .poll(async () => Date.parse((await indicator.getAttribute('data-last-synced')) || '0'), {
        timeout: 20_000,
      })
      .toBeGreaterThan(since.getTime());
    await expect(indicator).toHaveAttribute('data-state', 'synced');
  }

  async waitSynced(): Promise<void> {
    await expect(this.page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
      timeout: 20_000,
    });
    await expect(this.grid).toBeVisible();
  }

  /** The days shown, first to last (yyyy-MM-dd). */
  async days(): Promise<string[]> {
    return this.dayHeaders.evaluateAll((headers) =>
      headers.map((header) => header.getAttribute('data-day') ?? ''),
    );
  }

  block(id: string): Locator {
    return this.root.locator(`[data-testid="appointment-block"][data-appointment-id="${id}"]`);
  }

  async blockIds(): Promise<string[]> {
    return this.blocks.evaluateAll((blocks) =>
      blocks.map((block) => block.getAttribute('data-appointment-id') ?? ''),
    );
  }

  column(day: string): Locator {
    return this.grid.locator(`[data-day-column="${day}"]`);
  }

  cell(day: string, hour: number): Locator {
    return this.grid.locator(`[data-testid="calendar-cell"][data-day="${day}"][data-hour="${hour}"]`);
  }

  /** Searches the doctor picker's dropdown, picks the doctor (a radio button) and closes it. */
  async chooseDoctor(search: string, name: string): Promise<void> {
    await this.doctorPicker.click();
    const dropdown = this.page.getByRole('dialog', { name: /^(Medic|Doctor)$/ });
    await dropdown.getByRole('searchbox', { name: /Caută un medic|Search for a doctor/ }).fill(search);
    await dropdown.getByRole('radio', { name }).check();
    await this.page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
  }

  /** Hovering a navigation button shows the dates of the week it goes to. */
  async expectTooltip(button: Locator, text: string): Promise<void> {
    await button.hover();
    await expect(this.tooltip.filter({ hasText: text })).toBeVisible();
    await this.page.mouse.move(0, 0);
    await expect(this.tooltip).toHaveCount(0);
  }

  /** The screen point of a Bucharest time in a day's column (its x at the column's left + 10 px). */
  private async pointAt(day: string, time: string): Promise<{ x: number; y: number }> {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const cell = await this.cell(day, hour).boundingBox();
    if (!cell) throw new Error(`no cell for ${day} ${hour}:00`);
    return { x: cell.x + 10, y: cell.y + (minute / 60) * cell.height };
  }

  /** Clicks an empty spot of a day's column at a Bucharest time. */
  async clickAt(day: string, time: string): Promise<void> {
    const point = await this.pointAt(day, time);
    // Two pixels into the quarter hour, so the click is not on its boundary.
    await this.page.mouse.click(point.x + 20, point.y + 2);
  }

  /**
   * Where to take a block (near its top-left corner, scrolled into view) and where to let it go
   * so that its top lands on `day` at `time`: the drop keeps the grab's offset in the block.
   */
  private async dragPoints(
    id: string,
    day: string,
    time: string,
  ): Promise<{ grab: { x: number; y: number }; drop: { x: number; y: number } }> {
    const block = this.block(id);
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    const from = await block.getAttribute('data-day');
    if (!box || !from) throw new Error(`block ${id} is not on screen`);
    const column = await this.column(from).boundingBox();
    const target = await this.pointAt(day, time);
    if (!column) throw new Error(`no column for ${from}`);
    const grab = { x: box.x + 8, y: box.y + 4 };
    return { grab, drop: { x: grab.x + (target.x - 10 - column.x), y: grab.y + (target.y - box.y) } };
  }

  /** Drags a block with the mouse so that its top lands on `day` at `time`. */
  async dragBlock(id: string, day: string, time: string): Promise<void> {
    const { grab, drop } = await this.dragPoints(id, day, time);
    await this.page.mouse.move(grab.x, grab.y);
    await this.page.mouse.down();
    await this.page.mouse.move(grab.x + 8, grab.y + 8, { steps: 2 });
    await this.page.mouse.move(drop.x, drop.y, { steps: 12 });
    await expect(this.grid.getByTestId('drop-preview')).toBeVisible();
    await this.page.mouse.up();
  }

  /** Taps an empty spot of a day's column at a Bucharest time (a finger on a touch screen). */
  async tapAt(day: string, time: string): Promise<void> {
    const point = await this.pointAt(day, time);
    await this.page.touchscreen.tap(point.x + 20, point.y + 2);
  }

  /**
   * Moves a block with a finger so that its top lands on `day` at `time`: a press held until the
   * block is picked up (dnd-kit's touch sensor, after TOUCH_DELAY_MS), a slide, and a lift. The
   * page needs a touch screen (`hasTouch`); the touches go through the DevTools protocol, as
   * Playwright's touchscreen only taps.
   */
  async touchDragBlock(id: string, day: string, time: string): Promise<void> {
    const block = this.block(id);
    const { grab, drop } = await this.dragPoints(id, day, time);
    const session = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      session.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y) }] : [],
      });
    try {
      await touch('touchStart', grab);
      // Held still until the block is picked up: the press, not a swipe.
      await expect(block).toHaveAttribute('data-dragging', 'true');
      const steps = 12;
      for (let step = 1; step <= steps; step += 1) {
        await touch('touchMove', {
          x: grab.x + ((drop.x - grab.x) * step) / steps,
          y: grab.y + ((drop.y - grab.y) * step) / steps,
        });
      }
      await expect(this.grid.getByTestId('drop-preview')).toBeVisible();
      await touch('touchEnd');
    } finally {
      await session.detach();
    }
  }

  /** Picks a block up from the keyboard, moves it by arrow presses and drops it with Enter. */
  async keyboardMove(id: string, keys: readonly string[]): Promise<void> {
    const handle = this.block(id).getByTestId('appointment-move-handle');
    await handle.focus();
    await expect(handle).toBeFocused();
    await this.page.keyboard.press('Space');
    await expect(this.block(id)).toHaveAttribute('data-dragging', 'true');
    const transform = () => this.block(id).evaluate((block) => (block as HTMLElement).style.transform);
    for (const key of keys) {
      // Each press moves the block before the next one is sent.
      const before = await transform();
      await this.page.keyboard.press(key);
      await expect.poll(transform, { message: `${key} moved nothing` }).not.toBe(before);
    }
    await expect(this.grid.getByTestId('drop-preview')).toBeVisible();
    await this.page.keyboard.press('Enter');
  }
}
