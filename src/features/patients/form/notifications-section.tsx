/** The patient form's "Notificări" section: email and SMS reminders on or off. */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { FormSection } from '#components/ui/form-section.tsx';
import { ToggleSwitch } from '#components/ui/toggle-switch.tsx';
import type { PatientFormInput, SetPatientField } from './patient-form-values.ts';

export function NotificationsSection({
  input,
  update,
}: {
  input: Pick<PatientFormInput, 'email_notifications' | 'sms_notifications'>;
  update: SetPatientField;
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
