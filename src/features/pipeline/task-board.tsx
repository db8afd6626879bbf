/**
 * The kanban (spec part 1 §2, issue 16): three columns, to do, in progress and done, each with
 * its count, its cards in the board's own order (or the chosen sort) and room to drop a card.
 * A column shows its first 12 cards and more on request (the top two in the first frame), so a
 * clinic with thousands of tasks opens at once: one pass over the tasks counts the columns and
 * keeps each one's first cards, nothing is sorted whole. Where a dropped card lands is the board-order rule's: between its neighbours in
 * the board's own order; under a chosen sort, a card dropped in another column goes on top of it
 * there (the sort decides where it shows).
 */
import { closestCorners, DndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plural, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { labelOf } from '#lib/label-of.ts';
import type { TaskDoc, UserDoc } from '#sync/api/documents.ts';
import { TASK_STATUSES } from '#sync/validation/task-rules.ts';
import {
  boardColumn,
  boardView,
  type Placement,
  placeAt,
  placeOnTop,
  type TaskStatus,
} from './board-order.ts';
import { TaskCard } from './task-card.tsx';
import { STATUS_LABELS } from './task-labels.ts';
import type { TaskSort } from './task-sort.ts';
import { type ColumnIds, columnDropId, useBoardDrag } from './use-board-drag.ts';

/**
 * Cards a column shows, and how many more each "show more" adds: a tablet shows four or five at
 * once, and each card built costs the board's first paint and every filter change about half a
 * millisecond (the bench: 25 a column measured 32 ms median for a filter change, 12 a column 23 ms).
 */
export const COLUMN_PAGE = 12;

/**
 * Cards a column shows in the board's first frame after it opens or the filters change: the top
 * of each column; the rest of the page follows in the next frame, built in the background (React's
 * deferred value), so the update fits a frame. Two rather than the four a landscape tablet shows
 * above the fold: measured in one page, alternating, two took 1–2 ms less of every open and filter
 * change at the median and 2–4 ms less at p95 (each card is about 30 DOM nodes), and the other two
 * arrive one frame later.
 */
export const FIRST_FRAME_CARDS = 2;

const PAGE_LIMITS: Record<TaskStatus, number> = {
  todo: COLUMN_PAGE,
  in_progress: COLUMN_PAGE,
  done: COLUMN_PAGE,
};

const FIRST_FRAME_LIMITS: Record<TaskStatus, number> = {
  todo: FIRST_FRAME_CARDS,
  in_progress: FIRST_FRAME_CARDS,
  done: FIRST_FRAME_CARDS,
};

export function TaskBoard({
  tasks,
  keep,
  sort,
  empty,
  usersById,
  onOpen,
  onAction,
  onMove,
}: {
  /** Every task of the clinic. */
  tasks: readonly TaskDoc[];
  /** The filters and 'you' / 'team': whether a task shows. */
  keep: (task: TaskDoc) => boolean;
  /** The chosen sort; none is the board's own order, where a card may be dropped between two others. */
  sort: TaskSort | null;
  /** Said when no task passes the filters. */
  empty: string;
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'avatar'>>;
  onOpen: (task: TaskDoc) => void;
  onAction: (task: TaskDoc) => void;
  onMove: (task: TaskDoc, status: TaskStatus, placement: Placement) => void;
}) {
  const [limits, setLimits] = useState(PAGE_LIMITS);
  // Opened, or other filters or sort: the first frame shows the top of each column, and React
  // builds the rest of the page right after (the deferred copy catches up). A change of the tasks
  // themselves (a move, another desk's edit) keeps every card shown, so nothing flickers.
  const choice = useMemo(() => ({ keep, sort }), [keep, sort]);
  const settled = useDeferredValue(choice, null);
  const firstFrame = settled !== choice;
  const view = useMemo(
    () => boardView(tasks, keep, sort, firstFrame ? FIRST_FRAME_LIMITS : limits),
    [tasks, keep, sort, firstFrame, limits],
  );
  const tasksById = useMemo(() => {
    const byId = new Map<string, TaskDoc>();
    for (const status of TASK_STATUSES) for (const task of view.cards[status]) byId.set(task.id, task);
    return byId;
  }, [view]);
  const shown = useMemo<ColumnIds>(
    () => ({
      todo: view.cards.todo.map((task) => task.id),
      in_progress: view.cards.in_progress.map((task) => task.id),
      done: view.cards.done.map((task) => task.id),
    }),
    [view],
  );

  // Where a card lands is decided among its whole column (as the filters leave it), read on drop.
  const drop = (task: TaskDoc, status: TaskStatus, index: number) => {
    const column = () => boardColumn(tasks, status, (other) => other.id !== task.id && keep(other), null);
    if (sort === null) {
      const unmoved = task.status === status && shown[status].indexOf(task.id) === index;
      if (!unmoved) onMove(task, status, placeAt(column(), index, task.position));
      return;
    }
    if (task.status !== status) {
      onMove(task, status, { position: placeOnTop(column(), task.position), respaced: [] });
    }
  };
  const drag = useBoardDrag({ shown, tasksById, onDrop: drop });
  const total = view.counts.todo + view.counts.in_progress + view.counts.done;

  return (
    <DndContext
      sensors={drag.sensors}
      collisionDetection={closestCorners}
      accessibility={drag.accessibility}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
    >
      {total === 0 ? <p className={css({ color: 'muted' })}>{empty}</p> : null}
      <div
        // Three columns side by side, each at least 16rem: on a narrow screen (a portrait tablet)
        // the board scrolls sideways within itself, as kanban boards do, never the page. Relative,
        // so the visually hidden texts inside (absolutely placed) scroll with it too.
        className={css({
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(16rem, 1fr))',
          gap: '4',
          alignItems: 'start',
          overflowX: 'auto',
          paddingBlockEnd: '2',
        })}
      >
        {TASK_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            ids={drag.columns[status]}
            total={view.counts[status]}
            tasksById={tasksById}
            usersById={usersById}
            onOpen={onOpen}
            onAction={onAction}
            onShowMore={() =>
              setLimits((current) => ({ ...current, [status]: current[status] + COLUMN_PAGE }))
            }
          />
        ))}
      </div>
    </DndContext>
  );
}

