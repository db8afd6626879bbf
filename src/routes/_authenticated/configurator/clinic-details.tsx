import { createFileRoute } from '@tanstack/react-router';
import { ACCESS_HISTORY_PERIOD } from '#app/access-history.ts';
import { DEVICE_LOCK_TIME } from '#app/device-lock/lock-minutes.ts';
import { loadEmailDeliveryHealth } from '#app/email-delivery-health.ts';
import { REMINDER_SMS, REMINDER_TIME } from '#app/reminder-settings.ts';
import { ClinicDetailsPage } from '#features/clinics/details/clinic-details-page.tsx';

/** The own clinic's details and week (admin, super_admin: the configurator's guard). */
export const Route = createFileRoute('/_authenticated/configurator/clinic-details')({
  component: () => (
    <ClinicDetailsPage
      loadEmailHealth={loadEmailDeliveryHealth}
      accessHistoryPeriod={ACCESS_HISTORY_PERIOD}
      deviceLockTime={DEVICE_LOCK_TIME}
      reminderTime={REMINDER_TIME}
      reminderChannels={REMINDER_SMS}
    />
  ),
});
