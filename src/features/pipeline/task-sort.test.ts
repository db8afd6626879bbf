import { describe, expect, it } from 'vitest';
import { nextDirection, nextSort, sortTasks } from './task-sort.ts';

const task = (title: string, changes: Record<string, unknown> = {}) => ({
  title,
  priority: 'medium',
  due_date: null as string | null,
  created_at: '2026-11-01T00:00:00Z',
  assigned_to: ['a'] as readonly string[],
  ...changes,
});

const tasks = [
  task('Ștampile', { priority: 'low', due_date: '2026-12-01T00:00:00Z', created_at: '2026-11-03T00:00:00Z' }),
  task('analize', { priority: 'high', created_at: '2026-11-02T00:00:00Z', assigned_to: ['a', 'b', 'c'] }),
  task('Bilet', {
    due_date: '2026-11-28T00:00:00Z',
    created_at: '2026-11-01T00:00:00Z',
    assigned_to: ['a', 'b'],
  }),
];
const titles = (field: Parameters<typeof sortTasks>[1]['field'], direction: 'asc' | 'desc') =>
  sortTasks(tasks, { field, direction }).map((t) => t.title);

describe('sortTasks', () => {
  it('by title the Romanian way, either direction', () => {
    expect(titles('title', 'asc')).toEqual(['analize', 'Bilet', 'Ștampile']);
    expect(titles('title', 'desc')).toEqual(['Ștampile', 'Bilet', 'analize']);
  });

  it('by priority weight (high 3, medium 2, low 1)', () => {
    expect(titles('priority', 'desc')).toEqual(['analize', 'Bilet', 'Ștampile']);
  });

  it('by due date with undated tasks last either way', () => {
    expect(titles('due_date', 'asc')).toEqual(['Bilet', 'Ștampile', 'analize']);
    expect(titles('due_date', 'desc')).toEqual(['Ștampile', 'Bilet', 'analize']);
  });

  it('by creation and by the number of assignees', () => {
    expect(titles('created_at', 'desc')).toEqual(['Ștampile', 'analize', 'Bilet']);
    expect(titles('assignees', 'desc')).toEqual(['analize', 'Bilet', 'Ștampile']);
  });

  it('the button turns the direction round', () => {
    expect(nextDirection('asc')).toBe('desc');
    expect(nextDirection('desc')).toBe('asc');
  });
});

describe('nextSort', () => {
  it('cycles the same field ascending, descending, none (spec part 1 §9)', () => {
    const first = nextSort(null, 'priority');
    expect(first).toEqual({ field: 'priority', direction: 'asc' });
    const second = nextSort(first, 'priority');
    expect(second).toEqual({ field: 'priority', direction: 'desc' });
    expect(nextSort(second, 'priority')).toBeNull();
  });

  it('starts another field ascending, whatever the current direction', () => {
    expect(nextSort({ field: 'title', direction: 'desc' }, 'due_date')).toEqual({
      field: 'due_date',
      direction: 'asc',
    });
  });
});
