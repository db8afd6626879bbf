import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/rule-test-helpers.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { taskFormRules, taskRowRules } from './task-rules.ts';

describe('taskRowRules', () => {
  it('accepts a task with or without a due date', () => {
    expect(issueKeys(taskRowRules, sampleRow('tasks'))).toEqual({});
    expect(issueKeys(taskRowRules, sampleRow('tasks', { due_date: '2026-11-30T10:00:00.000Z' }))).toEqual({});
  });

  it.each([
    ['title', ' ', 'validation.required'],
    ['description', null, 'validation.required'],
    ['status', 'blocked', 'validation.option_invalid'],
    ['priority', 'urgent', 'validation.option_invalid'],
    ['due_date', '30.11.2026', 'validation.datetime_invalid'],
    ['assigned_to', 'someone', 'validation.list_invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(taskRowRules, { ...sampleRow('tasks'), [field]: value })).toEqual({ [field]: key });
  });

  it('allows a stored task with nobody assigned (the dialog is stricter)', () => {
    expect(issueKeys(taskRowRules, sampleRow('tasks', { assigned_to: [] }))).toEqual({});
  });
});

describe('taskFormRules', () => {
  const form = {
    title: 'Sună laboratorul',
    description: 'Rezultate',
    status: 'todo',
    priority: 'medium',
    assigned_to: ['1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b'],
    due_date: null,
  };

  it('accepts a complete dialog', () => {
    expect(issueKeys(taskFormRules, form)).toEqual({});
  });

  it('needs a title, a description and at least one doctor', () => {
    expect(issueKeys(taskFormRules, { ...form, title: '', description: ' ', assigned_to: [] })).toEqual({
      title: 'validation.required',
      description: 'validation.required',
      assigned_to: 'validation.select_at_least_one_doctor',
    });
  });
});
