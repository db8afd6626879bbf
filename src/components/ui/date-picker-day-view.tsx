/**
 * The date picker's month: the previous/next month buttons, the month and year lists (100 years
 * back to 10 ahead, see yearChoices) and the table of days, its weekdays in the interface language.
 */
import { DatePicker, type UseDatePickerContext } from '@ark-ui/react/date-picker';
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { type DateBounds, yearChoices } from './date-picker-rules.ts';
import { dayCell, iconButton } from './date-picker-styles.ts';
import { fieldControl } from './form-field.tsx';

export function DayView({ api, bounds }: { api: UseDatePickerContext; bounds: DateBounds }) {
  const { t } = useLingui();
  const shown = api.visibleRange.start;
  const years = yearChoices(new Date(), shown.year, bounds);
  return (
    <>
      <DatePicker.ViewControl
        className={css({ display: 'flex', alignItems: 'center', gap: '1', marginBlockEnd: '2' })}
      >
        <DatePicker.PrevTrigger className={iconButton}>
          <span aria-hidden="true">‹</span>
        </DatePicker.PrevTrigger>
        <select
          aria-label={t`Luna`}
          value={shown.month}
          onChange={(event) => api.focusMonth(Number(event.currentTarget.value))}
          className={cx(fieldControl, css({ flex: '1', paddingInline: '2' }))}
        >
          {api.getMonths({ format: 'long' }).map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
        <select
          aria-label={t`Anul`}
          value={shown.year}
          onChange={(event) => api.focusYear(Number(event.currentTarget.value))}
          className={cx(fieldControl, css({ paddingInline: '2' }))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <DatePicker.NextTrigger className={iconButton}>
          <span aria-hidden="true">›</span>
        </DatePicker.NextTrigger>
      </DatePicker.ViewControl>
      <DatePicker.Table className={css({ borderCollapse: 'collapse' })}>
        <DatePicker.TableHead>
          <DatePicker.TableRow>
            {api.weekDays.map((weekDay) => (
              <DatePicker.TableHeader
                key={weekDay.long}
                abbr={weekDay.long}
                className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'muted', paddingBlock: '1' })}
              >
                {weekDay.short}
              </DatePicker.TableHeader>
            ))}
          </DatePicker.TableRow>
        </DatePicker.TableHead>
        <DatePicker.TableBody>
          {api.weeks.map((week) => (
            <DatePicker.TableRow key={week[0]?.toString()}>
              {week.map((day) => (
                <DatePicker.TableCell key={day.toString()} value={day}>
                  <DatePicker.TableCellTrigger className={dayCell}>{day.day}</DatePicker.TableCellTrigger>
                </DatePicker.TableCell>
              ))}
            </DatePicker.TableRow>
          ))}
        </DatePicker.TableBody>
      </DatePicker.Table>
    </>
  );
}
