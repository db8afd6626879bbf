/**
 * The medical history's general information (spec part 2 §3): height, weight and the BMI computed
 * from them, sleep, activity, diet, stress, alcohol and smoking. Editable by those who may write
 * the history, read-only for the desk.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { primaryButton } from '#components/ui/button-styles.ts';
import { sectionCard, sectionCardTitle } from '#components/ui/section-card.ts';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import {
  BMI_CLASS_LABELS,
  HISTORY_CHOICE_LABELS,
  HISTORY_FIELD_LABELS,
} from '#lib/medical-history-labels.ts';
import { bmiClass, bodyMassIndex } from '#sync/validation/history-entry-form.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  checkGeneralInfo,
  type GeneralInfo,
  type GeneralInfoValues,
  generalInfoBmi,
  generalInfoValues,
} from './general-info-values.ts';

type ChoiceField = keyof typeof HISTORY_CHOICE_LABELS;
const CHOICE_FIELDS = Object.keys(HISTORY_CHOICE_LABELS) as ChoiceField[];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '0.5' })}>
      <dt className={css({ color: 'muted', fontSize: 'sm' })}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});

export function GeneralInfoSection({
  info,
  canEdit,
  onSave,
}: {
  info: GeneralInfo;
  canEdit: boolean;
  onSave: (patch: GeneralInfo) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const currentYear = new Date().getFullYear();
  const form = useCheckedForm({
    initial: () => generalInfoValues(info),
    // Another device's save shows here while nothing is edited; an edit stays. This device's save
    // comes back as stored ("72.5" for "72,5") and is taken, since it checks to what was typed.
    stored: { record: info, toInput: generalInfoValues },
    check: (values: GeneralInfoValues) => checkGeneralInfo(values, currentYear),
    message: (key) => validationMessage(key, i18n.locale),
    onSave,
  });
  const values = form.input;
  // No place is marked touched: the messages show once Save was pressed, not while filling in.
  const set = (field: keyof GeneralInfoValues) => (value: string) =>
    form.update((current) => ({ ...current, [field]: value }));
  const choiceLabel = (field: ChoiceField, value: string | null) => {
    const labels: Record<string, MessageDescriptor> = HISTORY_CHOICE_LABELS[field];
    const label = value === null ? undefined : labels[value];
    return label ? i18n._(label) : '-';
  };
  const bmi = canEdit ? generalInfoBmi(values) : (info.imc ?? bodyMassIndex(info.height, info.weight));
  // The number and its class (spec part 2 §9), e.g. "24,2 · Greutate normală".
  const bmiText = (value: number | null) =>
    value === null ? '-' : `${i18n.number(value)} · ${i18n._(BMI_CLASS_LABELS[bmiClass(value)])}`;

  return (
    <section aria-labelledby="history-general" className={sectionCard}>
      <h2 id="history-general" className={sectionCardTitle}>
        {t`Informații generale`}
      </h2>
      {canEdit ? (
        <form
          ref={form.formRef}
          noValidate
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={form.onSubmit}
        >
          <div className={grid}>
            <TextField
              name="height"
              label={t`Înălțime (cm)`}
              value={values.height}
              onChange={set('height')}
              error={form.errorOf('height')}
            />
            <TextField
              name="weight"
              label={t`Greutate (kg)`}
              value={values.weight}
              onChange={set('weight')}
              error={form.errorOf('weight')}
            />
            <div className={css({ display: 'grid', gap: '1', alignContent: 'start' })}>
              <span id="history-bmi-label" className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
                {t`IMC`}
              </span>
              <output
                aria-labelledby="history-bmi-label"
                data-testid="history-bmi"
                className={css({ paddingBlock: '2' })}
              >
                {bmiText(bmi)}
              </output>
            </div>
            {CHOICE_FIELDS.map((field) => (
              <SelectField
                key={field}
                label={i18n._(HISTORY_FIELD_LABELS[field])}
                value={values[field]}
                onChange={set(field)}
                options={Object.entries(HISTORY_CHOICE_LABELS[field]).map(([value, label]) => ({
                  value,
                  label: i18n._(label),
                }))}
              />
            ))}
            {values.smoker_status === 'current' ? (
              <TextField
                name="smoker_since"
                label={t`Fumător din anul`}
                value={values.smoker_since}
                onChange={set('smoker_since')}
                error={form.errorOf('smoker_since')}
              />
            ) : null}
          </div>
          <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
            <button type="submit" className={primaryButton}>
              {t`Salvează informațiile generale`}
            </button>
          </div>
        </form>
      ) : (
        <dl className={grid}>
          <Fact label={t`Înălțime (cm)`}>{info.height ?? '-'}</Fact>
          <Fact label={t`Greutate (kg)`}>{info.weight ?? '-'}</Fact>
          <Fact label={t`IMC`}>
            <output data-testid="history-bmi">{bmiText(bmi)}</output>
          </Fact>
          {CHOICE_FIELDS.map((field) => (
            <Fact key={field} label={i18n._(HISTORY_FIELD_LABELS[field])}>
              {choiceLabel(field, info[field])}
            </Fact>
          ))}
          {info.smoker_status === 'current' ? (
            <Fact label={t`Fumător din anul`}>{info.smoker_since ?? '-'}</Fact>
          ) : null}
        </dl>
      )}
    </section>
  );
}
