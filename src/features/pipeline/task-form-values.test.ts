import { describe, expect, it } from 'vitest';
import { changedTaskFields, checkTaskForm, emptyTaskForm, taskFormInput } from './task-form-values.ts';

const DOCTOR = '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b';
const OTHER = '2c3d4e5f-6071-4829-8b1c-2d3e4f5a6b7c';

describe('the task dialog’s values', () => {
  it('starts a new task as to do, medium priority, nobody assigned, no due date', () => {
    expect(emptyTaskForm()).toEqual({
      title: '',
      description: '',
      assigned_to: [],
      priority: 'medium',
      due: '',
      status: 'todo',
    });
  });

  it('needs a title, a description and at least one doctor (the spec’s messages)', () => {
    const check = checkTaskForm({ ...emptyTaskForm(), title: '  ', description: '' });
    expect(check).toEqual({
      ok: false,
      errors: {
        title: 'validation.required',
        description: 'validation.required',
        assigned_to: 'validation.select_at_least_one_doctor',
      },
    });
  });

  it('trims the texts and stores the due day as noon in Bucharest', () => {
    const check = checkTaskForm({
      ...emptyTaskForm(),
      title: ' Sună laboratorul ',
      description: 'Rezultatele analizelor ',
      assigned_to: [DOCTOR, DOCTOR],
      due: '2026-07-15',
    });
    expect(check).toEqual({
      ok: true,
      values: {
        title: 'Sună laboratorul',
        description: 'Rezultatele analizelor',
        assigned_to: [DOCTOR],
        priority: 'medium',
        status: 'todo',
        // Summer time: Bucharest is UTC+3.
        due_date: '2026-07-15T09:00:00.000Z',
      },
    });
  });

  it('refuses a due date that is not a day, instead of storing something else', () => {
    const check = checkTaskForm({
      ...emptyTaskForm(),
      title: 'A',
      description: 'B',
      assigned_to: [DOCTOR],
      due: '31.02.2026',
    });
    expect(check).toEqual({ ok: false, errors: { due: 'validation.date_invalid' } });
  });

  it('reads a stored task back as the dialog shows it, the due day in Bucharest', () => {
    const input = taskFormInput({
      title: 'T',
      description: 'D',
      assigned_to: [DOCTOR],
      priority: 'high',
      status: 'in_progress',
      due_date: '2026-11-30T22:30:00Z',
    });
    expect(input).toEqual({
      title: 'T',
      description: 'D',
      assigned_to: [DOCTOR],
      priority: 'high',
      status: 'in_progress',
      due: '2026-12-01',
    });
  });

  it('writes only what the user changed, the same due day counting as unchanged', () => {
    const base = {
      title: 'T',
      description: 'D',
      assigned_to: [DOCTOR],
      priority: 'high' as const,
      status: 'todo' as const,
      due_date: '2026-11-30T08:00:00Z',
    };
    const check = checkTaskForm({ ...taskFormInput(base), assigned_to: [DOCTOR, OTHER] });
    expect(check.ok && changedTaskFields(base, check.values)).toEqual({ assigned_to: [DOCTOR, OTHER] });
    const cleared = checkTaskForm({ ...taskFormInput(base), due: '' });
    expect(cleared.ok && changedTaskFields(base, cleared.values)).toEqual({ due_date: null });
  });
});
