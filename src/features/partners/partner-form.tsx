/**
 * The partner form (spec part 2 "Partners list and form", §5): info (logo, name, type, status,
 * rating), contact, contract and notes. Save and Cancel sit in the page header; a refused Save
 * writes nothing, shows each field's message and focuses the first. Everything is stored on the
 * device (save-partner.ts), so it works offline; a failed write keeps what was typed.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { css } from 'styled-system/css';
import { AvatarField } from '#clinic-session/avatar-field.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { fieldGrid } from '#components/ui/field-grid.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextAreaField } from '#components/ui/text-area-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { PARTNER_STATUSES, PARTNER_TYPES, type PartnerFormValues } from '#sync/validation/partner-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  checkPartnerForm,
  emptyPartnerForm,
  PARTNER_RATINGS,
  type PartnerFormInput,
  type PartnerFormSource,
  type PartnerTextField,
  partnerFormInput,
} from './partner-form-values.ts';
import { PARTNER_STATUS_LABELS, PARTNER_TYPE_LABELS, ratingLabel } from './partner-labels.ts';

export interface PartnerFormProps {
  title: string;
  /** The partner to edit; null for a new one. */
  partner: PartnerFormSource | null;
  /** Stores the checked values and the logo; answers whether they were stored. */
  onSave: (values: PartnerFormValues, logo: AvatarChange) => Promise<boolean>;
  onCancel: () => void;
  /** False while nothing can be stored (no device database or file store yet). */
  canSave: boolean;
  /** Actions under the form, such as delete. */
  footer?: ReactNode;
}

export function PartnerForm({ title, partner, onSave, onCancel, canSave, footer }: PartnerFormProps) {
  const { t, i18n } = useLingui();
  const [logo, setLogo] = useState<AvatarChange>({ kind: 'keep' });
  const { input, set, errorOf, formRef, save, onSubmit, busy } = useCheckedForm({
    initial: (): PartnerFormInput => (partner ? partnerFormInput(partner) : emptyPartnerForm()),
    check: checkPartnerForm,
    message: (key) => validationMessage(key, i18n.locale),
    onSave: async (values: PartnerFormValues) => {
      if (await onSave(values, logo)) setLogo({ kind: 'keep' });
    },
  });

  const labels: Record<PartnerTextField, string> = {
    name: t`Nume partener`,
    contact_person: t`Persoană de contact`,
    phone: t`Telefon`,
    email: t`Email`,
    address: t`Adresă`,
    city: t`Oraș`,
    country: t`Țară`,
    partnership_date: t`Data parteneriatului`,
    contract_expiry_date: t`Data expirării contractului`,
    notes: t`Note`,
  };
  const text = (field: Exclude<PartnerTextField, 'notes' | 'partnership_date' | 'contract_expiry_date'>) => (
    <TextField
      name={field}
      type={field === 'email' ? 'email' : 'text'}
      label={labels[field]}
      required={field === 'name'}
      value={input[field]}
      onChange={(value) => set(field, value)}
      error={errorOf(field)}
    />
  );
  const date = (field: 'partnership_date' | 'contract_expiry_date') => (
    <DatePickerField
      name={field}
      label={labels[field]}
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
        onSave={() => void save()}
        saveDisabled={busy || !canSave}
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={title}
        className={css({ display: 'grid', gap: '6', maxWidth: '5xl', paddingBlockEnd: '6' })}
      >
        <FormSection title={t`Informații`}>
          <AvatarField
            name={input.name}
            bucket="partner-avatars"
            pictureLabel={t`Logo`}
            shape="square"
            testId="partner-logo"
            storedAvatar={partner?.avatar ?? null}
            change={logo}
            onChange={setLogo}
            disabled={!canSave}
          />
          <div className={fieldGrid}>
            {text('name')}
            <SelectField
              label={t`Tip`}
              required
              value={input.type}
              placeholder={t`Alege tipul`}
              onChange={(value) => set('type', PARTNER_TYPES.find((option) => option === value) ?? '')}
              options={PARTNER_TYPES.map((value) => ({ value, label: i18n._(PARTNER_TYPE_LABELS[value]) }))}
              error={errorOf('type')}
            />
            <SelectField
              label={t`Status`}
              required
              value={input.status}
              onChange={(value) => {
                const status = PARTNER_STATUSES.find((option) => option === value);
                if (status) set('status', status);
              }}
              options={PARTNER_STATUSES.map((value) => ({
                value,
                label: i18n._(PARTNER_STATUS_LABELS[value]),
              }))}
            />
            <SelectField
              label={t`Rating`}
              value={String(input.rating)}
              onChange={(value) => set('rating', Number(value))}
              options={PARTNER_RATINGS.map((value) => ({
                value: String(value),
                label: `${value} · ${i18n._(ratingLabel(value))}`,
              }))}
              error={errorOf('rating')}
            />
          </div>
        </FormSection>
        <FormSection title={t`Contact`}>
          <div className={fieldGrid}>
            {text('contact_person')}
            {text('phone')}
            {text('email')}
            {text('address')}
            {text('city')}
            {text('country')}
          </div>
        </FormSection>
        <FormSection title={t`Contract`}>
          <div className={fieldGrid}>
            {date('partnership_date')}
            {date('contract_expiry_date')}
          </div>
        </FormSection>
        <FormSection title={t`Note`}>
          <TextAreaField
            name="notes"
            label={labels.notes}
            value={input.notes}
            onChange={(value) => set('notes', value)}
            error={errorOf('notes')}
          />
        </FormSection>
        {footer}
        {/* Enter in a field saves, as the header's button does. */}
        <button type="submit" hidden />
      </form>
    </>
  );
}
