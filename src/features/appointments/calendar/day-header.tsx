/** A day's header on the week grid: weekday and dd.MM, today marked, 'Închis' on a closed day. */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '#i18n/locale.ts';
import { formatDayMonth, weekdayName } from '#lib/date-locale.ts';

export function DayHeader({
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
