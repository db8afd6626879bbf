/**
 * Week navigation (spec part 1 §2): previous, today, next, each with a tooltip giving the dates of
 * the week it goes to, and the shown week's dates between them.
 */
import { Portal } from '@ark-ui/react/portal';
import { Tooltip } from '@ark-ui/react/tooltip';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { tooltipPanel } from '#components/ui/dropdown-styles.ts';
import { type CalendarWeek, nextWeek, previousWeek, weekLabel } from '../rules/week-range.ts';

const navButton = css({
  minHeight: '11',
  minWidth: '11',
  paddingInline: '3',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

function WeekButton({
  label,
  range,
  onClick,
  testId,
  children,
}: {
  /** The accessible name of a button that shows only an arrow. */
  label?: string;
  range: string;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip.Root openDelay={300} closeDelay={100} lazyMount unmountOnExit>
      <Tooltip.Trigger
        type="button"
        aria-label={label}
        data-testid={testId}
        className={navButton}
        onClick={onClick}
      >
        {children}
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content className={cx(tooltipPanel, css({ paddingInline: '2', paddingBlock: '1' }))}>
            {range}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export function WeekNavigation({
  week,
  current,
  onChange,
}: {
  week: CalendarWeek;
  /** The week holding today, where "today" goes. */
  current: CalendarWeek;
  onChange: (week: CalendarWeek) => void;
}) {
  const { t } = useLingui();
  const previous = previousWeek(week);
  const next = nextWeek(week);
  return (
    <nav
      aria-label={t`Navigare între săptămâni`}
      className={css({ display: 'flex', alignItems: 'center', gap: '2' })}
    >
      <WeekButton
        label={t`Săptămâna anterioară`}
        range={weekLabel(previous)}
        onClick={() => onChange(previous)}
        testId="week-previous"
      >
        <span aria-hidden="true">‹</span>
      </WeekButton>
      <WeekButton range={weekLabel(current)} onClick={() => onChange(current)} testId="week-today">
        {t`Astăzi`}
      </WeekButton>
      <WeekButton
        label={t`Săptămâna următoare`}
        range={weekLabel(next)}
        onClick={() => onChange(next)}
        testId="week-next"
      >
        <span aria-hidden="true">›</span>
      </WeekButton>
      <output
        data-testid="week-range"
        aria-live="polite"
        className={css({ fontWeight: 'semibold', marginInlineStart: '2' })}
      >
        {weekLabel(week)}
      </output>
    </nav>
  );
}
