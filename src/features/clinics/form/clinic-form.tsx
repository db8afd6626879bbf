/**
 * The clinic form (spec part 2 "Clinic form", §5): the clinic's details and its week as seven day
 * cards, one form for the own clinic (/configurator/clinic-details) and a super administrator's
 * new or chosen clinic (/clinics/new, /clinics/{id}). Save and Cancel sit in the page header; a
 * refused Save writes nothing, shows each field's message and focuses the first. Where the values
 * go is the page's: `onSave` gets the checked values and the columns changed since `clinic`, and
 * answers whether they were stored, so a failed save keeps what was typed.
 */
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { fieldGrid } from '#components/ui/field-grid.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useFocusFirstInvalid } from '#components/ui/use-focus-first-invalid.ts';
import { WEEKDAYS } from '#core/calendar-days.ts';
import { CLINIC_STATUSES, type ClinicFormValues } from '#sync/validation/clinic-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  type ClinicFormErrorPlace,
  type ClinicFormInput,
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
  const [base, setBase] = useState(clinic);
  const [input, setInput] = useState<ClinicFormInput>(() =>
    clinic ? clinicFormInput(clinic) : emptyClinicForm(),
  );
  const [touched, setTouched] = useState<ReadonlySet<ClinicFormErrorPlace>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);

  // A newer copy of the clinic (this device's save, another device's) shows while the user has
  // changed nothing; once they have, their edits stay, and Save still writes only what they changed
  // against the copy they started from, so the other change is kept.
  if (clinic && base && clinic !== base && !busy) {
    const untouched = JSON.stringify(input) === JSON.stringify(clinicFormInput(base));
    const saved = JSON.stringify(input) === JSON.stringify(clinicFormInput(clinic));
    if (untouched || saved) {
      setBase(clinic);
      setInput(clinicFormInput(clinic));
      setTouched(new Set());
      setAttempts(0);
    }
  }

  const check = checkClinicForm(input);
  const errorOf = (place: ClinicFormErrorPlace): string | undefined => {
    const key = check.ok ? undefined : check.errors[place];
    return key && (attempts > 0 || touched.has(place)) ? validationMessage(key, i18n.locale) : undefined;
  };
  const touch = (place: ClinicFormErrorPlace) =>
    setTouched((previous) => (previous.has(place) ? previous : new Set(previous).add(place)));
  const setText = (field: ClinicTextField, value: string) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };

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

  const save = async () => {
    setAttempts((count) => count + 1);
    if (!check.ok || busy) return;
    setBusy(true);
    try {
      const changed = base ? changedClinicFields(base, check.values) : check.values;
      await onSave(check.values, changed);
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const text = (field: Exclude<ClinicTextField, 'license_date'>, type: 'text' | 'email' = 'text') => (
    <TextField
      name={field}
      type={type}
      label={labels[field]}
      required={REQUIRED.has(field)}
      value={input[field]}
      onChange={(value) => setText(field, value)}
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
                  if (status) setInput((previous) => ({ ...previous, status }));
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
              onChange={(value) => setText('license_date', value)}
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
                  setInput((previous) => ({ ...previous, schedule: { ...previous.schedule, [day]: hours } }));
                  touch(`schedule.${day}`);
                  touch('schedule');
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
