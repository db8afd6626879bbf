/**
 * The date picker's control on Ark DatePicker: our own text box (see date-picker-field.tsx for
 * why), the clear button, the calendar button and the calendar itself, in the interface language
 * (Monday first in ro, Sunday in en) and within the field's limits.
 */
import { DatePicker, parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { weekStartsOn } from '#lib/date-locale.ts';
import { DayView } from './date-picker-day-view.tsx';
import { type DateBounds, parseIsoDate, pickerLocale, toIsoDate } from './date-picker-rules.ts';
import { iconButton } from './date-picker-styles.ts';
import { dropdownPanel } from './dropdown-styles.ts';
import { fieldControl, useFormFieldControl } from './form-field.tsx';

// "Today" in the calendar is the device's day, not UTC's (Ark's default zone).
const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function DateControl({
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
