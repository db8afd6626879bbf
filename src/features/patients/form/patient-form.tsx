/**
 * The patient form (spec part 1 §2 "Patient form", §5, §8): personal information, notifications
 * and account settings; Save and Cancel in the page header, both back to /patients. Every change
 * is checked and the first failing rule shows under its field once the field was changed or Save
 * was pressed; Save with errors writes nothing. A CNP whose check digit, sex or birth date looks
 * wrong is a warning the user may accept ("Salvează oricum?"). Everything is written to the
 * device's database (save-patient.ts), so it works and shows at once without a network.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import type { SelectOption } from '#components/ui/select-options.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { deletePatient } from '#sync/api/patient-commands.ts';
import type { PatientFormValues } from '#sync/validation/patient-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import { NotificationSwitch } from './notification-switch.tsx';
import { PatientAvatarField } from './patient-avatar-field.tsx';
import { checkPatientForm, cnpWarning } from './patient-form-validation.ts';
import {
  emptyPatientForm,
  formInputFromPatient,
  isPristine,
  type PatientFormInput,
  type PatientFormSource,
} from './patient-form-values.ts';
import { pathAfterForm } from './return-to.ts';
import { type AvatarChange, savePatient } from './save-patient.ts';

/** Where the form returns after Save, Cancel and delete (spec part 1 §2). */

type TextInputField = Exclude<keyof PatientFormInput, 'email_notifications' | 'sms_notifications' | 'status'>;

