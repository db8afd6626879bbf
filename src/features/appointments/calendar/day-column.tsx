/**
 * One day of the week grid: its hour cells (buttons that ask for a new appointment there), the
 * closed hours shaded, the current-time line on today, the drop preview while a block is dragged
 * over it, and the day's blocks.
 */
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { minutesToTime } from '#core/calendar-days.ts';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import type { Locale } from '#i18n/locale.ts';
import { ROW_HEIGHT_REM } from '../rules/calendar-hours.ts';
import { dayLabel } from './calendar-labels.ts';
import type { CellPosition } from './cell-focus.ts';
import { closedBands } from './grid-marks.ts';
import type { PlacedBlock } from './placed-block.ts';
import type { DragPreview } from './use-grid-drag.ts';

export interface DayColumnProps {
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

export function DayColumn(props: DayColumnProps) {
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
            className={hourCell}
            style={{ height: `${ROW_HEIGHT_REM}rem` }}
          />
        );
      })}
      {closedBands(props.schedule, day, rows).map((band) => (
        <div
          key={band.topRem}
          aria-hidden="true"
          data-testid="closed-band"
          className={closedBand}
          style={{ top: `${band.topRem}rem`, height: `${band.heightRem}rem` }}
        />
      ))}
      {props.nowTopRem === undefined ? null : (
        <div
          data-testid="now-line"
          aria-hidden="true"
          className={nowLine}
          style={{ top: `${props.nowTopRem}rem` }}
        />
      )}
      {preview ? (
        <div
          data-testid="drop-preview"
          data-allowed={preview.allowed ? 'true' : 'false'}
          aria-hidden="true"
          className={dropPreview}
          style={{ top: `${preview.slot.topRem}rem`, height: `${preview.heightRem}rem` }}
        >
          {preview.slot.time}
        </div>
      ) : null}
      {props.blocks.map((block) => props.renderBlock(block))}
    </div>
  );
}

const hourCell = css({
  display: 'block',
  width: 'full',
  borderTopWidth: '1px',
  borderColor: 'gray.200',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
});

const closedBand = css({
  position: 'absolute',
  insetInline: '0',
  pointerEvents: 'none',
  bg: 'gray.200/50',
  backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(0, 0, 0, 0.04) 6px 12px)',
});

const nowLine = css({
  position: 'absolute',
  insetInline: '0',
  height: '2px',
  bg: 'red.500',
  zIndex: '2',
  pointerEvents: 'none',
});

const dropPreview = css({
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
});
