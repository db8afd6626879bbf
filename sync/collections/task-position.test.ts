import { describe, expect, it } from 'vitest';
import { newTaskPosition, POSITION_STEP, positionFromCreatedAt } from './task-position.ts';
import { tasksMigrationStrategies } from './tasks-collection.ts';

describe('a task’s position from its creation', () => {
  it('puts newer tasks first, in whole milliseconds as the server counts them', () => {
    const older = positionFromCreatedAt('2026-11-20T10:00:00.123456+00:00');
    const newer = positionFromCreatedAt('2026-11-20T10:00:01+00:00');
    expect(older).toBe(-1795168800123);
    expect(newer).toBeLessThan(older);
  });

  it('puts a new task on top of its column, above a card dragged there', () => {
    const createdAt = '2026-11-20T10:00:00.000+00:00';
    expect(newTaskPosition(createdAt, null)).toBe(-1795168800000);
    expect(newTaskPosition(createdAt, -1000)).toBe(-1795168800000);
    expect(newTaskPosition(createdAt, -1795168800000)).toBe(-1795168800000 - POSITION_STEP);
  });

  it('gives an unreadable date position 0 instead of NaN', () => {
    expect(positionFromCreatedAt('')).toBe(0);
    expect(positionFromCreatedAt('not a date')).toBe(0);
  });
});

describe('the tasks collection’s migration to version 1', () => {
  it('derives the position of a stored task and keeps one the server sent', async () => {
    const migrate = tasksMigrationStrategies[1];
    const stored = { id: 't1', title: 'Sună laboratorul', created_at: '2026-11-20T10:00:00.123+00:00' };
    expect(await migrate(stored)).toEqual({ ...stored, position: -1795168800123 });
    const pulled = { ...stored, position: 42.5 };
    expect(await migrate(pulled)).toEqual(pulled);
  });
});
