/**
 * Dragging blocks on the week grid with dnd-kit (issue 6, item 3), on the design system's sensors
 * (#components/dnd: the mouse after 5 px, so a click still opens the popup; touch after a 250 ms
 * press, so a swipe still scrolls; the keyboard from a block's move handle, arrows moving it by 15
 * minutes or a day, Escape putting it back), with announcements for screen readers in ro and en.
 * While dragging, a preview shows where the block would land and whether it may go there.
 */
import type {
  Announcements,
  DragEndEvent,
  DragMoveEvent,
  DragStartEvent,
  ScreenReaderInstructions,
  SensorDescriptor,
  SensorOptions,
} from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import {
  arrowStep,
  NO_STEPS,
  type Offset,
  offsetBetween,
  type Steps,
  stepsFromOffset,
} from '#components/dnd/drag-steps.ts';
import { useDragSensors } from '#components/dnd/use-drag-sensors.ts';
import type { Locale } from '#i18n/locale.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import type { MoveResult, MoveTarget } from '../rules/move.ts';
import { dayLabel } from './calendar-labels.ts';
import { moveRefusalMessage } from './calendar-messages.ts';
import {
  type DragOrigin,
  type DropSlot,
  dropSlot,
  type GridGeometry,
  gridBounds,
  gridCell,
} from './drag-geometry.ts';
import type { PlacedBlock } from './placed-block.ts';

export interface DragPreview {
  id: string;
  slot: DropSlot;
  heightRem: number;
  /** False when the move rule would refuse it (overlap, closed). */
  allowed: boolean;
}

interface ActiveDrag {
  block: PlacedBlock;
  origin: DragOrigin;
  geometry: GridGeometry;
  keyboard: boolean;
  steps: Steps;
  /** The last slot announced, so moving within one slot says nothing more. */
  announced: string;
}

export interface GridDragOptions {
  days: readonly string[];
  rows: readonly number[];
  blocks: ReadonlyMap<string, PlacedBlock>;
  gridRef: RefObject<HTMLElement | null>;
  locale: Locale;
  patientName: (appointment: AppointmentDoc) => string;
  plan: (appointment: AppointmentDoc, target: MoveTarget) => MoveResult<AppointmentDoc>;
  /** `byKeyboard`: the drop came from the keyboard, whose user expects focus to stay on the block. */
  commit: (appointment: AppointmentDoc, result: MoveResult<AppointmentDoc>, byKeyboard: boolean) => void;
}

