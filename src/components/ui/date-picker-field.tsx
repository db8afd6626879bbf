/**
 * A labelled date on Ark DatePicker (spec part 1 §5, §9). The value is 'yyyy-MM-dd', '' when
 * cleared. The text box shows dd.MM.yyyy and takes dd.MM.yyyy or yyyy-MM-dd typed; the calendar
 * names months and weekdays in the interface language, starts the week on Monday in ro and Sunday
 * in en, and lists years from 100 back to 10 ahead. The rules are in date-picker-rules.ts.
 *
 * The text box is our own input, not DatePicker.Input: Ark's input drops every character that is
 * not the locale's date separator ('.' in ro, '/' in en), so one of the two accepted forms could
 * not be typed, and it rewrites the text while the user types.
 */
import { DatePicker, parseDate, type UseDatePickerContext } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { formatDate, weekStartsOn } from '#lib/date-locale.ts';
import {
  type DateBounds,
  isoToInputText,
  parseIsoDate,
  pickerLocale,
  readTypedDate,
  type TypedDate,
  toIsoDate,
  validBounds,
  yearChoices,
} from './date-picker-rules.ts';
import { dropdownPanel } from './dropdown-styles.ts';
import { FormField, fieldControl, useFormFieldControl } from './form-field.tsx';

export interface DatePickerFieldProps {
  label: string;
  /** 'yyyy-MM-dd', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean | undefined;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The earliest date allowed, 'yyyy-MM-dd' (inclusive). */
  min?: string | undefined;
  /** The latest date allowed, 'yyyy-MM-dd' (inclusive). */
  max?: string | undefined;
  name?: string | undefined;
}

// "Today" in the calendar is the device's day, not UTC's (Ark's default zone).
const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function DatePickerField({
  label,
  value,
  onChange,
  required,
  error,
  disabled,
  min,
  max,
  name,
}: DatePickerFieldProps) {
  const { i18n } = useLingui();
  const bounds = useMemo(() => validBounds({ min, max }), [min, max]);
  const [text, setText] = useState(() => isoToInputText(value));
  // A typing mistake shows once the user leaves the box or presses Enter, then follows every change;
  // a malformed stored value shows at once.
  const [showTypedError, setShowTypedError] = useState(() => value !== '' && parseIsoDate(value) === null);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The value changed from outside (the calendar, a reset, a loaded record): show it, unless the
    // text already names it, so the user's own spelling ('1.2.2020') is kept while typing.
    setShownValue(value);
    if (!namesValue(readTypedDate(text, bounds), value)) {
      setText(isoToInputText(value));
      setShowTypedError(false);
    }
  }

  const typedProblem = showTypedError ? typedDateMessage(readTypedDate(text, bounds)) : undefined;
  const typedError = typedProblem ? i18n._(typedProblem) : undefined;

  const typeText = (next: string) => {
    setText(next);
    const read = readTypedDate(next, bounds);
    if (read.kind === 'empty' && value !== '') onChange('');
    if (read.kind === 'date' && read.iso !== value) onChange(read.iso);
  };
  const pick = (iso: string) => {
    setText(isoToInputText(iso));
    setShowTypedError(false);
    if (iso !== value) onChange(iso);
  };

  return (
    <FormField label={label} required={required} error={typedError ?? error} disabled={disabled}>
      <DateControl
        value={value}
        text={text}
        bounds={bounds}
        name={name}
        onType={typeText}
        onLeave={() => setShowTypedError(true)}
        onPick={pick}
      />
    </FormField>
  );
}

function namesValue(typed: TypedDate, value: string): boolean {
  return value === '' ? typed.kind === 'empty' : typed.kind === 'date' && typed.iso === value;
}

/** Why the typed text cannot be stored, or undefined when it can. */
function typedDateMessage(typed: TypedDate): MessageDescriptor | undefined {
  switch (typed.kind) {
    case 'empty':
    case 'date':
      return undefined;
    case 'invalid':
      return msg`Data nu este validă. Folosiți formatul zz.ll.aaaa.`;
    case 'before-min': {
      const earliest = formatDate(typed.min);
      return msg`Data nu poate fi înainte de ${earliest}.`;
    }
    case 'after-max': {
      const latest = formatDate(typed.max);
      return msg`Data nu poate fi după ${latest}.`;
    }
  }
}

function DateControl({
  value,
  text,
  bounds,
  name,
  onType,
  onLeave,
  onPick,
}: {
  value: string;
  text: string;
  bounds: DateBounds;
  name: string | undefined;
  onType: (text: string) => void;
  onLeave: () => void;
  onPick: (iso: string) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const field = useFormFieldControl();
  const selected = useMemo(() => (parseIsoDate(value) ? [parseDate(value)] : []), [value]);
  const min = useMemo(() => (bounds.min ? parseDate(bounds.min) : undefined), [bounds.min]);
  const max = useMemo(() => (bounds.max ? parseDate(bounds.max) : undefined), [bounds.max]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onLeave();
  };

  return (
    <DatePicker.Root
      value={selected}
      onValueChange={(details) => {
        const day = details.value[0];
        onPick(day ? (toIsoDate(day.year, day.month, day.day) ?? '') : '');
      }}
      locale={pickerLocale(locale)}
      timeZone={DEVICE_TIME_ZONE}
      startOfWeek={weekStartsOn(locale)}
      min={min}
      max={max}
      disabled={field.disabled}
      required={field.required}
      invalid={field['aria-invalid']}
      positioning={{ placement: 'bottom-start' }}
      translations={{
        trigger: (open) => (open ? t`Închide calendarul` : t`Deschide calendarul`),
        prevTrigger: () => t`Luna anterioară`,
        nextTrigger: () => t`Luna următoare`,
        content: t`Calendar`,
        dayCell: (state) => {
          const day = state.valueText;
          if (state.unavailable) return t`Indisponibil: ${day}`;
          return state.selected ? t`Data aleasă: ${day}` : t`Alege ${day}`;
        },
      }}
    >
      <DatePicker.Control className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        <input
          {...field}
          name={name}
          type="text"
          autoComplete="off"
          placeholder={t`zz.ll.aaaa`}
          value={text}
          onChange={(event) => onType(event.currentTarget.value)}
          onBlur={onLeave}
          onKeyDown={onKeyDown}
          className={cx(fieldControl, css({ flex: '1', minWidth: '0' }))}
        />
        {text !== '' && !field.disabled ? (
          <button type="button" aria-label={t`Șterge data`} onClick={() => onPick('')} className={iconButton}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <DatePicker.Trigger className={iconButton}>
          <CalendarIcon />
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content className={cx(dropdownPanel, css({ padding: '3' }))}>
            <DatePicker.View view="day">
              <DatePicker.Context>{(api) => <DayView api={api} bounds={bounds} />}</DatePicker.Context>
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

function DayView({ api, bounds }: { api: UseDatePickerContext; bounds: DateBounds }) {
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

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

// 44 px square: the smallest comfortable touch target on a 10-inch tablet.
const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  minWidth: '11',
  minHeight: '11',
  borderRadius: 'md',
  color: 'accent',
  fontSize: 'xl',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

const dayCell = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _today: { fontWeight: 'bold', color: 'accent' },
  _selected: { bg: 'accent', color: 'white', _hover: { bg: 'accentHover' } },
  _outOfRange: { color: 'gray.400' },
  _unavailable: { color: 'gray.400', textDecoration: 'line-through', cursor: 'not-allowed' },
  '&[data-disabled]': { color: 'gray.400', cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
