/**
 * The service dialog (spec part 2 "Services and specializations", §5, §9), create or edit: name,
 * description, SKU, specialization, currency, VAT, and the doctors who offer it, each with minutes
 * and price. Only the clinic's doctors can be added, each once. Nothing is saved while a field is in
 * error; the messages show under the fields once Save was pressed, the first field in error focused.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { DurationSelect } from '#components/ui/duration-select.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { withSpecializationIcons } from '#components/ui/specialization-icon.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { UserDoc } from '#sync/api/documents.ts';
import { CURRENCIES, TVA_OPTIONS } from '#sync/validation/service-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  checkServicePlaces,
  type DoctorLine,
  doctorLinePlace,
  newDoctorLine,
  type ServiceFormInput,
  type ServiceSave,
} from './service-form-values.ts';

interface ServiceDialogProps {
  open: boolean;
  initial: ServiceFormInput;
  editing: boolean;
  specializations: readonly { value: string; label: string }[];
  doctors: readonly Pick<UserDoc, 'id' | 'name'>[];
  /** Stores the values; answers whether they were stored (the dialog then closes). */
  onSave: (values: ServiceSave) => Promise<boolean>;
  onOpenChange: (open: boolean) => void;
}

export function ServiceDialog({ open, editing, onOpenChange, ...form }: ServiceDialogProps) {
  const { t } = useLingui();
  return (
    // holdsSelects mounts the content afresh at each opening: a new form each time, from `initial`.
    <DialogFrame
      open={open}
      title={editing ? t`Modifică serviciul` : t`Serviciu nou`}
      holdsSelects
      onOpenChange={onOpenChange}
    >
      <ServiceForm onClose={() => onOpenChange(false)} {...form} />
    </DialogFrame>
  );
}

function ServiceForm({
  initial,
  specializations,
  doctors,
  onSave,
  onClose,
}: Omit<ServiceDialogProps, 'open' | 'editing' | 'onOpenChange'> & { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const specializationOptions = useMemo(() => withSpecializationIcons(specializations), [specializations]);
  const form = useCheckedForm({
    initial: () => initial,
    check: checkServicePlaces,
    message: (key) => validationMessage(key, i18n.locale),
    onSave: async (values: ServiceSave) => {
      if (await onSave(values)) onClose();
    },
  });
  const { input, errorOf } = form;
  const [nextLine, setNextLine] = useState(0);
  const idPrefix = useId();

  // No place is marked touched while typing: the dialog's messages show once Save was pressed.
  const set = (change: Partial<ServiceFormInput>) => form.update((current) => ({ ...current, ...change }));
  const setLines = (change: (lines: DoctorLine[]) => DoctorLine[]) =>
    form.update((current) => ({ ...current, doctors: change(current.doctors) }));
  const setLine = (key: string, change: Partial<DoctorLine>) =>
    setLines((lines) => lines.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const chosen = new Set(input.doctors.map((line) => line.doctor_id));
  const free = doctors.filter((doctor) => !chosen.has(doctor.id));
  const doctorName = (doctor: Pick<UserDoc, 'name'>) => doctor.name ?? t`Medic fără nume`;

  const tvaLabels: Record<(typeof TVA_OPTIONS)[number], string> = {
    '19%': '19%',
    no: t`Fără TVA`,
    exempt: t`Scutit de TVA`,
  };

  return (
    <StackedForm form={form}>
      <TextField
        name="name"
        label={t`Nume serviciu`}
        required
        value={input.name}
        onChange={(name) => set({ name })}
        error={errorOf('name')}
      />
      <SelectField
        label={t`Specializare`}
        required
        value={input.specialization_id}
        options={specializationOptions}
        onChange={(specialization_id) => set({ specialization_id })}
        error={errorOf('specialization_id')}
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
                error={errorOf(doctorLinePlace(line.key, 'duration'))}
              />
              <TextField
                name={`price-${line.key}`}
                label={t`Preț, ${name}`}
                value={line.price}
                onChange={(price) => setLine(line.key, { price })}
                error={errorOf(doctorLinePlace(line.key, 'price'))}
              />
              <button
                type="button"
                className={secondaryButton}
                aria-label={t`Elimină ${name}`}
                onClick={() => setLines((lines) => lines.filter((other) => other.key !== line.key))}
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
              const added = newDoctorLine(`${idPrefix}-${nextLine}`, doctorId);
              setLines((lines) => [...lines, added]);
              setNextLine((count) => count + 1);
            }}
          />
        ) : null}
      </fieldset>
      <DialogFormActions submitDisabled={form.busy} />
    </StackedForm>
  );
}
