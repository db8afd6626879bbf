/**
 * The patient form's "Informații personale" section (spec part 1 §2): the picture, the name,
 * gender, CNP (with its warning when it does not look right), the identity document, address,
 * phone and email.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { AvatarField } from '#clinic-session/avatar-field.tsx';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { fieldGrid } from '#components/ui/field-grid.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import type { SelectOption } from '#components/ui/select-options.ts';
import { TextField } from '#components/ui/text-field.tsx';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import type { MessageKey } from '#sync/validation/message-keys.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import type { PatientFieldError, PatientFormInput, SetPatientField } from './patient-form-values.ts';

type TextInputField = Exclude<keyof PatientFormInput, 'email_notifications' | 'sms_notifications' | 'status'>;

export function PersonalInfoSection({
  input,
  update,
  errorOf,
  cnpWarning,
  asksForIdentityCard,
  fullName,
  storedAvatar,
  avatar,
  onAvatarChange,
  avatarDisabled,
}: {
  input: PatientFormInput;
  update: SetPatientField;
  errorOf: PatientFieldError;
  /** Why the CNP looks wrong, if it does (a warning, not an error). */
  cnpWarning: MessageKey | undefined;
  /** False for a child under 14 (by birth date or CNP), who holds no identity card. */
  asksForIdentityCard: boolean;
  /** The patient's name, for the picture's initials. */
  fullName: string;
  storedAvatar: string | null;
  avatar: AvatarChange;
  onAvatarChange: (change: AvatarChange) => void;
  avatarDisabled: boolean;
}) {
  const { t, i18n } = useLingui();

  const text = (field: TextInputField, label: string, required: boolean, type: 'text' | 'email' = 'text') => (
    <TextField
      name={field}
      label={label}
      type={type}
      required={required}
      value={input[field]}
      onChange={(value) => update(field, value)}
      error={errorOf(field)}
    />
  );
  const date = (field: 'birthday' | 'issue_date' | 'expiry_date', label: string) => (
    <DatePickerField
      name={field}
      label={label}
      value={input[field]}
      onChange={(value) => update(field, value)}
      error={errorOf(field)}
    />
  );

  const genderOptions: SelectOption[] = [
    { value: 'male', label: t`Masculin` },
    { value: 'female', label: t`Feminin` },
  ];

  return (
    <FormSection title={t`Informații personale`}>
      <AvatarField
        name={fullName}
        bucket="avatars"
        pictureLabel={t`Imaginea de profil`}
        testId="patient-avatar"
        storedAvatar={storedAvatar}
        change={avatar}
        onChange={onAvatarChange}
        disabled={avatarDisabled}
      />
      <div className={fieldGrid}>
        {text('first_name', t`Prenume`, true)}
        {text('last_name', t({ message: 'Nume', context: 'nume de familie' }), true)}
        <SelectField
          label={t`Sex`}
          required
          value={input.gender}
          onChange={(value) => update('gender', value)}
          options={genderOptions}
          error={errorOf('gender')}
        />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {text('cnp', t`CNP`, true)}
          {cnpWarning && !errorOf('cnp') ? (
            <p
              data-testid="cnp-warning"
              role="status"
              className={css({ color: 'amber.700', fontSize: 'sm' })}
            >
              {validationMessage(cnpWarning, i18n.locale)}
            </p>
          ) : null}
        </div>
        {date('birthday', t`Data nașterii`)}
        {asksForIdentityCard ? null : (
          <p data-testid="no-identity-card" role="status" className={css({ color: 'muted', fontSize: 'sm' })}>
            {t`Pacient sub 14 ani: actul de identitate nu este obligatoriu.`}
          </p>
        )}
        {text('series', t`Seria actului de identitate`, asksForIdentityCard)}
        {text('number', t`Numărul actului de identitate`, asksForIdentityCard)}
        {date('issue_date', t`Data eliberării`)}
        {date('expiry_date', t`Data expirării`)}
        {text('issued_by', t`Eliberat de`, asksForIdentityCard)}
        {text('address', t`Adresă`, true)}
        {text('phone', t`Telefon`, true)}
        {text('email', t`Email`, true, 'email')}
      </div>
    </FormSection>
  );
}