export interface GridDrag {
  sensors: SensorDescriptor<SensorOptions>[];
  accessibility: { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions };
  onDragStart: (event: DragStartEvent) => void;
  onDragMove: (event: DragMoveEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: () => void;
  preview: DragPreview | null;
}

function slotOf(drag: ActiveDrag, layout: Pick<GridDragOptions, 'days' | 'rows'>): DropSlot | null {
  return dropSlot(drag.steps, drag.origin, layout.days, layout.rows);
}

function planAt(drag: ActiveDrag, slot: DropSlot, options: Pick<GridDragOptions, 'plan'>) {
  return options.plan(drag.block.appointment, { kind: 'slot', day: slot.day, time: slot.time });
}

function measure(grid: HTMLElement | null): GridGeometry {
  const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const column = grid?.querySelector<HTMLElement>('[data-day-column]');
  return { remPx, columnWidthPx: column?.getBoundingClientRect().width ?? 0 };
}

export function useGridDrag(options: GridDragOptions): GridDrag {
  const { t, i18n } = useLingui();
  const latest = useRef(options);
  latest.current = options;
  const dragRef = useRef<ActiveDrag | null>(null);
  /** What onDragEnd's announcement says: the outcome decided in onDragEnd just before it. */
  const outcomeRef = useRef('');
  const [preview, setPreview] = useState<DragPreview | null>(null);

  const locale = options.locale;
  const where = useCallback(
    (day: string, time: string) => {
      const label = dayLabel(day, locale);
      return t`${label}, ora ${time}`;
    },
    [t, locale],
  );

  const showPreview = (drag: ActiveDrag) => {
    const slot = slotOf(drag, latest.current);
    setPreview((current) => {
      if (!slot) return null;
      if (
        current?.id === drag.block.appointment.id &&
        current.slot.day === slot.day &&
        current.slot.time === slot.time
      )
        return current;
      return {
        id: drag.block.appointment.id,
        slot,
        heightRem: drag.block.heightRem,
        allowed: planAt(drag, slot, latest.current).ok,
      };
    });
  };

  const boundsOf = (drag: ActiveDrag) =>
    gridBounds(drag.origin, latest.current.days.length, latest.current.rows);

  const pointerSteps = (drag: ActiveDrag, delta: Offset) =>
    stepsFromOffset(delta, gridCell(drag.geometry), boundsOf(drag));

  // The keyboard counts its own steps: one arrow press, 15 minutes or a day.
  const sensors = useDragSensors((code) => {
    const drag = dragRef.current;
    const next = drag ? arrowStep(code, drag.steps, boundsOf(drag)) : undefined;
    if (!drag || !next) return null;
    const offset = offsetBetween(drag.steps, next, gridCell(drag.geometry));
    drag.steps = next;
    return offset;
  });

  // dnd-kit calls the announcements right after the handlers below, so they read what those
  // decided; everything but the texts is read from refs when called.
  const accessibility = useMemo(() => {
    const blockOf = (id: string | number) => latest.current.blocks.get(String(id));
    const announcements: Announcements = {
      onDragStart({ active }) {
        const block = blockOf(active.id);
        if (!block) return undefined;
        const patient = latest.current.patientName(block.appointment);
        const place = where(block.day, block.times.start);
        return t`Ați ridicat programarea ${patient}, ${place}.`;
      },
      onDragMove() {
        const drag = dragRef.current;
        const slot = drag ? slotOf(drag, latest.current) : null;
        if (!drag || !slot) return undefined;
        const key = `${slot.day} ${slot.time}`;
        if (key === drag.announced) return undefined;
        drag.announced = key;
        const place = where(slot.day, slot.time);
        return planAt(drag, slot, latest.current).ok ? t`Peste ${place}.` : t`Peste ${place}, indisponibil.`;
      },
      onDragOver() {
        return undefined;
      },
      onDragEnd() {
        return outcomeRef.current;
      },
      onDragCancel({ active }) {
        const block = blockOf(active.id);
        const place = block ? where(block.day, block.times.start) : '';
        return t`Mutarea a fost anulată. Programarea a rămas ${place}.`;
      },
    };
    const screenReaderInstructions: ScreenReaderInstructions = {
      draggable: t`Pentru a muta programarea, apăsați Spațiu sau Enter, apoi săgețile: sus și jos cu 15 minute, stânga și dreapta cu o zi. Apăsați din nou Spațiu sau Enter pentru a o lăsa acolo, sau Escape pentru a renunța.`,
    };
    return { announcements, screenReaderInstructions };
  }, [t, where]);

  const onDragStart = (event: DragStartEvent) => {
    const block = latest.current.blocks.get(String(event.active.id));
    if (!block) return;
    dragRef.current = {
      block,
      origin: { dayIndex: block.dayIndex, topRem: block.topRem },
      geometry: measure(latest.current.gridRef.current),
      keyboard: event.activatorEvent instanceof KeyboardEvent,
      steps: NO_STEPS,
      announced: `${block.day} ${block.times.start}`,
    };
  };

  const onDragMove = (event: DragMoveEvent) => {
    const drag = dragRef.current;
    if (!drag) return;
    // The keyboard counts its own steps (coordinateGetter); a pointer is read from its offset.
    if (!drag.keyboard) drag.steps = pointerSteps(drag, event.delta);
    showPreview(drag);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const drag = dragRef.current;
    dragRef.current = null;
    setPreview(null);
    if (!drag) return;
    if (!drag.keyboard) drag.steps = pointerSteps(drag, event.delta);
    const slot = slotOf(drag, latest.current);
    if (!slot) {
      const place = where(drag.block.day, drag.block.times.start);
      outcomeRef.current = t`Programarea a rămas ${place}.`;
      return;
    }
    const result = planAt(drag, slot, latest.current);
    if (result.ok) {
      const place = where(result.day, result.time);
      outcomeRef.current = t`Programarea a fost mutată: ${place}.`;
    } else {
      outcomeRef.current = i18n._(moveRefusalMessage(result));
    }
    latest.current.commit(drag.block.appointment, result, drag.keyboard);
  };

  const onDragCancel = () => {
    dragRef.current = null;
    setPreview(null);
  };

  return { sensors, accessibility, onDragStart, onDragMove, onDragEnd, onDragCancel, preview };
}
