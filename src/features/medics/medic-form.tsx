/**
 * The medic form (spec part 2 "Medic form", §5): general data (photo, role, names, gender, phone,
 * emails, specialization from the fixed list, grade, collaboration), ID info (with the CNP's
 * warning as the patient form gives it), notifications, and, for a stored user, the account
 * settings the page hands in. Save and Cancel sit in the page header; a refused Save writes
 * nothing, shows each field's message and focuses the first; a failed save keeps what was typed.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { css } from 'styled-system/css';
import { AvatarField } from '#clinic-session/avatar-field.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { fieldGrid } from '#components/ui/field-grid.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { NotificationsSection } from '#components/ui/notifications-section.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { withSpecializationIcons } from '#components/ui/specialization-icon.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { SPECIALIZATIONS } from '#core/specialization-list.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { ROLE_LABELS } from '#lib/role-labels.ts';
import { COLLABORATION_TYPES, PROFESSIONAL_GRADES, type USER_ROLES } from '#sync/validation/user-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  checkMedicForm,
  emptyMedicForm,
  type MedicFormField,
  type MedicFormInput,
  type MedicFormSource,
  type MedicProfileValues,
  type MedicTextField,
  medicCnpWarning,
  medicFormInput,
} from './medic-form-values.ts';
import { COLLABORATION_LABELS, GRADE_LABELS } from './medic-labels.ts';

export interface MedicFormProps {
  title: string;
  /** The user to edit; null for a new one. */
  user: MedicFormSource | null;
  /** The roles the signed-in administrator may give (spec part 2 §6). */
  roles: readonly (typeof USER_ROLES)[number][];
  onSave: (values: MedicProfileValues, avatar: AvatarChange) => Promise<boolean>;
  onCancel: () => void;
  /** False while saving cannot work (no database yet; offline for a new user). */
  canSave: boolean;
  /** Above the form: why saving waits. */
  notice?: ReactNode;
  /** Under the form: a stored user's account settings. */
  footer?: ReactNode;
}

type DateField = 'birth_date' | 'id_issue_date' | 'id_expiry_date';

export function MedicForm({ title, user, roles, onSave, onCancel, canSave, notice, footer }: MedicFormProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const { input, set, errorOf, formRef, save, onSubmit, busy } = useCheckedForm({
    initial: (): MedicFormInput => (user ? medicFormInput(user) : emptyMedicForm()),
    check: (typed: MedicFormInput) => checkMedicForm(typed, { isNew: user === null }),
    message: (key) => validationMessage(key, i18n.locale),
    onSave: async (values: MedicProfileValues) => {
      if (await onSave(values, avatar)) setAvatar({ kind: 'keep' });
    },
  });
  const warning = medicCnpWarning(input);

  const labels: Record<Exclude<MedicTextField, 'role'>, string> = {
    first_name: t`Prenume`,
    last_name: t({ message: 'Nume', context: 'nume de familie' }),
    gender: t`Sex`,
    specialization: t`Specializare`,
    professional_grade: t`Grad profesional`,
    collaboration_type: t`Tip colaborare`,
    phone: t`Telefon`,
    personal_email: t`Email personal`,
    clinic_email: t`Email clinică`,
    birth_date: t`Data nașterii`,
    id_series: t`Seria actului de identitate`,
    id_number: t`Numărul actului de identitate`,
    cnp: t`CNP`,
    id_address: t`Adresa din actul de identitate`,
    id_issue_date: t`Data eliberării`,
    id_expiry_date: t`Data expirării`,
    id_issued_by: t`Eliberat de`,
  };
  const REQUIRED: ReadonlySet<MedicFormField> = new Set([
    'first_name',
    'last_name',
    'gender',
    'specialization',
    'professional_grade',
    'collaboration_type',
    ...(user === null ? (['clinic_email'] as const) : []),
  ]);
  const text = (
    field: Exclude<
      MedicTextField,
      DateField | 'role' | 'gender' | 'specialization' | 'professional_grade' | 'collaboration_type'
    >,
  ) => (
    <TextField
      name={field}
      type={field.endsWith('email') ? 'email' : 'text'}
      label={labels[field]}
      required={REQUIRED.has(field)}
      value={input[field]}
      onChange={(value) => set(field, value)}
      error={errorOf(field)}
    />
  );
  const date = (field: DateField) => (
    <DatePickerField
      name={field}
      label={labels[field]}
      value={input[field]}
      onChange={(value) => set(field, value)}
      error={errorOf(field)}
    />
  );
  const choice = (
    field: 'gender' | 'specialization' | 'professional_grade' | 'collaboration_type',
    options: { value: string; label: string }[],
  ) => (
    <SelectField
      label={labels[field]}
      required
      value={input[field]}
      placeholder={t`Alege`}
      onChange={(value) => set(field, value)}
      options={options}
      error={errorOf(field)}
    />
  );

  return (
    <>
      <PageHeader
        title={title}
        onCancel={onCancel}
        onSave={() => void save()}
        saveDisabled={busy || !canSave}
      />
      {notice}
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={title}
        className={css({ display: 'grid', gap: '6', maxWidth: '5xl', paddingBlockEnd: '6' })}
      >
        <FormSection title={t`Date generale`}>
          <AvatarField
            name={`${input.first_name} ${input.last_name}`}
            bucket="avatars"
            pictureLabel={t`Fotografia`}
            testId="medic-photo"
            storedAvatar={user?.avatar ?? null}
            change={avatar}
            onChange={setAvatar}
            disabled={!canSave}
          />
          <div className={fieldGrid}>
            <SelectField
              label={t`Rol`}
              required
              value={input.role}
              onChange={(value) => set('role', value)}
              options={roles.map((value) => ({ value, label: i18n._(ROLE_LABELS[value]) }))}
              error={errorOf('role')}
            />
            {text('first_name')}
            {text('last_name')}
            {choice('gender', [
              { value: 'male', label: t`Masculin` },
              { value: 'female', label: t`Feminin` },
            ])}
            {text('phone')}
            {text('personal_email')}
            {text('clinic_email')}
            {choice(
              'specialization',
              withSpecializationIcons(
                SPECIALIZATIONS.map((entry) => ({ value: entry.id, label: entry.name[locale] })).sort(
                  (a, b) => a.label.localeCompare(b.label, locale),
                ),
              ),
            )}
            {choice(
              'professional_grade',
              PROFESSIONAL_GRADES.map((value) => ({ value, label: i18n._(GRADE_LABELS[value]) })),
            )}
            {choice(
              'collaboration_type',
              COLLABORATION_TYPES.map((value) => ({ value, label: i18n._(COLLABORATION_LABELS[value]) })),
            )}
          </div>
        </FormSection>
        <FormSection title={t`Date de identitate`}>
          <div className={fieldGrid}>
            {date('birth_date')}
            {text('id_series')}
            {text('id_number')}
            <div>
              {text('cnp')}
              {warning && !errorOf('cnp') ? (
                <p
                  data-testid="cnp-warning"
                  className={css({ color: 'amber.800', fontSize: 'sm', marginBlockStart: '1' })}
                >
                  {validationMessage(warning, i18n.locale)}
                </p>
              ) : null}
            </div>
            {text('id_address')}
            {date('id_issue_date')}
            {date('id_expiry_date')}
            {text('id_issued_by')}
          </div>
        </FormSection>
        <NotificationsSection input={input} update={set} />
        {footer}
        {/* Enter in a field saves, as the header's button does. */}
        <button type="submit" hidden />
      </form>
    </>
  );
}
