/** A form's "Notificări" section (patients, medics): email and SMS notifications on or off. */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { FormSection } from './form-section.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';

export type NotificationField = 'email_notifications' | 'sms_notifications';

export function NotificationsSection({
  input,
  update,
}: {
  input: Record<NotificationField, boolean>;
  update: (field: NotificationField, on: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Notificări`}>
      <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <ToggleSwitch
          label={t`Notificări prin email`}
          checked={input.email_notifications}
          onChange={(checked) => update('email_notifications', checked)}
        />
        <ToggleSwitch
          label={t`Notificări prin SMS`}
          checked={input.sms_notifications}
          onChange={(checked) => update('sms_notifications', checked)}
        />
      </div>
    </FormSection>
  );
}
