// Real RxDB (dev-mode, the collection's validation hooks) on fake IndexedDB.
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POSITION_STEP } from '#sync/api/task-commands.ts';
import { tasks$ } from '#sync/api/task-queries.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { closeClinicDatabase } from '#sync/database/open-clinic-database.ts';
import { openTestDatabase } from '#sync/testing/api-test-database.ts';
import { SAMPLE_CLINIC_ID, SAMPLE_DOCTOR_ID } from '#sync/testing/sample-rows.ts';
import { ValidationError } from '#sync/validation/validation-error.ts';
import { boardView, placeAt } from './board-order.ts';
import { advanceTask, moveTask, saveTask } from './task-commands.ts';
import { checkTaskForm, emptyTaskForm, type TaskFormInput, taskFormInput } from './task-form-values.ts';

function valuesOf(input: TaskFormInput) {
  const check = checkTaskForm(input);
  if (!check.ok) throw new Error(`invalid test input: ${JSON.stringify(check.errors)}`);
  return check.values;
}

const filled = (title: string): TaskFormInput => ({
  ...emptyTaskForm(),
  title,
  description: 'Rezultatele analizelor',
  assigned_to: [SAMPLE_DOCTOR_ID],
});

let db: ClinicDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await closeClinicDatabase(db);
});

const all = () => firstValueFrom(tasks$(db));
// Every card of every column, in the board's own order, as the board shows them.
const WHOLE = {
  todo: Number.POSITIVE_INFINITY,
  in_progress: Number.POSITIVE_INFINITY,
  done: Number.POSITIVE_INFINITY,
};
const columns = async () => boardView(await all(), () => true, null, WHOLE).cards;
const titles = (tasks: readonly { title: string }[]) => tasks.map((task) => task.title);

describe('the pipeline’s writes', () => {
  it('creates a task as to do in the user’s clinic, on top of its column, with its author', async () => {
    expect(await saveTask(db, null, valuesOf(filled('Prima')), SAMPLE_DOCTOR_ID)).toBe('created');
    expect(await saveTask(db, null, valuesOf({ ...filled('A doua'), status: 'done' }), null)).toBe('created');
    const tasks = await all();
    expect(tasks).toEqual([
      expect.objectContaining({
        title: 'A doua',
        status: 'todo',
        clinic_id: SAMPLE_CLINIC_ID,
        priority: 'medium',
      }),
      expect.objectContaining({ title: 'Prima', status: 'todo', created_by: SAMPLE_DOCTOR_ID }),
    ]);
    expect(titles((await columns()).todo)).toEqual(['A doua', 'Prima']);
  });

  it('writes only the columns the dialog changed, and nothing when nothing changed', async () => {
    await saveTask(db, null, valuesOf(filled('Sună laboratorul')), null);
    const [task] = await all();
    if (!task) throw new Error('no task');
    expect(await saveTask(db, task, valuesOf(taskFormInput(task)), null)).toBe('unchanged');
    const edited = valuesOf({ ...taskFormInput(task), priority: 'high', status: 'in_progress' });
    expect(await saveTask(db, task, edited, null)).toBe('updated');
    const [after] = await all();
    expect(after).toMatchObject({ priority: 'high', status: 'in_progress', title: 'Sună laboratorul' });
  });

  it('refuses a task without a title at the database too, storing nothing', async () => {
    await expect(saveTask(db, null, { ...valuesOf(filled('X')), title: '' }, null)).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await all()).toEqual([]);
  });

  it('moves a card between two others and to another column, keeping every other card where it was', async () => {
    for (const title of ['C', 'B', 'A']) await saveTask(db, null, valuesOf(filled(title)), null);
    const before = await columns();
    expect(titles(before.todo)).toEqual(['A', 'B', 'C']);
    const [a, b, c] = before.todo;
    if (!a || !b || !c) throw new Error('missing');
    // C between A and B.
    await moveTask(db, c, 'todo', placeAt([a, b], 1, c.position));
    expect(titles((await columns()).todo)).toEqual(['A', 'C', 'B']);
    // A into the empty in-progress column.
    await moveTask(db, a, 'in_progress', placeAt([], 0, a.position));
    const after = await columns();
    expect(titles(after.todo)).toEqual(['C', 'B']);
    expect(titles(after.in_progress)).toEqual(['A']);
    expect(after.todo.find((task) => task.id === b.id)?.position).toBe(b.position);
  });

  it('advances a card to the top of the next column, and deletes a done one', async () => {
    for (const title of ['Doi', 'Unu']) await saveTask(db, null, valuesOf(filled(title)), null);
    const { todo } = await columns();
    const [first, second] = todo;
    if (!first || !second) throw new Error('missing');
    expect(await advanceTask(db, second, [])).toBe('moved');
    const progress = (await columns()).in_progress;
    expect(await advanceTask(db, first, progress)).toBe('moved');
    const after = await columns();
    expect(titles(after.in_progress)).toEqual(['Unu', 'Doi']);
    expect((after.in_progress[0]?.position ?? 0) + POSITION_STEP).toBeLessThanOrEqual(
      after.in_progress[1]?.position ?? 0,
    );
    const done = after.in_progress[0];
    if (!done) throw new Error('missing');
    await advanceTask(db, done, after.done);
    const doneCard = (await columns()).done[0];
    if (!doneCard) throw new Error('missing');
    expect(await advanceTask(db, doneCard, [])).toBe('deleted');
    expect(titles(await all())).toEqual(['Doi']);
  });
});
