/**
 * One day of the clinic's week (spec part 2 "Clinic form"): an open toggle and, while open, the
 * opening and closing times in quarter hours, with the day's message under them. A closed day
 * keeps its hours, so toggling it back on restores them.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { SelectField } from '#components/ui/select-field.tsx';
import { ToggleSwitch } from '#components/ui/toggle-switch.tsx';
import type { WeekdayName } from '#core/calendar-days.ts';
import { type DayHours, quarterHourTimes } from '#core/clinic-hours.ts';

export const WEEKDAY_LABELS: Record<WeekdayName, MessageDescriptor> = {
  monday: msg`Luni`,
  tuesday: msg`Marți`,
  wednesday: msg`Miercuri`,
  thursday: msg`Joi`,
  friday: msg`Vineri`,
  saturday: msg`Sâmbătă`,
  sunday: msg`Duminică`,
};

/** Quarter hours in 24-hour time, the day's stored time among them (a select: no browser locale decides). */
const timeOptions = (current: string) =>
  quarterHourTimes(current).map((time) => ({ value: time, label: time }));

export function ScheduleDayCard({
  day,
  hours,
  onChange,
  error,
}: {
  day: WeekdayName;
  hours: DayHours;
  onChange: (hours: DayHours) => void;
  error: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const name = i18n._(WEEKDAY_LABELS[day]);
  return (
    <fieldset
      data-testid="schedule-day"
      data-day={day}
      data-open={String(hours.open)}
      className={css({
        display: 'grid',
        gap: '3',
        alignContent: 'start',
        borderWidth: '1px',
        borderColor: error ? 'danger' : 'border',
        borderRadius: 'md',
        padding: '4',
        bg: hours.open ? 'surface' : 'canvas',
      })}
    >
      <legend className={css({ fontWeight: 'semibold', paddingInline: '1' })}>{name}</legend>
      <ToggleSwitch
        label={t`Deschis`}
        checked={hours.open}
        onChange={(open) => onChange({ ...hours, open })}
      />
      {hours.open ? (
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
          <SelectField
            label={t`Deschide la`}
            value={hours.start}
            options={timeOptions(hours.start)}
            onChange={(start) => onChange({ ...hours, start })}
          />
          <SelectField
            label={t`Închide la`}
            value={hours.end}
            options={timeOptions(hours.end)}
            onChange={(end) => onChange({ ...hours, end })}
            error={error}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
