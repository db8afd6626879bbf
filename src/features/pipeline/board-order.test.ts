import { describe, expect, it } from 'vitest';
import { POSITION_STEP } from '#sync/api/task-commands.ts';
import {
  type BoardTask,
  boardColumn,
  boardView,
  landingIndex,
  nextStatus,
  placeAt,
  placeOnTop,
} from './board-order.ts';
import type { TaskSort } from './task-sort.ts';

function task(id: string, status: string, position: number, fields: Partial<BoardTask> = {}): BoardTask {
  return {
    id,
    status,
    position,
    title: id,
    due_date: null,
    priority: 'medium',
    created_at: '2026-11-20T10:00:00Z',
    assigned_to: [],
    ...fields,
  };
}

/** Every column whole, in order. */
function wholeColumns(tasks: readonly BoardTask[], sort: TaskSort | null) {
  const column = (status: 'todo' | 'in_progress' | 'done') => boardColumn(tasks, status, () => true, sort);
  return { todo: column('todo'), in_progress: column('in_progress'), done: column('done') };
}

describe('the board’s columns', () => {
  it('groups by status in the board’s own order, a tie decided by id on every device', () => {
    const columns = wholeColumns(
      [
        task('b', 'todo', 5),
        task('a', 'todo', 5),
        task('c', 'todo', -1),
        task('d', 'done', 0),
        task('e', 'blocked', 0),
      ],
      null,
    );
    expect(columns.todo.map((t) => t.id)).toEqual(['c', 'a', 'b']);
    expect(columns.in_progress).toEqual([]);
    expect(columns.done.map((t) => t.id)).toEqual(['d']);
  });

  it('follows a chosen sort inside each column', () => {
    const columns = wholeColumns(
      [task('x', 'todo', 1, { priority: 'low' }), task('y', 'todo', 2, { priority: 'high' })],
      { field: 'priority', direction: 'desc' },
    );
    expect(columns.todo.map((t) => t.id)).toEqual(['y', 'x']);
  });
});

describe('what the board shows', () => {
  const tasks = [
    task('t1', 'todo', 30),
    task('t2', 'todo', 10, { priority: 'high' }),
    task('t3', 'todo', 20),
    task('t4', 'todo', 5, { priority: 'high' }),
    task('p1', 'in_progress', 1),
    task('d1', 'done', 2, { priority: 'high' }),
    task('d2', 'done', 1),
    task('x1', 'blocked', 0),
  ];
  const all = () => true;
  const limits = { todo: 2, in_progress: 2, done: 1 };

  it('counts every kept task of a column and shows its first cards in the board’s own order', () => {
    const view = boardView(tasks, all, null, limits);
    expect(view.counts).toEqual({ todo: 4, in_progress: 1, done: 2 });
    expect(view.cards.todo.map((t) => t.id)).toEqual(['t4', 't2']);
    expect(view.cards.in_progress.map((t) => t.id)).toEqual(['p1']);
    expect(view.cards.done.map((t) => t.id)).toEqual(['d2']);
  });

  it('leaves out what the filters leave out, in the counts too', () => {
    const view = boardView(tasks, (t) => t.priority === 'high', null, limits);
    expect(view.counts).toEqual({ todo: 2, in_progress: 0, done: 1 });
    expect(view.cards.todo.map((t) => t.id)).toEqual(['t4', 't2']);
  });

  it('shows the first cards of the chosen sort, as the whole column sorted would', () => {
    const sort = { field: 'priority', direction: 'desc' } as const;
    const whole = wholeColumns(tasks, sort);
    const view = boardView(tasks, all, sort, { todo: 3, in_progress: 3, done: 3 });
    for (const status of ['todo', 'in_progress', 'done'] as const) {
      expect(view.cards[status]).toEqual(whole[status].slice(0, 3));
    }
  });

  it('gives a whole column in order, for deciding where a dropped card lands', () => {
    expect(boardColumn(tasks, 'todo', all, null).map((t) => t.id)).toEqual(['t4', 't2', 't3', 't1']);
    expect(boardColumn(tasks, 'todo', (t) => t.id !== 't2', null).map((t) => t.id)).toEqual([
      't4',
      't3',
      't1',
    ]);
  });
});

describe('a card’s next column', () => {
  it('goes to do, in progress, done, and a done card has none (its action deletes it)', () => {
    expect(nextStatus('todo')).toBe('in_progress');
    expect(nextStatus('in_progress')).toBe('done');
    expect(nextStatus('done')).toBeNull();
  });
});

describe('where a dropped card lands', () => {
  const column = [
    { id: 'a', position: 0 },
    { id: 'b', position: 10 },
    { id: 'c', position: 20 },
  ];

  it('takes the middle between its new neighbours, and moves nobody else', () => {
    expect(placeAt(column, 1, 99)).toEqual({ position: 5, respaced: [] });
    expect(placeAt(column, 2, 99)).toEqual({ position: 15, respaced: [] });
  });

  it('goes a step before the first or after the last card, and keeps its own place in an empty column', () => {
    expect(placeAt(column, 0, 99).position).toBe(-POSITION_STEP);
    expect(placeAt(column, 3, 99).position).toBe(20 + POSITION_STEP);
    expect(placeAt(column, 7, 99).position).toBe(20 + POSITION_STEP);
    expect(placeAt([], 0, 99).position).toBe(99);
  });

  it('spaces the column out again when two neighbours have no room left between them', () => {
    const tight = [
      { id: 'a', position: -1795168800000 },
      { id: 'b', position: -1795168800000 + 2 ** -12 },
      { id: 'c', position: -1795168799000 },
    ];
    const placement = placeAt(tight, 1, 0);
    expect(placement.respaced).toEqual([
      { id: 'a', position: -1795168800000 },
      { id: 'b', position: -1795168800000 + POSITION_STEP },
      { id: 'c', position: -1795168800000 + 2 * POSITION_STEP },
    ]);
    expect(placement.position).toBe(-1795168800000 + POSITION_STEP / 2);
  });

  it('survives many drops at one spot: every card keeps a place of its own', () => {
    let cards = [
      { id: 'top', position: 0 },
      { id: 'bottom', position: 1 },
    ];
    for (let drop = 0; drop < 200; drop++) {
      const placement = placeAt(cards, 1, 0);
      const respaced = new Map(placement.respaced.map((card) => [card.id, card.position]));
      cards = [
        ...cards.map((card) => ({ ...card, position: respaced.get(card.id) ?? card.position })),
        { id: `card-${drop}`, position: placement.position },
      ].sort((x, y) => x.position - y.position);
    }
    expect(new Set(cards.map((card) => card.position)).size).toBe(cards.length);
    expect(cards[0]?.id).toBe('top');
    expect(cards.at(-1)?.id).toBe('bottom');
  });

  it('puts a card sent by its action on top of the next column', () => {
    expect(placeOnTop(column, 99)).toBe(-POSITION_STEP);
    expect(placeOnTop(column, -5000)).toBe(-5000);
    expect(placeOnTop([], 42)).toBe(42);
  });
});

describe('where a dragged card lands in the column it is over', () => {
  it('takes the place of the card under it, its own over itself, the end over the column', () => {
    expect(landingIndex(['a', 'b', 'c'], 'a', 'c')).toBe(2);
    expect(landingIndex(['a', 'b', 'c'], 'b', 'b')).toBe(1);
    expect(landingIndex(['a', 'b', 'c'], 'b', 'column:todo')).toBe(2);
    expect(landingIndex([], 'x', 'column:done')).toBe(0);
  });
});