const STATUS_LABELS: Record<PatientFormInput['status'], MessageDescriptor> = {
  active: msg`Activ`,
  inactive: msg`Inactiv`,
  deceased: msg`Decedat`,
};

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
  const { db, files, profile } = useClinicSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [base, setBase] = useState(patient);
  const [baseInput, setBaseInput] = useState(() =>
    patient ? formInputFromPatient(patient) : emptyPatientForm(),
  );
  const [input, setInput] = useState(baseInput);
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const [touched, setTouched] = useState<ReadonlySet<keyof PatientFormInput>>(() => new Set());
  const [saveAttempts, setSaveAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'cnp' | 'delete' | null>(null);

  // A newer copy of the record (the local one after a handed-over row, or a synced change) is
  // shown while the user has changed nothing; once they have, their edits stay.
  if (patient && patient !== base && !busy && avatar.kind === 'keep' && isPristine(input, baseInput)) {
    const next = formInputFromPatient(patient);
    setBase(patient);
    setBaseInput(next);
    setInput(next);
  }

  const check = checkPatientForm(input);
  const warning = cnpWarning(input);
  const submitted = saveAttempts > 0;
  const errorOf = (field: keyof PatientFormInput): string | undefined => {
    const key = check.ok ? undefined : check.errors[field];
    return key && (submitted || touched.has(field)) ? validationMessage(key, i18n.locale) : undefined;
  };

  // After a refused Save the first field in error takes the focus (and scrolls into view).
  useEffect(() => {
    if (saveAttempts === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>(
        ':is(input, button)[aria-invalid="true"], :is(input, button)[data-invalid]',
      )
      ?.focus();
  }, [saveAttempts]);

  const update = <Field extends keyof PatientFormInput>(field: Field, value: PatientFormInput[Field]) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };

  const backToList = () => void navigate({ href: pathAfterForm(returnTo), replace: true });

  const write = async (values: PatientFormValues) => {
    const clinicId = profile?.clinicId;
    if (!db || !clinicId) return;
    setBusy(true);
    try {
      await savePatient({ db, files, clinicId, patientId, base, values, avatar });
      notify.success(
        mode === 'create' ? t`Pacientul a fost creat cu succes` : t`Pacientul a fost actualizat cu succes`,
      );
      void navigate({
        href: pathAfterForm(returnTo, mode === 'create' ? patientId : undefined),
        replace: true,
      });
    } catch (error) {
      console.error('Saving the patient failed', error);
      notify.error(mode === 'create' ? t`Nu s-a putut crea pacientul` : t`Nu s-a putut actualiza pacientul`);
      setBusy(false);
    }
  };

  const save = () => {
    setSaveAttempts((count) => count + 1);
    if (!check.ok) return;
    if (warning) {
      setDialog('cnp');
      return;
    }
    void write(check.values);
  };

  const saveDespiteWarning = () => {
    setDialog(null);
    if (check.ok) void write(check.values);
  };

  const remove = async () => {
    setDialog(null);
    if (!db) return;
    setBusy(true);
    try {
      await deletePatient(db, patientId);
      notify.success(t`Pacientul a fost șters cu succes`);
      void navigate({
        href: pathAfterForm(returnTo, mode === 'create' ? patientId : undefined),
        replace: true,
      });
    } catch (error) {
      console.error('Deleting the patient failed', error);
      notify.error(t`Nu s-a putut șterge pacientul`);
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

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
  // The form toggles active/inactive (spec part 1 §4); a deceased patient keeps that status on offer.
  const statuses: PatientFormInput['status'][] =
    baseInput.status === 'deceased' ? ['active', 'inactive', 'deceased'] : ['active', 'inactive'];
  const statusOptions: SelectOption[] = statuses.map((status) => ({
    value: status,
    label: i18n._(STATUS_LABELS[status]),
  }));
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
        <FormSection title={t`Informații personale`}>
          <PatientAvatarField
            name={fullName}
            storedAvatar={base?.avatar ?? null}
            change={avatar}
            onChange={setAvatar}
            disabled={!files || busy}
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
              {warning && !errorOf('cnp') ? (
                <p
                  data-testid="cnp-warning"
                  role="status"
                  className={css({ color: 'amber.700', fontSize: 'sm' })}
                >
                  {validationMessage(warning, i18n.locale)}
                </p>
              ) : null}
            </div>
            {date('birthday', t`Data nașterii`)}
            {text('series', t`Seria actului de identitate`, true)}
            {text('number', t`Numărul actului de identitate`, true)}
            {date('issue_date', t`Data eliberării`)}
            {date('expiry_date', t`Data expirării`)}
            {text('issued_by', t`Eliberat de`, true)}
            {text('address', t`Adresă`, true)}
            {text('phone', t`Telefon`, true)}
            {text('email', t`Email`, true, 'email')}
          </div>
        </FormSection>

        <FormSection title={t`Notificări`}>
          <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
            <NotificationSwitch
              label={t`Notificări prin email`}
              checked={input.email_notifications}
              onChange={(checked) => update('email_notifications', checked)}
            />
            <NotificationSwitch
              label={t`Notificări prin SMS`}
              checked={input.sms_notifications}
              onChange={(checked) => update('sms_notifications', checked)}
            />
          </div>
        </FormSection>

        <FormSection title={t`Setări cont`}>
          <div className={fieldGrid}>
            <SelectField
              label={t`Status`}
              required
              value={input.status}
              onChange={(value) => {
                const status = statuses.find((option) => option === value);
                if (status) update('status', status);
              }}
              options={statusOptions}
              error={errorOf('status')}
            />
          </div>
          <AccountActions
            onDelete={mode === 'edit' ? () => setDialog('delete') : undefined}
            deleteDisabled={busy || !db}
          />
        </FormSection>
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

const fieldGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
});

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={css({
        display: 'grid',
        gap: '4',
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        padding: '6',
      })}
    >
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Reset password and delete account (spec part 1 §2, behaviour not shown). Patients have no
 * account in the app, so there is no password to reset: the button stays disabled and says why.
 * Delete removes the patient (a tombstone the sync carries to every device) after a confirmation.
 */
function AccountActions({
  onDelete,
  deleteDisabled,
}: {
  /** Absent for a patient not saved yet. */
  onDelete: (() => void) | undefined;
  deleteDisabled: boolean;
}) {
  const explanationId = useId();
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={cx(secondaryButton, css({ _disabled: { opacity: 0.6, cursor: 'not-allowed' } }))}
          disabled
          aria-describedby={explanationId}
        >
          <Trans>Resetează parola</Trans>
        </button>
        {onDelete ? (
          <button
            type="button"
            className={cx(
              secondaryButton,
              css({
                color: 'danger',
                _hover: { bg: 'red.50' },
                _disabled: { opacity: 0.6, cursor: 'not-allowed' },
              }),
            )}
            disabled={deleteDisabled}
            onClick={onDelete}
          >
            <Trans>Șterge contul</Trans>
          </button>
        ) : null}
      </div>
      <p id={explanationId} className={css({ fontSize: 'sm', color: 'muted' })}>
        <Trans>Pacienții nu au cont în aplicație, deci nu au o parolă de resetat.</Trans>
      </p>
    </div>
  );
}
