/**
 * The clinic form (spec part 2 "Clinic form", §5): the clinic's details and its week as seven day
 * cards, one form for the own clinic (/configurator/clinic-details) and a super administrator's
 * new or chosen clinic (/clinics/new, /clinics/{id}). Save and Cancel sit in the page header; a
 * refused Save writes nothing, shows each field's message and focuses the first. Where the values
 * go is the page's: `onSave` gets the checked values and the columns changed since the copy of
 * `clinic` the form started from, and answers whether they were stored, so a failed save keeps
 * what was typed.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { fieldGrid } from '#components/ui/field-grid.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { WEEKDAYS } from '#core/calendar-days.ts';
import { CLINIC_STATUSES, type ClinicFormValues } from '#sync/validation/clinic-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  type ClinicFormSource,
  type ClinicTextField,
  changedClinicFields,
  checkClinicForm,
  clinicFormInput,
  emptyClinicForm,
} from './clinic-form-values.ts';
import { ScheduleDayCard } from './schedule-day-card.tsx';

export interface ClinicFormProps {
  title: string;
  /** The clinic to edit; null for a new one. */
  clinic: ClinicFormSource | null;
  onSave: (values: ClinicFormValues, changed: Partial<ClinicFormValues>) => Promise<boolean>;
  onCancel?: () => void;
  /** False while saving cannot work (no database yet, or offline where the server is needed). */
  canSave: boolean;
  /** Shown above the form: why saving waits, the outcome of the last save. */
  notice?: ReactNode;
  /** Actions under the form, such as a super administrator's delete. */
  footer?: ReactNode;
  /** A super administrator's form: the clinic's status (active, inactive) can be changed. */
  statusEditable?: boolean;
}

const REQUIRED: ReadonlySet<ClinicTextField> = new Set(['name', 'company_name', 'tax_code', 'address']);

export function ClinicForm({
  title,
  clinic,
  onSave,
  onCancel,
  canSave,
  notice,
  footer,
  statusEditable = false,
}: ClinicFormProps) {
  const { t, i18n } = useLingui();
  // A newer copy of the clinic (this device's save, another device's) shows while the user has
  // changed nothing; once they have, their edits stay, and Save still writes only what they changed
  // against the copy they started from (the hook's base), so the other change is kept.
  const form = useCheckedForm({
    initial: emptyClinicForm,
    stored: { record: clinic, toInput: clinicFormInput },
    check: checkClinicForm,
    message: (key) => validationMessage(key, i18n.locale),
    onSave: (values: ClinicFormValues, base: ClinicFormSource | null) =>
      onSave(values, base ? changedClinicFields(base, values) : values),
  });
  const { input, set, errorOf, busy } = form;

  const labels: Record<ClinicTextField, string> = {
    name: t`Nume clinică`,
    company_name: t`Companie`,
    tax_code: t`Cod fiscal`,
    address: t`Adresă`,
    city: t`Oraș`,
    phone: t`Telefon`,
    email: t`Email`,
    website: t`Website`,
    medical_director: t`Director medical`,
    license_date: t`Data licenței`,
  };

  const text = (field: Exclude<ClinicTextField, 'license_date'>, type: 'text' | 'email' = 'text') => (
    <TextField
      name={field}
      type={type}
      label={labels[field]}
      required={REQUIRED.has(field)}
      value={input[field]}
      onChange={(value) => set(field, value)}
      error={errorOf(field)}
    />
  );

  return (
    <>
      <PageHeader
        title={title}
        onCancel={onCancel}
        onSave={() => void form.save()}
        saveDisabled={busy || !canSave}
      />
      {notice}
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit}
        aria-label={title}
        className={css({ display: 'grid', gap: '6', maxWidth: '5xl' })}
      >
        <FormSection title={t`Date clinică`}>
          <div className={fieldGrid}>
            {text('name')}
            {text('company_name')}
            {text('tax_code')}
            {text('address')}
            {text('city')}
            {text('phone')}
            {text('email', 'email')}
            {text('website')}
            {text('medical_director')}
            {statusEditable ? (
              <SelectField
                label={t`Status`}
                required
                value={input.status}
                onChange={(value) => {
                  const status = CLINIC_STATUSES.find((option) => option === value);
                  if (status) set('status', status);
                }}
                options={CLINIC_STATUSES.map((value) => ({
                  value,
                  label: value === 'active' ? t`Activă` : t`Inactivă`,
                }))}
              />
            ) : null}
            <DatePickerField
              name="license_date"
              label={labels.license_date}
              value={input.license_date}
              onChange={(value) => set('license_date', value)}
              error={errorOf('license_date')}
            />
          </div>
        </FormSection>
        <FormSection title={t`Program săptămânal`}>
          {errorOf('schedule') ? (
            <p role="alert" data-testid="schedule-error" className={css({ color: 'danger' })}>
              {errorOf('schedule')}
            </p>
          ) : null}
          <div
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: {
                base: '1fr',
                md: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(4, minmax(0, 1fr))',
              },
            })}
          >
            {WEEKDAYS.map((day) => (
              <ScheduleDayCard
                key={day}
                day={day}
                hours={input.schedule[day]}
                error={errorOf(`schedule.${day}`)}
                onChange={(hours) => {
                  form.update(
                    (previous) => ({ ...previous, schedule: { ...previous.schedule, [day]: hours } }),
                    `schedule.${day}`,
                  );
                  form.touch('schedule');
                }}
              />
            ))}
          </div>
        </FormSection>
        {footer}
        {/* Enter in a field saves, as the header's button does. */}
        <button type="submit" hidden />
      </form>
    </>
  );
}
