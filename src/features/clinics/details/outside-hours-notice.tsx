/**
 * After a change of hours: "N appointments fall outside the new hours", each with a link to its
 * week in the doctor's calendar. They stay booked; the admin decides each one there.
 */
import { Plural, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { clinicDay } from '#core/bucharest-time.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { UNKNOWN_DOCTOR } from '#lib/appointment-labels.ts';
import { formatDateTime } from '#lib/date-locale.ts';

export interface OutsideHoursEntry {
  id: string;
  appointmentDate: string;
  doctorId: string;
  doctorName: string | null;
  patientName: string | null;
}

function calendarPath(entry: OutsideHoursEntry): string {
  const week = clinicDay(new Date(entry.appointmentDate));
  return `/appointments?week=${week}&doctor=${encodeURIComponent(entry.doctorId)}`;
}

export function OutsideHoursNotice({ entries }: { entries: readonly OutsideHoursEntry[] }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const count = entries.length;
  return (
    <section
      role="status"
      data-testid="outside-hours"
      aria-labelledby="outside-hours-title"
      className={css({
        display: 'grid',
        gap: '2',
        marginBlockEnd: '4',
        padding: '4',
        borderWidth: '1px',
        borderColor: 'accent',
        borderRadius: 'md',
        bg: 'surface',
        maxWidth: '5xl',
      })}
    >
      <h2 id="outside-hours-title" className={css({ fontWeight: 'semibold' })}>
        <Plural
          value={count}
          one="# programare este în afara noului program"
          few="# programări sunt în afara noului program"
          other="# de programări sunt în afara noului program"
        />
      </h2>
      <p>{t`Au rămas programate. Deschide fiecare în calendar pentru a o muta sau anula.`}</p>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={calendarPath(entry)}
              data-appointment-id={entry.id}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                router.history.push(calendarPath(entry));
              }}
              className={css({
                color: 'accent',
                textDecoration: 'underline',
                minHeight: '11',
                display: 'inline-flex',
                alignItems: 'center',
              })}
            >
              {formatDateTime(entry.appointmentDate, locale)} · {entry.doctorName ?? i18n._(UNKNOWN_DOCTOR)}
              {entry.patientName ? ` · ${entry.patientName}` : ''}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
