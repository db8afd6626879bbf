/**
 * The week grid (spec part 1 §2, §9; issue 6, items 1 and 3): seven day columns (weekday and
 * dd.MM, today marked, closed hours shaded), hour rows of 7rem from the clinic's earliest opening
 * to its latest closing (8–18 at least), a line at the current time, and the appointments as
 * blocks that can be dragged to another day or time. A click on an empty spot asks for a new
 * appointment at that day and time (snapped to 15 minutes); the hour cells are one tab stop, moved
 * through with the arrow keys, and open the same at the hour.
 *
 * This file lays the grid out and names the blocks; a day is day-header.tsx and day-column.tsx,
 * the hours hour-labels.tsx, the cells use-grid-cells.ts, the drag use-grid-drag.ts, the scroll
 * use-grid-scroll.ts and their pixels grid-layout.ts.
 */
import { DndContext } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { hoursOn, type ScheduleInput } from '#core/clinic-hours.ts';
import type { Locale } from '#i18n/locale.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { calendarHours, gridHeightRem } from '../rules/calendar-hours.ts';
import type { MoveResult, MoveTarget } from '../rules/move.ts';
import type { CalendarWeek } from '../rules/week-range.ts';
import { AppointmentBlock } from './appointment-block.tsx';
import { dayLabel } from './calendar-labels.ts';
import { DayColumn } from './day-column.tsx';
import { DayHeader } from './day-header.tsx';
import { nowMarker } from './grid-marks.ts';
import { HourLabels } from './hour-labels.tsx';
import { placeBlocks } from './placed-block.ts';
import { useGridCells } from './use-grid-cells.ts';
import { useGridDrag } from './use-grid-drag.ts';
import { useGridScroll } from './use-grid-scroll.ts';
import { useRefocusMovedBlock } from './use-refocus-moved-block.ts';

/** The names a block shows. */
export interface BlockNames {
  /** Null while they are read: a block then shows no name rather than "unknown". */
  patients: ReadonlyMap<string, string> | null;
  services: ReadonlyMap<string, string>;
  /** Each service's specialization (its colour and icon on the block). */
  serviceSpecializations: ReadonlyMap<string, string>;
}

export interface WeekGridProps {
  week: CalendarWeek;
  locale: Locale;
  now: Date;
  schedule: ScheduleInput;
  appointments: readonly AppointmentDoc[];
  names: BlockNames;
  pendingIds: ReadonlySet<string>;
  /** Bookings the server refused and never had, shown from their conflicts (not movable). */
  refusedIds?: ReadonlySet<string>;
  onCreateAt: (day: string, time: string) => void;
  onOpen: (appointment: AppointmentDoc) => void;
  onRebook: (appointment: AppointmentDoc) => void;
  plan: (appointment: AppointmentDoc, target: MoveTarget) => MoveResult<AppointmentDoc>;
  commit: (appointment: AppointmentDoc, result: MoveResult<AppointmentDoc>) => void;
}

const GUTTER = '3.5rem';
/**
 * The narrowest a day column gets: wide enough for a block's start time and its patient's name
 * (issue 36: at 5rem a portrait tablet's blocks read "08:…", "Ma…"). All seven days fit a
 * landscape 10-inch tablet beside the sidebar's rail.
 */
const DAY_MIN_WIDTH = '7rem';

/**
 * How wide a day is: the week shares the width where seven days of DAY_MIN_WIDTH fit; narrower, a
 * whole number of days fills it (the working week, Monday to Friday, on a portrait tablet; four
 * or fewer on a phone) and the grid swipes sideways a day at a time (it opens on today), never
 * the page, and never stops on a sliver of a day.
 */
const dayWidth = css({
  '--day-width': `minmax(${DAY_MIN_WIDTH}, 1fr)`,
  '@container calendar (max-width: 52.49rem)': { '--day-width': 'calc((100cqi - 3.5rem) / 5)' },
  '@container calendar (max-width: 38.49rem)': { '--day-width': 'calc((100cqi - 3.5rem) / 4)' },
  '@container calendar (max-width: 31.49rem)': { '--day-width': 'calc((100cqi - 3.5rem) / 3)' },
  '@container calendar (max-width: 24.49rem)': { '--day-width': 'calc((100cqi - 3.5rem) / 2)' },
});

