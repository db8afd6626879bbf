/**
 * The service dialog (spec part 2 "Services and specializations", §5, §9), create or edit: name,
 * description, SKU, specialization, currency, VAT, and the doctors who offer it, each with minutes
 * and price. Only the clinic's doctors can be added, each once. Nothing is saved while a field is in
 * error; the messages show under the fields.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DialogForm, DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { DurationSelect } from '#components/ui/duration-select.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { withSpecializationIcons } from '#components/ui/specialization-icon.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { UserDoc } from '#sync/api/documents.ts';
import { CURRENCIES, TVA_OPTIONS } from '#sync/validation/service-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  checkServiceForm,
  type DoctorLine,
  newDoctorLine,
  type ServiceFormInput,
  type ServiceSave,
} from './service-form-values.ts';

export function ServiceDialog({
  open,
  initial,
  editing,
  specializations,
  doctors,
  onSave,
  onOpenChange,
}: {
  open: boolean;
  initial: ServiceFormInput;
  editing: boolean;
  specializations: readonly { value: string; label: string }[];
  doctors: readonly Pick<UserDoc, 'id' | 'name'>[];
  onSave: (values: ServiceSave) => Promise<boolean>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const specializationOptions = useMemo(() => withSpecializationIcons(specializations), [specializations]);
  const [input, setInput] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [nextLine, setNextLine] = useState(0);
  const idPrefix = useId();
  useEffect(() => {
    if (!open) return;
    setInput(initial);
    setSubmitted(false);
  }, [open, initial]);

  const check = checkServiceForm(input);
  const fieldError = (field: keyof ServiceFormInput) => {
    const key = check.ok ? undefined : check.errors.fields[field as keyof typeof check.errors.fields];
    return submitted && key ? validationMessage(key, i18n.locale) : undefined;
  };
  const lineError = (line: DoctorLine, place: 'doctor_id' | 'duration' | 'price') => {
    const key = check.ok ? undefined : check.errors.doctors[line.key]?.[place];
    return submitted && key ? validationMessage(key, i18n.locale) : undefined;
  };
  const set = (change: Partial<ServiceFormInput>) => setInput((current) => ({ ...current, ...change }));
  const setLine = (key: string, change: Partial<DoctorLine>) =>
    set({ doctors: input.doctors.map((line) => (line.key === key ? { ...line, ...change } : line)) });

  const chosen = new Set(input.doctors.map((line) => line.doctor_id));
  const free = doctors.filter((doctor) => !chosen.has(doctor.id));
  const doctorName = (doctor: Pick<UserDoc, 'name'>) => doctor.name ?? t`Medic fără nume`;

  const save = async () => {
    setSubmitted(true);
    if (!check.ok || busy) return;
    setBusy(true);
    try {
      if (await onSave(check.values)) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  const tvaLabels: Record<(typeof TVA_OPTIONS)[number], string> = {
    '19%': '19%',
    no: t`Fără TVA`,
    exempt: t`Scutit de TVA`,
  };

  return (
    <DialogFrame
      open={open}
      title={editing ? t`Modifică serviciul` : t`Serviciu nou`}
      holdsSelects
      onOpenChange={onOpenChange}
    >
      <DialogForm onSubmit={() => void save()}>
        <TextField
          name="name"
          label={t`Nume serviciu`}
          required
          value={input.name}
          onChange={(name) => set({ name })}
          error={fieldError('name')}
        />
        <SelectField
          label={t`Specializare`}
          required
          value={input.specialization_id}
          options={specializationOptions}
          onChange={(specialization_id) => set({ specialization_id })}
          error={fieldError('specialization_id')}
        />
        <TextField
          name="description"
          label={t`Descriere`}
          value={input.description}
          onChange={(description) => set({ description })}
        />
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          <TextField
            name="sku"
            label={t`Cod SKU`}
            value={input.sku_code}
            onChange={(sku_code) => set({ sku_code })}
          />
          <SelectField
            label={t`Monedă`}
            value={input.currency}
            options={CURRENCIES.map((value) => ({ value, label: value }))}
            onChange={(currency) => set({ currency })}
          />
          <SelectField
            label={t`TVA`}
            value={input.tva}
            options={TVA_OPTIONS.map((value) => ({ value, label: tvaLabels[value] }))}
            onChange={(tva) => set({ tva })}
          />
        </div>

        <fieldset className={css({ display: 'grid', gap: '3' })}>
          <legend
            className={css({ fontWeight: 'semibold', marginBlockEnd: '2' })}
          >{t`Medici și prețuri`}</legend>
          {input.doctors.length === 0 ? (
            <p className={css({ color: 'muted' })}>{t`Niciun medic nu oferă încă serviciul.`}</p>
          ) : null}
          {input.doctors.map((line) => {
            const doctor = doctors.find((candidate) => candidate.id === line.doctor_id);
            const name = doctor ? doctorName(doctor) : t`Medic necunoscut`;
            return (
              <div
                key={line.key}
                data-testid="service-doctor-line"
                data-doctor-id={line.doctor_id}
                className={css({
                  display: 'grid',
                  gap: '2',
                  alignItems: 'end',
                  gridTemplateColumns: {
                    base: '1fr',
                    sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
                  },
                })}
              >
                <p
                  className={css({
                    fontWeight: 'medium',
                    minHeight: '11',
                    display: 'flex',
                    alignItems: 'center',
                  })}
                >
                  {name}
                </p>
                <DurationSelect
                  label={t`Minute, ${name}`}
                  value={line.duration}
                  onChange={(duration) => setLine(line.key, { duration })}
                  error={lineError(line, 'duration')}
                />
                <TextField
                  name={`price-${line.key}`}
                  label={t`Preț, ${name}`}
                  value={line.price}
                  onChange={(price) => setLine(line.key, { price })}
                  error={lineError(line, 'price')}
                />
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={t`Elimină ${name}`}
                  onClick={() => set({ doctors: input.doctors.filter((other) => other.key !== line.key) })}
                >
                  {t`Elimină`}
                </button>
              </div>
            );
          })}
          {free.length > 0 ? (
            <SelectField
              label={t`Adaugă un medic`}
              value=""
              placeholder={t`Alege medicul`}
              options={free.map((doctor) => ({ value: doctor.id, label: doctorName(doctor) }))}
              onChange={(doctorId) => {
                if (!doctorId) return;
                set({ doctors: [...input.doctors, newDoctorLine(`${idPrefix}-${nextLine}`, doctorId)] });
                setNextLine((count) => count + 1);
              }}
            />
          ) : null}
        </fieldset>
        <DialogFormActions submitDisabled={busy} />
      </DialogForm>
    </DialogFrame>
  );
}
