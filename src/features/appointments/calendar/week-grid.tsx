/**
 * The week grid (spec part 1 §2, §9; issue 6, items 1 and 3): seven day columns (weekday and
 * dd.MM, today marked, closed hours shaded), hour rows of 7rem from the clinic's earliest opening
 * to its latest closing (8–18 at least), a line at the current time, and the appointments as
 * blocks that can be dragged to another day or time. A click on an empty spot asks for a new
 * appointment at that day and time (snapped to 15 minutes); the hour cells are one tab stop, moved
 * through with the arrow keys, and open the same at the hour.
 */
import { DndContext } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { css, cx } from 'styled-system/css';
import { minutesToTime } from '#core/calendar-days.ts';
import { hoursOn, type ScheduleInput } from '#core/clinic-hours.ts';
import type { Locale } from '#i18n/locale.ts';
import { formatDayMonth, weekdayName } from '#lib/date-locale.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { calendarHours, gridHeightRem, ROW_HEIGHT_REM, timeAtOffset } from '../rules/calendar-hours.ts';
import type { MoveResult, MoveTarget } from '../rules/move.ts';
import type { CalendarWeek } from '../rules/week-range.ts';
import { AppointmentBlock } from './appointment-block.tsx';
import { dayLabel } from './calendar-labels.ts';
import { type CellPosition, keepInGrid, moveCellFocus } from './cell-focus.ts';
import { closedBands, nowMarker } from './grid-marks.ts';
import { type PlacedBlock, placeBlocks } from './placed-block.ts';
import type { BlockNames } from './use-calendar-data.ts';
import { type DragPreview, useGridDrag } from './use-grid-drag.ts';

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

  // A block moved to another day is mounted anew in that day's column once the local write shows,
  // which can be after dnd-kit gave focus back to the old, detached handle: the keyboard user's
  // focus then follows the block to its new place.
  const [refocus, setRefocus] = useState<{ id: string; day: string; time: string } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const handle = gridRef.current?.querySelector<HTMLElement>(
      `[data-appointment-id="${refocus.id}"][data-day="${refocus.day}"][data-time="${refocus.time}"] [data-testid="appointment-move-handle"]`,
    );
    if (!handle) return;
    handle.focus();
    setRefocus(null);
  });

  const drag = useGridDrag({
    days: week.days,
    rows,
    blocks: blocksById,
    gridRef,
    locale,
    patientName,
    plan: props.plan,
    commit: (appointment, result, byKeyboard) => {
      if (byKeyboard && result.ok) setRefocus({ id: appointment.id, day: result.day, time: result.time });
      props.commit(appointment, result);
    },
  });

  // The grid opens at the current time when this week holds today, otherwise at its first row.
  const scrolledFor = useRef('');
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || scrolledFor.current === week.start) return;
    scrolledFor.current = week.start;
    const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const line = todayIndex >= 0 ? marker?.lineTopRem : undefined;
    scroller.scrollTop = line === undefined ? 0 : Math.max(0, (line - ROW_HEIGHT_REM) * remPx);
  }, [week.start, todayIndex, marker?.lineTopRem]);

  // Sideways, where the week is wider than the grid's view (a portrait tablet): the week opens on
  // today's column, and a tablet turned to portrait brings it back into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new week is a new grid to place
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || todayIndex < 0) return;
    const showToday = () => {
      const header = scroller.querySelector<HTMLElement>('[data-testid="day-header"][aria-current="date"]');
      const gutter = scroller.querySelector<HTMLElement>('[data-testid="calendar-gutter"]');
      if (!header) return;
      const view = scroller.getBoundingClientRect();
      const box = header.getBoundingClientRect();
      const gutterRight = gutter ? gutter.getBoundingClientRect().right : view.left;
      if (box.left >= gutterRight - 1 && box.right <= view.right + 1) return;
      scroller.scrollLeft += box.left - gutterRight;
    };
    showToday();
    let width = scroller.clientWidth;
    const observer = new ResizeObserver(() => {
      if (scroller.clientWidth === width) return;
      width = scroller.clientWidth;
      showToday();
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [week.start, todayIndex]);

  const [focusCell, setFocusCell] = useState<CellPosition>({ dayIndex: 0, rowIndex: 0 });
  const size = { days: week.days.length, rows: rows.length };
  const tabCell = keepInGrid(focusCell, size);

  const onCellKeyDown = (event: KeyboardEvent<HTMLButtonElement>, cell: CellPosition) => {
    const next = moveCellFocus(cell, event.key, size);
    if (!next) return;
    event.preventDefault();
    setFocusCell(next);
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-cell="${next.dayIndex}-${next.rowIndex}"]`)
      ?.focus();
  };

  const onCellClick = (event: MouseEvent<HTMLButtonElement>, day: string, rowIndex: number) => {
    const hour = rows[rowIndex] ?? firstHour;
    // A click from the keyboard (Enter/Space) has no position: the hour itself.
    if (event.detail === 0) {
      props.onCreateAt(day, minutesToTime(hour * 60));
      return;
    }
    const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const offsetRem = (event.clientY - event.currentTarget.getBoundingClientRect().top) / remPx;
    props.onCreateAt(day, timeAtOffset(rowIndex * ROW_HEIGHT_REM + offsetRem, rows));
  };

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
      <div
        ref={scrollRef}
        data-testid="calendar-scroll"
        className={css({
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
        })}
      >
        <div
          ref={gridRef}
          data-testid="calendar-grid"
          className={cx(css({ display: 'grid', minWidth: 'fit-content' }), dayWidth)}
          style={{ gridTemplateColumns: `${GUTTER} repeat(${week.days.length}, var(--day-width))` }}
        >
          <div
            data-testid="calendar-gutter"
            className={css({
              position: 'sticky',
              top: '0',
              left: '0',
              zIndex: '5',
              bg: 'surface',
              borderBottomWidth: '1px',
              borderColor: 'border',
            })}
          />
          {week.days.map((day, index) => (
            <DayHeader
              key={day}
              day={day}
              locale={locale}
              today={index === todayIndex}
              open={hoursOn(schedule, day)?.open ?? false}
            />
          ))}
          <div
            aria-hidden="true"
            className={css({
              position: 'sticky',
              left: '0',
              zIndex: '4',
              bg: 'surface',
              borderRightWidth: '1px',
              borderColor: 'border',
            })}
          >
            {rows.map((hour, index) => (
              <div
                key={hour}
                data-first={index === 0 ? 'true' : undefined}
                // Each label sits on its hour's line; the first stays below the day headers.
                className={css({
                  fontSize: 'xs',
                  color: 'muted',
                  textAlign: 'end',
                  paddingInlineEnd: '1.5',
                  transform: 'translateY(-0.5em)',
                  '&[data-first=true]': { transform: 'none' },
                })}
                style={{ height: `${ROW_HEIGHT_REM}rem` }}
              >
                {hour}:00
              </div>
            ))}
          </div>
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
              tabCell={tabCell}
              onCellFocus={setFocusCell}
              onCellKeyDown={onCellKeyDown}
              onCellClick={onCellClick}
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

function DayHeader({
  day,
  locale,
  today,
  open,
}: {
  day: string;
  locale: Locale;
  today: boolean;
  open: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      data-testid="day-header"
      data-day={day}
      aria-current={today ? 'date' : undefined}
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: '4',
        scrollSnapAlign: 'start',
        bg: 'surface',
        borderBottomWidth: '1px',
        borderLeftWidth: '1px',
        borderColor: 'border',
        paddingBlock: '2',
        textAlign: 'center',
        '&[aria-current=date]': { color: 'accent', fontWeight: 'semibold', bg: 'brand.50' },
      })}
    >
      <div className={css({ fontSize: 'sm', textTransform: 'capitalize' })}>
        {weekdayName(day, locale, 'short')}
      </div>
      <div className={css({ fontSize: 'lg' })}>{formatDayMonth(day)}</div>
      {open ? null : <div className={css({ fontSize: 'xs', color: 'muted' })}>{t`Închis`}</div>}
    </div>
  );
}

interface DayColumnProps {
  day: string;
  dayIndex: number;
  locale: Locale;
  rows: readonly number[];
  heightRem: number;
  schedule: ScheduleInput;
  today: boolean;
  nowTopRem: number | undefined;
  blocks: readonly PlacedBlock[];
  preview: DragPreview | null;
  tabCell: CellPosition;
  onCellFocus: (cell: CellPosition) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLButtonElement>, cell: CellPosition) => void;
  onCellClick: (event: MouseEvent<HTMLButtonElement>, day: string, rowIndex: number) => void;
  renderBlock: (block: PlacedBlock) => ReactNode;
}

function DayColumn(props: DayColumnProps) {
  const { t } = useLingui();
  const { day, dayIndex, rows, preview } = props;
  const label = dayLabel(day, props.locale);
  return (
    <div
      data-day-column={day}
      data-today={props.today ? 'true' : undefined}
      className={css({
        position: 'relative',
        borderLeftWidth: '1px',
        borderColor: 'border',
        '&[data-today=true]': { bg: 'brand.50/40' },
      })}
      style={{ height: `${props.heightRem}rem` }}
    >
      {rows.map((hour, rowIndex) => {
        const time = minutesToTime(hour * 60);
        const cell = { dayIndex, rowIndex };
        const tabbable = props.tabCell.dayIndex === dayIndex && props.tabCell.rowIndex === rowIndex;
        return (
          <button
            key={hour}
            type="button"
            tabIndex={tabbable ? 0 : -1}
            data-testid="calendar-cell"
            data-cell={`${dayIndex}-${rowIndex}`}
            data-day={day}
            data-hour={hour}
            aria-label={t`Programare nouă: ${label}, ora ${time}`}
            onFocus={() => props.onCellFocus(cell)}
            onKeyDown={(event) => props.onCellKeyDown(event, cell)}
            onClick={(event) => props.onCellClick(event, day, rowIndex)}
            className={css({
              display: 'block',
              width: 'full',
              borderTopWidth: '1px',
              borderColor: 'gray.200',
              cursor: 'pointer',
              _hover: { bg: 'brand.50' },
              _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
            })}
            style={{ height: `${ROW_HEIGHT_REM}rem` }}
          />
        );
      })}
      {closedBands(props.schedule, day, rows).map((band) => (
        <div
          key={band.topRem}
          aria-hidden="true"
          data-testid="closed-band"
          className={css({
            position: 'absolute',
            insetInline: '0',
            pointerEvents: 'none',
            bg: 'gray.200/50',
            backgroundImage:
              'repeating-linear-gradient(135deg, transparent 0 6px, rgba(0, 0, 0, 0.04) 6px 12px)',
          })}
          style={{ top: `${band.topRem}rem`, height: `${band.heightRem}rem` }}
        />
      ))}
      {props.nowTopRem === undefined ? null : (
        <div
          data-testid="now-line"
          aria-hidden="true"
          className={css({
            position: 'absolute',
            insetInline: '0',
            height: '2px',
            bg: 'red.500',
            zIndex: '2',
            pointerEvents: 'none',
          })}
          style={{ top: `${props.nowTopRem}rem` }}
        />
      )}
      {preview ? (
        <div
          data-testid="drop-preview"
          data-allowed={preview.allowed ? 'true' : 'false'}
          aria-hidden="true"
          className={css({
            position: 'absolute',
            insetInline: '1',
            borderRadius: 'md',
            border: '2px dashed',
            borderColor: 'brand.600',
            bg: 'brand.100/50',
            fontSize: 'xs',
            fontWeight: 'semibold',
            paddingInline: '1',
            pointerEvents: 'none',
            zIndex: '2',
            '&[data-allowed=false]': { borderColor: 'red.600', bg: 'red.100/60', color: 'red.800' },
          })}
          style={{ top: `${preview.slot.topRem}rem`, height: `${preview.heightRem}rem` }}
        >
          {preview.slot.time}
        </div>
      ) : null}
      {props.blocks.map((block) => props.renderBlock(block))}
    </div>
  );
}
