/**
 * The popup's repeat section (issue 41), on a new booking: does not repeat, daily or weekly; every
 * N days or weeks, on which weekdays; until a day or N visits (at most 52). Below it, what Save will
 * book, and the visits that cannot be booked as asked, each with why and a choice of another free
 * time that day; those left without one are not booked.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { ChoiceRow } from '#components/ui/choice-row.tsx';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { SegmentedControl } from '#components/ui/segmented-control.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { addDays, WEEKDAYS, type WeekdayName } from '#core/calendar-days.ts';
import type { Locale } from '#i18n/locale.ts';
import { formatDate, weekdayName } from '#lib/date-locale.ts';
import { MAX_SERIES_OCCURRENCES } from '../rules/series.ts';
import type { OccurrenceProblem } from '../rules/series-collisions.ts';
import { displayTime } from '../rules/working-hours.ts';
import { seriesProblemText } from './series-messages.ts';
import type { SeriesInput, SeriesPlan } from './series-plan.ts';

/** A Monday, to name the weekdays in the interface's language. */
const A_MONDAY = '2024-01-01';

export function SeriesFields({
  input,
  onChange,
  plan,
  freeTimes,
  retimed,
  onRetime,
  disabled,
}: {
  input: SeriesInput;
  onChange: (input: SeriesInput) => void;
  plan: SeriesPlan | null;
  /** The doctor's free times on a day, HH:mm, for a visit that collided. */
  freeTimes: (day: string) => string[];
  retimed: ReadonlyMap<number, string>;
  onRetime: (index: number, time: string) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const legendId = useId();
  const set = (patch: Partial<SeriesInput>) => onChange({ ...input, ...patch });
  const toggleWeekday = (weekday: WeekdayName) =>
    set({
      weekdays: input.weekdays.includes(weekday)
        ? input.weekdays.filter((day) => day !== weekday)
        : WEEKDAYS.filter((day) => day === weekday || input.weekdays.includes(day)),
    });

  return (
    <fieldset aria-labelledby={legendId} disabled={disabled} className={section}>
      <legend id={legendId} className={css({ fontWeight: 'semibold', marginBlockEnd: '2' })}>
        <Trans>Repetare</Trans>
      </legend>
      <div className={fitted}>
        <SegmentedControl
          label={t`Repetare`}
          value={input.repeat}
          onChange={(repeat) => set({ repeat })}
          options={[
            { value: 'none', label: t`Nu se repetă` },
            { value: 'daily', label: t`Zilnic` },
            { value: 'weekly', label: t`Săptămânal` },
          ]}
        />
      </div>
      {input.repeat === 'none' ? null : (
        <div className={grid}>
          <div className={css({ gridColumn: { md: 'span 2' }, display: 'grid', gap: '1' })}>
            <span className={css({ fontSize: 'sm' })}>
              <Trans>Se termină</Trans>
            </span>
            <div className={fitted}>
              <SegmentedControl
                label={t`Se termină`}
                value={input.end}
                onChange={(end) => set({ end })}
                options={[
                  { value: 'count', label: t`După un număr de programări` },
                  { value: 'until', label: t`La o dată` },
                ]}
              />
            </div>
          </div>
          <TextField
            label={input.repeat === 'daily' ? t`La câte zile` : t`La câte săptămâni`}
            value={input.interval}
            onChange={(interval) => set({ interval })}
            inputMode="numeric"
            name="series-interval"
          />
          {input.end === 'count' ? (
            <TextField
              label={t`Număr de programări (cel mult ${MAX_SERIES_OCCURRENCES})`}
              value={input.count}
              onChange={(count) => set({ count })}
              inputMode="numeric"
              name="series-count"
            />
          ) : (
            <DatePickerField
              label={t`Până la`}
              value={input.until}
              onChange={(until) => set({ until })}
              name="series-until"
            />
          )}
          {input.repeat === 'weekly' ? (
            <fieldset className={css({ gridColumn: { md: 'span 2' } })}>
              <legend className={css({ fontSize: 'sm', marginBlockEnd: '1' })}>
                <Trans>În zilele (fără alegere: ziua primei programări)</Trans>
              </legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '4' })}>
                {WEEKDAYS.map((weekday, offset) => (
                  <ChoiceRow
                    key={weekday}
                    label={weekdayName(addDays(A_MONDAY, offset), locale, 'short')}
                    checked={input.weekdays.includes(weekday)}
                    onChange={() => toggleWeekday(weekday)}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
      )}
      {plan ? (
        <SeriesSummary plan={plan} freeTimes={freeTimes} retimed={retimed} onRetime={onRetime} />
      ) : null}
    </fieldset>
  );
}

function SeriesSummary({
  plan,
  freeTimes,
  retimed,
  onRetime,
}: {
  plan: SeriesPlan;
  freeTimes: (day: string) => string[];
  retimed: ReadonlyMap<number, string>;
  onRetime: (index: number, time: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (plan.problem) {
    return (
      <p role="alert" className={css({ color: 'danger' })}>
        {seriesProblemText(plan.problem, i18n)}
      </p>
    );
  }
  const first = plan.visits[0];
  const last = plan.visits.at(-1);
  const booked = plan.booked.length;
  const total = plan.visits.length;
  return (
    <div className={css({ display: 'grid', gap: '2' })} data-testid="series-summary">
      <p aria-live="polite">
        {first && last
          ? `${plural(total, {
              one: '# programare',
              few: '# programări',
              other: '# de programări',
            })}, ${t`între ${formatDate(first.day)} și ${formatDate(last.day)}`}; ${plural(booked, {
              one: 'se creează #',
              few: 'se creează #',
              other: 'se creează #',
            })}.`
          : null}
      </p>
      {plan.capped ? (
        <p>
          <Trans>O serie are cel mult 52 de programări: se oprește la {formatDate(last?.day)}.</Trans>
        </p>
      ) : null}
      {plan.collisions.length > 0 ? (
        <section aria-label={t`Programări care nu se pot face la ora aleasă`} className={collisionBox}>
          <p className={css({ fontWeight: 'semibold' })}>
            {plural(plan.collisions.length, {
              one: 'Una dintre ele nu se poate face la ora aleasă și nu se creează, dacă nu îi alegi altă oră:',
              few: '# dintre ele nu se pot face la ora aleasă și nu se creează, dacă nu le alegi altă oră:',
              other: '# dintre ele nu se pot face la ora aleasă și nu se creează, dacă nu le alegi altă oră:',
            })}
          </p>
          <ul className={css({ display: 'grid', gap: '3' })}>
            {plan.collisions.map(({ occurrence, problem }) => {
              const date = formatDate(occurrence.day);
              const times = freeTimes(occurrence.day);
              return (
                <li key={occurrence.index} className={collisionRow} data-testid="series-collision">
                  <span>
                    <strong>{date}</strong> {displayTime(occurrence.time)}: {collisionReason(problem, i18n)}
                  </span>
                  <div className={css({ minWidth: '44' })}>
                    <SelectField
                      label={t`Altă oră pe ${date}`}
                      value={retimed.get(occurrence.index) ?? ''}
                      onChange={(time) => onRetime(occurrence.index, time)}
                      placeholder={times.length > 0 ? t`Alege o oră liberă` : t`Nicio oră liberă`}
                      options={times.map((time) => ({ value: time, label: displayTime(time) }))}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function collisionReason(problem: OccurrenceProblem, i18n: I18n): string {
  if (problem.kind === 'taken') return i18n._(msg`medicul are deja o programare`);
  if (problem.error.code === 'clinic_closed') return i18n._(msg`clinica este închisă`);
  if (problem.error.code === 'working_hours') {
    const { start, end } = problem.error.params;
    return i18n._(msg`în afara programului (${start}–${end})`);
  }
  return i18n._(msg`data sau ora nu sunt valide`);
}

const section = css({
  display: 'grid',
  gap: '3',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  padding: '3',
  minWidth: '0',
});

/** A choice as wide as its options, not the row. */
const fitted = css({ justifySelf: 'start', maxWidth: 'full' });

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});

const collisionBox = css({
  display: 'grid',
  gap: '2',
  borderInlineStart: '4px solid',
  borderColor: 'amber.500',
  bg: 'amber.50',
  color: 'amber.900',
  padding: '3',
  borderRadius: 'md',
});

const collisionRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '2',
});
