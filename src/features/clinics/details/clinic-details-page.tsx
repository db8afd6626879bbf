/**
 * /configurator/clinic-details (spec part 2 "Clinic form"): the own clinic's details and week,
 * for its admin (and a super administrator inside it). A save writes the changed columns to the
 * device's database, so it works offline and the calendar and slot picker follow at once; after a
 * change of hours the bookings ahead that fall outside them are listed, never moved.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { runSave } from '#components/form/run-save.ts';
import { PageHeader } from '#components/ui/page-header.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { upcomingAppointments } from '#sync/api/appointment-queries.ts';
import { updateClinic } from '#sync/api/clinic-commands.ts';
import type { ClinicDoc, UserDoc } from '#sync/api/documents.ts';
import { patientsByIds } from '#sync/api/patient-queries.ts';
import type { ClinicFormValues } from '#sync/validation/clinic-rules.ts';
import { appointmentsOutsideHours } from '../form/appointments-outside-hours.ts';
import { ClinicForm } from '../form/clinic-form.tsx';
import { AccessHistoryPeriod, type AccessHistoryPeriodAccess } from './access-history-period.tsx';
import { DeviceLockTime, type DeviceLockTimeAccess } from './device-lock-time.tsx';
import { type EmailDeliveryHealth, EmailDeliveryNotice } from './email-delivery-notice.tsx';
import { type OutsideHoursEntry, OutsideHoursNotice } from './outside-hours-notice.tsx';
import { ReminderChannels, type ReminderChannelsAccess } from './reminder-channels.tsx';
import { ReminderTime, type ReminderTimeAccess } from './reminder-time.tsx';
import { useClinicDetailsData } from './use-clinic-details-data.ts';

export function ClinicDetailsPage({
  loadEmailHealth,
  accessHistoryPeriod,
  deviceLockTime,
  reminderTime,
  reminderChannels,
}: {
  /** The server's word on the clinic's appointment emails (online only; null when it cannot say). */
  loadEmailHealth: () => Promise<EmailDeliveryHealth | null>;
  /** How long the clinic keeps its access history, on the server. */
  accessHistoryPeriod: AccessHistoryPeriodAccess;
  /** After how long without a touch the clinic's tablets lock, on the server. */
  deviceLockTime: DeviceLockTimeAccess;
  /** At what hour the day before patients are reminded of their appointments, on the server. */
  reminderTime: ReminderTimeAccess;
  /** Whether the reminders also go by SMS, on the server. */
  reminderChannels: ReminderChannelsAccess;
}) {
  const { t } = useLingui();
  const { profile } = useClinicSession();
  const data = useClinicDetailsData(profile?.clinicId ?? null);
  const title = t`Detalii clinică`;
  const clinic = data.state === 'ready' ? data.value.clinic : null;
  if (data.state !== 'ready' || !clinic) {
    return (
      <>
        <PageHeader title={title} />
        <QueryState query={data}>
          {() => <p role="alert">{t`Nu s-au putut încărca detaliile clinicii`}</p>}
        </QueryState>
      </>
    );
  }
  return (
    <>
      <ClinicDetailsForm
        title={title}
        clinic={clinic}
        users={data.value.users}
        loadEmailHealth={loadEmailHealth}
      />
      <AccessHistoryPeriod access={accessHistoryPeriod} />
      <DeviceLockTime access={deviceLockTime} />
      <ReminderTime access={reminderTime} />
      <ReminderChannels access={reminderChannels} />
    </>
  );
}

/** The form once the clinic is read; the bookings outside new hours show above it after a save. */
function ClinicDetailsForm({
  title,
  clinic,
  users,
  loadEmailHealth,
}: {
  title: string;
  clinic: ClinicDoc;
  users: readonly UserDoc[];
  loadEmailHealth: () => Promise<EmailDeliveryHealth | null>;
}) {
  const { t } = useLingui();
  const { db } = useClinicSession();
  const [outside, setOutside] = useState<OutsideHoursEntry[] | null>(null);

  const listOutside = async (schedule: ClinicFormValues['schedule']) => {
    if (!db) return;
    const doctors = users.filter((user) => user.role === 'doctor');
    const ahead = await upcomingAppointments(
      db,
      doctors.map((doctor) => doctor.id),
      new Date().toISOString(),
    );
    const found = appointmentsOutsideHours(ahead, schedule, new Date().toISOString());
    const patients = new Map(
      (
        await patientsByIds(
          db,
          found.map((a) => a.patient_id),
        )
      ).map((p) => [p.id, p]),
    );
    const names = new Map(users.map((user) => [user.id, user.name]));
    setOutside(
      found.map((appointment) => ({
        id: appointment.id,
        appointmentDate: appointment.appointment_date,
        doctorId: appointment.doctor_id,
        doctorName: names.get(appointment.doctor_id) ?? null,
        patientName: patients.get(appointment.patient_id)?.name ?? null,
      })),
    );
  };

  const save = async (_values: ClinicFormValues, changed: Partial<ClinicFormValues>): Promise<boolean> => {
    if (!db) return false;
    const saved = await runSave(
      async () => {
        if (Object.keys(changed).length > 0) await updateClinic(db, clinic.id, changed);
      },
      {
        failed: t`Nu s-au putut salva detaliile clinicii`,
        succeeded: t`Detaliile clinicii au fost salvate cu succes`,
        log: 'Saving the clinic details failed',
      },
    );
    if (!saved.ok) return false;
    if (changed.schedule) {
      // A read after the save, with no message of its own: the save stands, the list stays unshown.
      await listOutside(changed.schedule).catch((error: unknown) =>
        console.error('Listing the appointments outside the new hours failed', error),
      );
    } else {
      setOutside(null);
    }
    return true;
  };

  return (
    <ClinicForm
      title={title}
      clinic={clinic}
      canSave={db !== null}
      onSave={save}
      notice={
        <>
          <EmailDeliveryNotice load={loadEmailHealth} />
          {outside && outside.length > 0 ? <OutsideHoursNotice entries={outside} /> : null}
        </>
      }
    />
  );
}
