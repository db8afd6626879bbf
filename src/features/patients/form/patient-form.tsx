/**
 * The patient form (spec part 1 §2 "Patient form", §5, §8): personal information, notifications
 * and account settings; Save and Cancel in the page header, both back to /patients. Every change
 * is checked and the first failing rule shows under its field once the field was changed or Save
 * was pressed; Save with errors writes nothing. A CNP whose check digit, sex or birth date looks
 * wrong is a warning the user may accept ("Salvează oricum?"). Everything is written to the
 * device's database (save-patient.ts), so it works and shows at once without a network.
 *
 * This file holds the form's state (the app's checked form) and puts the sections together; the
 * sections are beside it, the writes of Save and delete are use-patient-save.ts.
 */

import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useRecordAccess } from '#clinic-session/use-record-access.ts';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { NotificationsSection } from '#components/ui/notifications-section.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import type { PatientFormValues } from '#sync/validation/patient-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import { AccountSettingsSection } from './account-settings-section.tsx';
import { asksForIdentityCard, checkPatientForm, cnpWarning } from './patient-form-validation.ts';
import {
  emptyPatientForm,
  formInputFromPatient,
  type PatientFormInput,
  type PatientFormSource,
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

/** The confirmation open: the CNP warning's "Salvează oricum?" or the delete's. */
type PatientFormDialog = 'cnp' | 'delete' | null;

export function PatientForm({ mode, patientId, patient, returnTo }: PatientFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { db, files } = useClinicSession();
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const [dialog, setDialog] = useState<PatientFormDialog>(null);
  const { write, remove } = usePatientSave({ mode, patientId, returnTo, avatar });
  useRecordAccess(
    mode === 'edit' ? { action: 'open', subject: 'patient_form', recordId: patientId, patientId } : null,
  );

  const form = useCheckedForm<PatientFormInput, PatientFormValues, keyof PatientFormInput, PatientFormSource>(
    {
      initial: emptyPatientForm,
      // A newer copy of the record (the local one after a handed-over row, or a synced change) is
      // shown while the user has changed nothing; a picture chosen meanwhile keeps the form as it is.
      stored: { record: patient, toInput: formInputFromPatient, mayTakeNewer: avatar.kind === 'keep' },
      check: (typed) => checkPatientForm(typed),
      message: (key) => validationMessage(key, i18n.locale),
      // A CNP that looks wrong (this render's `warning`, below) asks first; "Salvează oricum?" then
      // saves through the same gate.
      onSave: async (values, base) => {
        if (warning) setDialog('cnp');
        else await write(values, base);
      },
    },
  );
  const { input, set, errorOf } = form;
  const warning = cnpWarning(input);
  const busy = form.busy;

  const backToList = () => void navigate({ href: pathAfterForm(returnTo), replace: true });

  const fullName = `${input.first_name} ${input.last_name}`.trim();

  return (
    <>
      <PageHeader
        title={mode === 'create' ? t`Pacient nou` : t`Editare pacient`}
        onCancel={backToList}
        onSave={() => void form.save()}
        saveDisabled={busy || !db}
      />
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit}
        aria-label={mode === 'create' ? t`Pacient nou` : t`Editare pacient`}
        className={css({ display: 'grid', gap: '6', maxWidth: '5xl' })}
      >
        <PersonalInfoSection
          input={input}
          update={set}
          errorOf={errorOf}
          cnpWarning={warning}
          asksForIdentityCard={asksForIdentityCard(input)}
          fullName={fullName}
          storedAvatar={form.base?.avatar ?? null}
          avatar={avatar}
          onAvatarChange={setAvatar}
          avatarDisabled={!files || busy}
        />

        <NotificationsSection input={input} update={set} />

        <AccountSettingsSection
          status={input.status}
          // A new patient starts active (emptyPatientForm).
          storedStatus={form.base?.status ?? 'active'}
          update={set}
          errorOf={errorOf}
          onDelete={mode === 'edit' ? () => setDialog('delete') : undefined}
          deleteDisabled={busy || !db}
        />
      </form>

      <ConfirmDialog
        open={dialog === 'cnp'}
        title={t`Salvează oricum?`}
        description={warning ? validationMessage(warning, i18n.locale) : ''}
        onConfirm={() => {
          setDialog(null);
          void form.saveWith(write);
        }}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t`Ștergeți pacientul?`}
        description={t`${fullName} va fi șters din clinică, pe toate dispozitivele.`}
        onConfirm={() => {
          setDialog(null);
          void form.runBusy(remove);
        }}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      />
    </>
  );
}
