/**
 * The patient form (spec part 1 §2 "Patient form", §5, §8): personal information, notifications
 * and account settings; Save and Cancel in the page header, both back to /patients. Every change
 * is checked and the first failing rule shows under its field once the field was changed or Save
 * was pressed; Save with errors writes nothing. A CNP whose check digit, sex or birth date looks
 * wrong is a warning the user may accept ("Salvează oricum?"). Everything is written to the
 * device's database (save-patient.ts), so it works and shows at once without a network.
 *
 * This file holds the values and puts the sections together; the sections are beside it, Save and
 * delete are use-patient-save.ts.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { NotificationsSection } from '#components/ui/notifications-section.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import { AccountSettingsSection } from './account-settings-section.tsx';
import { asksForIdentityCard, checkPatientForm, cnpWarning } from './patient-form-validation.ts';
import {
  emptyPatientForm,
  formInputFromPatient,
  isPristine,
  type PatientFieldError,
  type PatientFormInput,
  type PatientFormSource,
  type SetPatientField,
} from './patient-form-values.ts';
import { PersonalInfoSection } from './personal-info-section.tsx';
import { pathAfterForm } from './return-to.ts';
import { usePatientSave } from './use-patient-save.ts';

interface PatientFormProps {
  mode: 'create' | 'edit';
  patientId: string;
  /** The patient to edit, null for a new one. A newer copy replaces it while the form is untouched. */
  patient: PatientFormSource | null;
  /** A screen of this app to return to instead of the list (it gets `newPatientId` after a create). */
  returnTo?: string;
}

export function PatientForm({ mode, patientId, patient, returnTo }: PatientFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { db, files } = useClinicSession();
  const [base, setBase] = useState(patient);
  const [baseInput, setBaseInput] = useState(() =>
    patient ? formInputFromPatient(patient) : emptyPatientForm(),
  );
  const [input, setInput] = useState(baseInput);
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const [touched, setTouched] = useState<ReadonlySet<keyof PatientFormInput>>(() => new Set());

  const check = checkPatientForm(input);
  const warning = cnpWarning(input);
  const { formRef, busy, submitted, dialog, setDialog, save, saveDespiteWarning, remove } = usePatientSave({
    mode,
    patientId,
    returnTo,
    base,
    avatar,
    check,
    warning,
  });

  // A newer copy of the record (the local one after a handed-over row, or a synced change) is
  // shown while the user has changed nothing; once they have, their edits stay.
  if (patient && patient !== base && !busy && avatar.kind === 'keep' && isPristine(input, baseInput)) {
    const next = formInputFromPatient(patient);
    setBase(patient);
    setBaseInput(next);
    setInput(next);
  }

  const errorOf: PatientFieldError = (field) => {
    const key = check.ok ? undefined : check.errors[field];
    return key && (submitted || touched.has(field)) ? validationMessage(key, i18n.locale) : undefined;
  };

  const update: SetPatientField = (field, value) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };

  const backToList = () => void navigate({ href: pathAfterForm(returnTo), replace: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const fullName = `${input.first_name} ${input.last_name}`.trim();

  return (
    <>
      <PageHeader
        title={mode === 'create' ? t`Pacient nou` : t`Editare pacient`}
        onCancel={backToList}
        onSave={save}
        saveDisabled={busy || !db}
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={mode === 'create' ? t`Pacient nou` : t`Editare pacient`}
        className={css({ display: 'grid', gap: '6', maxWidth: '5xl' })}
      >
        <PersonalInfoSection
          input={input}
          update={update}
          errorOf={errorOf}
          cnpWarning={warning}
          asksForIdentityCard={asksForIdentityCard(input)}
          fullName={fullName}
          storedAvatar={base?.avatar ?? null}
          avatar={avatar}
          onAvatarChange={setAvatar}
          avatarDisabled={!files || busy}
        />

        <NotificationsSection input={input} update={update} />

        <AccountSettingsSection
          status={input.status}
          storedStatus={baseInput.status}
          update={update}
          errorOf={errorOf}
          onDelete={mode === 'edit' ? () => setDialog('delete') : undefined}
          deleteDisabled={busy || !db}
        />
      </form>

      <ConfirmDialog
        open={dialog === 'cnp'}
        title={t`Salvează oricum?`}
        description={warning ? validationMessage(warning, i18n.locale) : ''}
        onConfirm={saveDespiteWarning}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t`Ștergeți pacientul?`}
        description={t`${fullName} va fi șters din clinică, pe toate dispozitivele.`}
        onConfirm={() => void remove()}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      />
    </>
  );
}
