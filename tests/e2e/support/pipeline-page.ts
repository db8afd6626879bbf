/**
 * The pipeline (/pipeline) as a user works it, in English: the board's columns and cards, the
 * table, the toolbar's filters, sort and toggles, the task dialog; and the server side of a test
 * clinic's tasks, written and read with the service key.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { labelled } from './field-label.ts';
import { FilterDropdowns } from './filter-dropdowns.ts';
import { chooseOption } from './select-option.ts';
import { serverAdmin } from './server-admin.ts';

export type Column = 'todo' | 'in_progress' | 'done';

export interface ServerTask {
  id: string;
  title: string;
  description: string;
  status: Column;
  priority: 'low' | 'medium' | 'high';
  assigned_to: string[];
  due_date: string | null;
  created_at: string;
  created_by: string | null;
  position: number;
  deleted: boolean;
}

export type NewServerTask = Pick<
  ServerTask,
  'title' | 'status' | 'priority' | 'assigned_to' | 'due_date' | 'created_at'
>;

/** Tasks written straight to the server (another device), in the clinic. */
export async function seedTasks(clinicId: string, tasks: readonly NewServerTask[]): Promise<string[]> {
  const rows = tasks.map((task) => ({
    id: randomUUID(),
    clinic_id: clinicId,
    description: `${task.title}: de făcut`,
    ...task,
  }));
  const { error } = await serverAdmin().from('tasks').insert(rows);
  if (error) throw new Error(error.message);
  return rows.map((row) => row.id);
}

/** The clinic's live tasks on the server. */
export async function serverTasks(clinicId: string): Promise<ServerTask[]> {
  const { data, error } = await serverAdmin()
    .from('tasks')
    .select('*')
    .eq('clinic_id', clinicId)
    .eq('deleted', false);
  if (error) throw new Error(error.message);
  return data as ServerTask[];
}

export async function serverTask(id: string): Promise<ServerTask | null> {
  const { data, error } = await serverAdmin().from('tasks').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as ServerTask | null;
}

export class PipelinePage {
  readonly page: Page;
  readonly filters: FilterDropdowns;
  readonly toast: Locator;

  constructor(page: Page) {
    this.page = page;
    this.filters = new FilterDropdowns(page, 'en');
    this.toast = page.getByTestId('toast');
  }

  async open(search = ''): Promise<void> {
    await this.page.goto(`/pipeline${search}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  }

  column(status: Column): Locator {
    return this.page.locator(`section[data-column="${status}"]`);
  }

  card(title: string): Locator {
    return this.page.locator('li[data-task-id]').filter({ hasText: title });
  }

  /** The ids a column shows, top to bottom. */
  columnIds(status: Column): Promise<string[]> {
    return this.column(status)
      .locator('li[data-task-id]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-task-id') ?? ''));
  }

  /** Every card's id on the board, whatever its column. */
  async boardIds(): Promise<string[]> {
    return this.page
      .locator('li[data-task-id]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-task-id') ?? ''));
  }

  /** The table's rows' ids, top to bottom. */
  tableIds(): Promise<string[]> {
    return this.page
      .getByRole('table')
      .locator('tbody tr[data-row-key]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''));
  }

  count(status: Column): Locator {
    return this.column(status).getByTestId('column-count');
  }

  /** A choice of one of the toolbar's two toggles (Whose tasks: You/Team; View: Board/Table). */
  async toggle(group: 'Whose tasks' | 'View', choice: string): Promise<void> {
    const radios = this.page.getByRole('radiogroup', { name: group });
    await radios.getByText(choice, { exact: true }).click();
    await expect(radios.getByRole('radio', { name: choice })).toBeChecked();
  }

  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'New task', exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(New task|Edit task)$/ });
  }

  field(label: string): Locator {
    return this.dialog().getByRole('textbox', { name: labelled(label) });
  }

  async chooseInDialog(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.dialog(), label, option);
  }

  async assign(doctorName: string): Promise<void> {
    await this.dialog().getByRole('checkbox', { name: doctorName }).check();
  }

  async saveDialog(label: 'Add' | 'Save' = 'Add'): Promise<void> {
    await this.dialog().getByRole('button', { name: label, exact: true }).click();
  }

  /** The card action: Start, Finish or Delete, named with the task's title. */
  action(title: string): Locator {
    return this.card(title).getByRole('button', {
      name: new RegExp(`^(Start|Finish|Delete) task ${title}$`),
    });
  }

  handle(title: string): Locator {
    return this.card(title).getByRole('button', { name: `Move task ${title}`, exact: true });
  }

  /**
   * Drags a card with a finger onto another column's list (Chromium's touch events through the
   * DevTools protocol): pressed until the card is picked up (a 250 ms press; a swipe would scroll),
   * then moved and lifted.
   */
  async dragWithTouch(title: string, to: Column): Promise<void> {
    const card = this.card(title);
    const cdp = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    // Pressed where the card is now; a press that a re-render moved away from is lifted and made again.
    let start = { x: 0, y: 0 };
    await card.scrollIntoViewIfNeeded();
    await expect(async () => {
      const from = await card.boundingBox();
      if (!from) throw new Error('card not on screen');
      start = { x: from.x + from.width / 2, y: from.y + 20 };
      await touch('touchStart', start.x, start.y);
      try {
        await expect(card).toHaveAttribute('data-dragging', '', { timeout: 3_000 });
      } catch (error) {
        await touch('touchEnd', start.x, start.y);
        throw error;
      }
    }).toPass({ timeout: 20_000 });
    const target = await this.column(to).locator('ul').boundingBox();
    if (!target) throw new Error('column not on screen');
    const end = { x: target.x + target.width / 2, y: target.y + 30 };
    for (let step = 1; step <= 20; step++) {
      await touch(
        'touchMove',
        start.x + ((end.x - start.x) * step) / 20,
        start.y + ((end.y - start.y) * step) / 20,
      );
    }
    await touch('touchEnd', end.x, end.y);
    await cdp.detach();
  }

  /** Drags a card with the mouse onto another column's list, in small steps like a hand. */
  async dragWithMouse(title: string, to: Column): Promise<void> {
    await this.card(title).scrollIntoViewIfNeeded();
    const from = await this.card(title).boundingBox();
    const target = await this.column(to).locator('ul').boundingBox();
    if (!from || !target) throw new Error('card or column not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + 20);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 5 });
    await this.page.mouse.move(target.x + target.width / 2, target.y + 30, { steps: 20 });
    await this.page.mouse.up();
  }
}
