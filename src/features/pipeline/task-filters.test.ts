import { describe, expect, it } from 'vitest';
import { inDueBucket, NO_TASK_FILTER, taskMatcher } from './task-filters.ts';

// 2026-11-25 10:00 in Bucharest (UTC+2).
const NOW = new Date('2026-11-25T08:00:00Z');
const task = (title: string, changes: Record<string, unknown> = {}) => ({
  title,
  status: 'todo',
  priority: 'medium',
  assigned_to: ['d1'] as readonly string[],
  due_date: null as string | null,
  created_by: 'admin' as string | null,
  ...changes,
});

describe('the due-date buckets', () => {
  const due = (iso: string, status = 'todo') => task('t', { due_date: iso, status });

  it('today and tomorrow are clinic days, whatever the hour', () => {
    expect(inDueBucket(due('2026-11-25T21:30:00Z'), 'today', NOW)).toBe(true); // 23:30 in Bucharest
    expect(inDueBucket(due('2026-11-25T22:30:00Z'), 'today', NOW)).toBe(false); // 00:30 on the 26th there,
    expect(inDueBucket(due('2026-11-25T22:30:00Z'), 'tomorrow', NOW)).toBe(true); // though the 25th in UTC
    expect(inDueBucket(due('2026-11-24T22:30:00Z'), 'today', NOW)).toBe(true); // 00:30 on the 25th
  });

  it('this week is now to 7 days ahead; next week the 7 days after', () => {
    expect(inDueBucket(due('2026-12-02T07:00:00Z'), 'this_week', NOW)).toBe(true);
    expect(inDueBucket(due('2026-12-02T09:00:00Z'), 'this_week', NOW)).toBe(false);
    expect(inDueBucket(due('2026-12-02T09:00:00Z'), 'next_week', NOW)).toBe(true);
    expect(inDueBucket(due('2026-11-25T07:00:00Z'), 'this_week', NOW)).toBe(false);
  });

  it('overdue is past and not done', () => {
    expect(inDueBucket(due('2026-11-20T08:00:00Z'), 'overdue', NOW)).toBe(true);
    expect(inDueBucket(due('2026-11-20T08:00:00Z', 'done'), 'overdue', NOW)).toBe(false);
    expect(inDueBucket(task('no date'), 'overdue', NOW)).toBe(false);
  });
});

describe('taskMatcher', () => {
  const tasks = [
    task('Mine, high', { priority: 'high', assigned_to: ['me', 'd2'], due_date: '2026-11-25T12:00:00Z' }),
    task('Team, low', { priority: 'low', assigned_to: ['d2'], due_date: '2026-11-10T12:00:00Z' }),
    task('Team, medium, undated'),
  ];
  const titles = (filter: Partial<typeof NO_TASK_FILTER>, me: string | null = 'me') =>
    tasks.filter(taskMatcher({ ...NO_TASK_FILTER, ...filter }, { now: NOW, me })).map((t) => t.title);

  it('you = the tasks assigned to the signed-in user; team = all', () => {
    expect(titles({ scope: 'you' })).toEqual(['Mine, high']);
    expect(titles({ scope: 'you' }, null)).toEqual([]);
    expect(titles({ scope: 'team' })).toHaveLength(3);
  });

  it('you, for staff and administrators (never assigned): the tasks they created', () => {
    const asked = [...tasks, task('Asked by the desk', { created_by: 'desk', assigned_to: ['d2'] })];
    const mine = (me: string) =>
      asked.filter(taskMatcher({ ...NO_TASK_FILTER, scope: 'you' }, { now: NOW, me })).map((t) => t.title);
    expect(mine('desk')).toEqual(['Asked by the desk']);
    expect(mine('admin')).toEqual(['Mine, high', 'Team, low', 'Team, medium, undated']);
    // A task from before the server recorded its author is nobody's own.
    expect(
      [task('Old', { created_by: null, assigned_to: ['d2'] })].filter(
        taskMatcher({ ...NO_TASK_FILTER, scope: 'you' }, { now: NOW, me: 'desk' }),
      ),
    ).toEqual([]);
  });

  it('priority, assignee and due date: any of the chosen, all filters together', () => {
    expect(titles({ priorities: ['high', 'low'] })).toEqual(['Mine, high', 'Team, low']);
    expect(titles({ assignees: ['d2'] })).toEqual(['Mine, high', 'Team, low']);
    expect(titles({ due: ['today', 'overdue'] })).toEqual(['Mine, high', 'Team, low']);
    expect(titles({ assignees: ['d2'], due: ['overdue'] })).toEqual(['Team, low']);
  });
});
