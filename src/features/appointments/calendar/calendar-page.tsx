/**
 * The weekly calendar at /appointments (spec part 1 §2, §6, §9; issue 6): week navigation, the
 * doctor filter (a doctor user sees their own calendar first), the week grid with drag moves and
 * rebooking, the add button and the appointment popup. Everything is read from and written to the
 * local database, so it all works offline; the week and the doctor live in the URL.
 */

import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { throwIfFailed, valueOr } from '#lib/live-query.ts';
import { useNow } from '#lib/use-now.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { readAppointmentDraft, readDraftReturn } from '../popup/appointment-draft.ts';
import { type CalendarWeek, currentWeek, weekContaining } from '../rules/week-range.ts';
import { calendarDoctorId } from './calendar-doctor.ts';
import { CalendarPopupSlot, type PopupRequest } from './calendar-popup-slot.tsx';
import type { CalendarSearch } from './calendar-search.ts';
import { DoctorPicker } from './doctor-picker.tsx';
import { rebookWithNotice } from './rebook-with-notice.ts';
import {
  NO_REFUSED_BOOKINGS,
  type ServiceNames,
  useCalendarClinic,
  useCalendarDoctors,
  usePatientNames,
  usePendingAppointmentIds,
  useRefusedBookings,
  useServiceNames,
  useWeekAppointments,
} from './use-calendar-data.ts';
import { useMoveAppointment } from './use-move-appointment.ts';
import { type BlockNames, WeekGrid } from './week-grid.tsx';
import { WeekNavigation } from './week-navigation.tsx';

export interface CalendarPageProps {
  search: CalendarSearch;
  /** Replaces the search params (history replaced: paging weeks does not fill the back button). */
  onSearchChange: (search: CalendarSearch) => void;
  /** Beside the doctor picker: what the route adds for its user (a doctor's calendar address). */
  tools?: ReactNode;
}

const message = css({ color: 'muted', paddingBlock: '6' });

/** The blocks name no service until the services are read. */
const NO_SERVICE_NAMES: ServiceNames = { services: new Map(), serviceSpecializations: new Map() };

/** The clock for today's column and the current-time line, read again every 30 seconds. */
const CLOCK_TICK_MS = 30_000;

export function CalendarPage({ search, onSearchChange, tools }: CalendarPageProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { db, sync, profile } = useClinicSession();
  const now = useNow(CLOCK_TICK_MS);
  const current = currentWeek(now, locale);
  const week = (search.week ? weekContaining(search.week, locale) : undefined) ?? current;
  // Until the doctors are read the page says it is loading; what else is still being read draws as
  // nothing yet (an empty week, no names), and a failed read goes to the route's error screen.
  const doctorsQuery = useCalendarDoctors();
  const doctors = valueOr(doctorsQuery, null);
  const viewer = profile ? { id: profile.id, role: profile.role } : null;
  const doctorId = doctors ? calendarDoctorId(doctors, search.doctor, viewer) : null;
  const schedule = valueOr(throwIfFailed(useCalendarClinic()), null)?.schedule;
  const move = useMoveAppointment(db, sync, throwIfFailed(useWeekAppointments(doctorId, week)), schedule);
  const refused = valueOr(throwIfFailed(useRefusedBookings(doctorId, week)), NO_REFUSED_BOOKINGS);
  const moved = valueOr(move.appointments, null);
  const { appointments, refusedIds } = useMemo(() => {
    const stored = moved ?? [];
    const storedIds = new Set(stored.map((appointment) => appointment.id));
    // A refused booking applied again is in the database (and shown from there) from then on.
    const kept = refused.bookings.filter((booking) => !storedIds.has(booking.id));
    return { appointments: [...stored, ...kept], refusedIds: new Set(kept.map((booking) => booking.id)) };
  }, [moved, refused.bookings]);
  const patientNames = valueOr(throwIfFailed(usePatientNames(appointments)), null);
  const serviceNames = valueOr(throwIfFailed(useServiceNames()), NO_SERVICE_NAMES);
  const names = useMemo(
    (): BlockNames => ({
      ...serviceNames,
      patients:
        refused.patientNames.size === 0 || patientNames === null
          ? patientNames
          : new Map([...refused.patientNames, ...patientNames]),
    }),
    [serviceNames, patientNames, refused.patientNames],
  );
  const pendingIds = usePendingAppointmentIds();
  const navigate = useNavigate();
  const [popup, setPopup] = useState<PopupRequest | null>(null);

  // Back from the quick new patient: reopen the popup's draft with that patient, then drop the
  // markers from the URL so a reload does not reopen it again.
  const clinicId = profile?.clinicId ?? null;
  useEffect(() => {
    const back = readDraftReturn({
      appointmentDraft: search.appointmentDraft,
      newPatientId: search.newPatientId,
    });
    if (!back.reopen) return;
    const draft = readAppointmentDraft(clinicId);
    setPopup({
      appointment: null,
      draft,
      initial: back.newPatientId ? { patientId: back.newPatientId } : undefined,
    });
    onSearchChange({ ...search, appointmentDraft: undefined, newPatientId: undefined });
  }, [search, clinicId, onSearchChange]);

  const goToWeek = (next: CalendarWeek) =>
    onSearchChange({ ...search, week: next.start === current.start ? undefined : next.start });
  const chooseDoctor = (id: string) => onSearchChange({ ...search, doctor: id });
  const openNew = (initial: PopupRequest['initial']) =>
    setPopup({ appointment: null, initial: { ...initial, ...(doctorId ? { doctorId } : {}) } });
  const rebook = (appointment: AppointmentDoc) => {
    if (db) void rebookWithNotice(db, sync?.conflicts ?? null, appointment.id, i18n);
  };

  return (
    <div data-testid="calendar" data-week={week.start} data-doctor={doctorId ?? ''}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          marginBlockEnd: '3',
        })}
      >
        <WeekNavigation week={week} current={current} onChange={goToWeek} />
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          {tools}
          {doctors && doctors.length > 0 ? (
            <DoctorPicker doctors={doctors} value={doctorId} onChange={chooseDoctor} />
          ) : null}
        </div>
      </div>
      <QueryState
        query={doctorsQuery}
        loading="appointments"
        className={message}
        empty={t`Clinica nu are încă medici.`}
      >
        {() => (
          <WeekGrid
            week={week}
            locale={locale}
            now={now}
            schedule={schedule}
            appointments={appointments}
            names={names}
            pendingIds={pendingIds}
            refusedIds={refusedIds}
            onCreateAt={(day, time) => openNew({ day, time })}
            onOpen={(appointment) =>
              refusedIds.has(appointment.id) ? void navigate({ to: '/conflicts' }) : setPopup({ appointment })
            }
            onRebook={rebook}
            plan={move.plan}
            commit={move.commit}
          />
        )}
      </QueryState>
      <FloatingAddButton label={t`Programare nouă`} onClick={() => openNew({})} />
      <CalendarPopupSlot request={popup} onClose={() => setPopup(null)} />
    </div>
  );
}