export function WeekGrid(props: WeekGridProps) {
  const { t } = useLingui();
  const { week, locale, now, schedule, appointments, names } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The week's list holds only this week's appointments: they widen the rows when outside the hours.
  const rows = useMemo(() => calendarHours(schedule, appointments), [schedule, appointments]);
  const firstHour = rows[0] ?? 8;
  const blocks = useMemo(
    () => placeBlocks(appointments, week.days, firstHour),
    [appointments, week.days, firstHour],
  );
  const blocksById = useMemo(() => new Map(blocks.map((block) => [block.appointment.id, block])), [blocks]);
  const marker = nowMarker(now, rows);
  const todayIndex = marker ? week.days.indexOf(marker.today) : -1;
  // While the names load a block shows none rather than "unknown".
  const patientName = (appointment: AppointmentDoc) =>
    names.patients ? (names.patients.get(appointment.patient_id) ?? t`Pacient necunoscut`) : '';

  const refocus = useRefocusMovedBlock(gridRef);
  const drag = useGridDrag({
    days: week.days,
    rows,
    blocks: blocksById,
    gridRef,
    locale,
    patientName,
    plan: props.plan,
    commit: (appointment, result, byKeyboard) => {
      if (byKeyboard && result.ok) refocus({ id: appointment.id, day: result.day, time: result.time });
      props.commit(appointment, result);
    },
  });
  useGridScroll({ scrollRef, weekStart: week.start, todayIndex, lineTopRem: marker?.lineTopRem });
  const cells = useGridCells({ gridRef, dayCount: week.days.length, rows, onCreateAt: props.onCreateAt });

  const heightRem = gridHeightRem(rows);
  return (
    <DndContext
      sensors={drag.sensors}
      accessibility={drag.accessibility}
      onDragStart={drag.onDragStart}
      onDragMove={drag.onDragMove}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
    >
      <div ref={scrollRef} data-testid="calendar-scroll" className={scroller}>
        <div
          ref={gridRef}
          data-testid="calendar-grid"
          className={cx(css({ display: 'grid', minWidth: 'fit-content' }), dayWidth)}
          style={{ gridTemplateColumns: `${GUTTER} repeat(${week.days.length}, var(--day-width))` }}
        >
          <div data-testid="calendar-gutter" className={gutterCorner} />
          {week.days.map((day, index) => (
            <DayHeader
              key={day}
              day={day}
              locale={locale}
              today={index === todayIndex}
              open={hoursOn(schedule, day)?.open ?? false}
            />
          ))}
          <HourLabels rows={rows} />
          {week.days.map((day, dayIndex) => (
            <DayColumn
              key={day}
              day={day}
              dayIndex={dayIndex}
              locale={locale}
              rows={rows}
              heightRem={heightRem}
              schedule={schedule}
              today={dayIndex === todayIndex}
              nowTopRem={dayIndex === todayIndex ? marker?.lineTopRem : undefined}
              blocks={blocks.filter((block) => block.dayIndex === dayIndex)}
              preview={drag.preview?.slot.dayIndex === dayIndex ? drag.preview : null}
              tabCell={cells.tabCell}
              onCellFocus={cells.onCellFocus}
              onCellKeyDown={cells.onCellKeyDown}
              onCellClick={cells.onCellClick}
              renderBlock={(block) => (
                <AppointmentBlock
                  key={block.appointment.id}
                  block={block}
                  dayText={dayLabel(block.day, locale)}
                  patientName={patientName(block.appointment)}
                  serviceName={
                    block.appointment.service_id
                      ? (names.services.get(block.appointment.service_id) ?? null)
                      : null
                  }
                  specializationId={
                    block.appointment.service_id
                      ? (names.serviceSpecializations.get(block.appointment.service_id) ?? null)
                      : null
                  }
                  pending={props.pendingIds.has(block.appointment.id)}
                  refused={props.refusedIds?.has(block.appointment.id) ?? false}
                  onOpen={() => props.onOpen(block.appointment)}
                  onRebook={() => props.onRebook(block.appointment)}
                />
              )}
            />
          ))}
        </div>
      </div>
    </DndContext>
  );
}

const scroller = css({
  overflow: 'auto',
  containerType: 'inline-size',
  containerName: 'calendar',
  // A swipe sideways stops at a day's edge, beside the sticky hours.
  scrollSnapType: 'x proximity',
  scrollPaddingInlineStart: '3.5rem',
  height: 'calc(100dvh - 15rem)',
  minHeight: '24rem',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
});

/** The corner above the hours, which stays in place both ways. */
const gutterCorner = css({
  position: 'sticky',
  top: '0',
  left: '0',
  zIndex: '5',
  bg: 'surface',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
