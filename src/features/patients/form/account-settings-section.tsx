/**
 * The patient form's "Setări cont" section: the status and the account actions. The form toggles
 * active/inactive (spec part 1 §4); a deceased patient keeps that status on offer.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { fieldGrid } from '#components/ui/field-grid.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import type { SelectOption } from '#components/ui/select-options.ts';
import { AccountActions } from './account-actions.tsx';
import type { PatientFieldError, PatientFormInput, SetPatientField } from './patient-form-values.ts';

const STATUS_LABELS: Record<PatientFormInput['status'], MessageDescriptor> = {
  active: msg`Activ`,
  inactive: msg`Inactiv`,
  deceased: msg`Decedat`,
};

export function AccountSettingsSection({
  status,
  storedStatus,
  update,
  errorOf,
  onDelete,
  deleteDisabled,
}: {
  status: PatientFormInput['status'];
  /** The status the patient had when the form opened (or was last refreshed). */
  storedStatus: PatientFormInput['status'];
  update: SetPatientField;
  errorOf: PatientFieldError;
  /** Absent for a patient not saved yet. */
  onDelete: (() => void) | undefined;
  deleteDisabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const statuses: PatientFormInput['status'][] =
    storedStatus === 'deceased' ? ['active', 'inactive', 'deceased'] : ['active', 'inactive'];
  const statusOptions: SelectOption[] = statuses.map((option) => ({
    value: option,
    label: i18n._(STATUS_LABELS[option]),
  }));

  return (
    <FormSection title={t`Setări cont`}>
      <div className={fieldGrid}>
        <SelectField
          label={t`Status`}
          required
          value={status}
          onChange={(value) => {
            const chosen = statuses.find((option) => option === value);
            if (chosen) update('status', chosen);
          }}
          options={statusOptions}
          error={errorOf('status')}
        />
      </div>
      <AccountActions onDelete={onDelete} deleteDisabled={deleteDisabled} />
    </FormSection>
  );
}