function BoardColumn({
  status,
  ids,
  total,
  tasksById,
  usersById,
  onOpen,
  onAction,
  onShowMore,
}: {
  status: TaskStatus;
  ids: readonly string[];
  total: number;
  tasksById: ReadonlyMap<string, TaskDoc>;
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'avatar'>>;
  onOpen: (task: TaskDoc) => void;
  onAction: (task: TaskDoc) => void;
  onShowMore: () => void;
}) {
  const { t, i18n } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(status) });
  const label = labelOf(STATUS_LABELS, status, i18n);
  const headingId = `pipeline-column-${status}`;
  const hidden = total - ids.length;
  return (
    <section
      aria-labelledby={headingId}
      data-column={status}
      className={css({
        display: 'grid',
        gap: '3',
        padding: '3',
        bg: 'canvas',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'lg',
        minWidth: '0',
      })}
    >
      <h2
        id={headingId}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          fontWeight: 'semibold',
          fontSize: 'md',
        })}
      >
        {label}
        <span
          data-testid="column-count"
          className={css({
            bg: 'surface',
            borderRadius: 'full',
            paddingInline: '2',
            fontSize: 'sm',
            color: 'text',
          })}
        >
          {total}
          <span className={css({ srOnly: true })}>
            {' '}
            <Plural value={total} one="sarcină" few="sarcini" other="de sarcini" />
          </span>
        </span>
      </h2>
      <SortableContext id={status} items={ids as string[]} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-label={label}
          className={css({
            display: 'grid',
            gap: '2',
            minHeight: '24',
            listStyle: 'none',
            padding: '1',
            margin: '0',
            borderRadius: 'md',
            outline: isOver ? '2px dashed' : 'none',
            outlineColor: 'brand.500',
          })}
        >
          {ids.map((id) => {
            const task = tasksById.get(id);
            return task ? (
              <TaskCard key={id} task={task} usersById={usersById} onOpen={onOpen} onAction={onAction} />
            ) : null;
          })}
        </ul>
      </SortableContext>
      {ids.length === 0 ? (
        <p
          className={css({ color: 'muted', fontSize: 'sm', textAlign: 'center' })}
        >{t`Nicio sarcină aici`}</p>
      ) : null}
      {hidden > 0 ? (
        <button type="button" className={secondaryButton} onClick={onShowMore}>
          {t`Arată mai multe (încă ${hidden})`}
        </button>
      ) : null}
    </section>
  );
}
