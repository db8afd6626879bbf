/** The week grid's sticky column of hours, each label on its hour's line. */
import { css } from 'styled-system/css';
import { ROW_HEIGHT_REM } from '../rules/calendar-hours.ts';

export function HourLabels({ rows }: { rows: readonly number[] }) {
  return (
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
  );
}
