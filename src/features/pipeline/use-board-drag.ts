/**
 * Dragging cards on the board with dnd-kit sortable (issue 16, item 7), on the design system's
 * sensors: the mouse after 5 px, a finger after a 250 ms press, the keyboard from a card's handle
 * (Space or Enter picks it up, arrows move it within a column and across, Space or Enter drops it,
 * Escape puts it back), with announcements for screen readers in ro and en. While a card is
 * dragged the columns show where it would land; the drop hands the card, its column and its index
 * there to `onDrop`.
 */
import type {
  Announcements,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDragSensorsWith } from '#components/dnd/use-drag-sensors.ts';
import { labelOf } from '#lib/label-of.ts';
import type { TaskDoc } from '#sync/api/documents.ts';
import { TASK_STATUSES } from '#sync/validation/task-rules.ts';
import { landingIndex, type TaskStatus } from './board-order.ts';
import { STATUS_LABELS } from './task-labels.ts';

export type ColumnIds = Readonly<Record<TaskStatus, readonly string[]>>;

const COLUMN_PREFIX = 'column:';

export const columnDropId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`;

function columnOfDropId(id: UniqueIdentifier): TaskStatus | null {
  const text = String(id);
  if (!text.startsWith(COLUMN_PREFIX)) return null;
  const status = text.slice(COLUMN_PREFIX.length);
  return TASK_STATUSES.find((value) => value === status) ?? null;
}

function columnOf(columns: ColumnIds, id: UniqueIdentifier): TaskStatus | null {
  const column = columnOfDropId(id);
  if (column) return column;
  return TASK_STATUSES.find((status) => columns[status].includes(String(id))) ?? null;
}

export interface BoardDragOptions {
  /** The ids each column shows, outside a drag. */
  shown: ColumnIds;
  tasksById: ReadonlyMap<string, TaskDoc>;
  onDrop: (task: TaskDoc, status: TaskStatus, index: number) => void;
}

export function useBoardDrag({ shown, tasksById, onDrop }: BoardDragOptions) {
  const { t, i18n } = useLingui();
  const latest = useRef({ shown, tasksById, onDrop });
  latest.current = { shown, tasksById, onDrop };
  // The columns during a drag (the card moved to where it would land), in a ref as well, for the
  // announcements that dnd-kit calls right after the handlers.
  const [dragging, setDragging] = useState<ColumnIds | null>(null);
  const draggingRef = useRef<ColumnIds | null>(null);
  const outcomeRef = useRef('');
  const announcedRef = useRef('');
  const setColumns = (columns: ColumnIds | null) => {
    draggingRef.current = columns;
    setDragging(columns);
  };
  // A card moved into another column shifts the layout, which can put the pointer over the column
  // it came from again: one move across per frame, or React's updates chase each other (the
  // guard dnd-kit's multi-column example uses).
  const movedAcrossRef = useRef(false);
  useEffect(() => {
    if (!dragging) return;
    const frame = requestAnimationFrame(() => {
      movedAcrossRef.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [dragging]);

  const sensors = useDragSensorsWith(sortableKeyboardCoordinates);

  const accessibility = useMemo(() => {
    // Where the card would land: the column it is over and its place there.
    const spot = (activeId: UniqueIdentifier, overId: UniqueIdentifier | null) => {
      const columns = draggingRef.current ?? latest.current.shown;
      const status = columnOf(columns, overId ?? activeId);
      if (!status) return null;
      const ids = columns[status].includes(String(activeId))
        ? columns[status]
        : [...columns[status], String(activeId)];
      return {
        status,
        index: landingIndex(ids, String(activeId), overId === null ? null : String(overId)),
        count: ids.length,
      };
    };
    const where = (activeId: UniqueIdentifier, overId: UniqueIdentifier | null) => {
      const found = spot(activeId, overId);
      if (!found) return null;
      const column = labelOf(STATUS_LABELS, found.status, i18n);
      const place = found.index + 1;
      const count = found.count;
      return t`coloana ${column}, poziția ${place} din ${count}`;
    };
    const titleOf = (id: UniqueIdentifier) => latest.current.tasksById.get(String(id))?.title ?? '';
    const announcements: Announcements = {
      onDragStart({ active }) {
        const title = titleOf(active.id);
        const place = where(active.id, active.id) ?? '';
        announcedRef.current = place;
        return t`Ați ridicat sarcina ${title}, ${place}.`;
      },
      onDragOver({ active, over }) {
        const place = over ? where(active.id, over.id) : null;
        // Said once per new spot: not again over the card's own place, nor for a move within it.
        if (!place || place === announcedRef.current) return undefined;
        announcedRef.current = place;
        const title = titleOf(active.id);
        return t`Sarcina ${title} este acum în ${place}.`;
      },
      onDragMove() {
        return undefined;
      },
      onDragEnd() {
        return outcomeRef.current;
      },
      onDragCancel({ active }) {
        const title = titleOf(active.id);
        const place = where(active.id, active.id) ?? '';
        return t`Mutarea a fost anulată. Sarcina ${title} a rămas în ${place}.`;
      },
    };
    const screenReaderInstructions: ScreenReaderInstructions = {
      draggable: t`Pentru a muta sarcina, apăsați Spațiu sau Enter, apoi săgețile: sus și jos în coloană, stânga și dreapta între coloane. Apăsați din nou Spațiu sau Enter pentru a o lăsa acolo, sau Escape pentru a renunța.`,
    };
    return { announcements, screenReaderInstructions };
  }, [t, i18n]);

  const onDragStart = (_event: DragStartEvent) => {
    setColumns(latest.current.shown);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const columns = draggingRef.current;
    if (!columns || !over || over.id === active.id || movedAcrossRef.current) return;
    const from = columnOf(columns, active.id);
    const to = columnOf(columns, over.id);
    if (!from || !to || from === to) return;
    const target = columns[to];
    const overIndex = target.indexOf(String(over.id));
    const translated = active.rect.current.translated;
    const below = translated !== null && translated.top > over.rect.top + over.rect.height / 2;
    const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
    const id = String(active.id);
    movedAcrossRef.current = true;
    setColumns({
      ...columns,
      [from]: columns[from].filter((other) => other !== id),
      [to]: [...target.slice(0, index), id, ...target.slice(index)],
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const columns = draggingRef.current;
    setColumns(null);
    const task = latest.current.tasksById.get(String(active.id));
    const to = columns && over ? columnOf(columns, over.id) : null;
    if (!columns || !task || !to) {
      outcomeRef.current = t`Mutarea a fost anulată.`;
      return;
    }
    const index = landingIndex(columns[to], task.id, over ? String(over.id) : null);
    const column = labelOf(STATUS_LABELS, to, i18n);
    const place = index + 1;
    const title = task.title;
    outcomeRef.current = t`Sarcina ${title} a fost lăsată în coloana ${column}, poziția ${place}.`;
    latest.current.onDrop(task, to, index);
  };

  const onDragCancel = () => setColumns(null);

  return {
    sensors,
    accessibility,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel,
    /** The ids each column shows now: during a drag, with the card where it would land. */
    columns: dragging ?? shown,
  };
}
