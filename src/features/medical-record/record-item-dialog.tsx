import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DialogForm, DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextAreaInput } from '#components/ui/text-area-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import type { MedicalRecordCategory } from '#sync/validation/medical-record-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import { checkPickedDocument } from './attach-document.ts';
import { DocumentPicker } from './document-picker.tsx';
import { documentRefusal } from './document-refusal.ts';
import {
  EMPTY_RECORD_ITEM,
  type RecordItemField,
  type RecordItemFields,
  type RecordItemInput,
  recordItemFields,
  recordItemProblems,
  typeChoice,
} from './record-item-form.ts';
import { CATEGORY_LABELS, INVESTIGATION_KINDS, typeText, valueLabel } from './record-labels.ts';

export function RecordItemDialog({
  open,
  initial,
  categories,
  onSave,
  onOpenChange,
}: {
  open: boolean;
  /** The item being edited; null to add one. */
  initial: RecordItemInput | null;
  categories: readonly MedicalRecordCategory[];
  /** The item's fields and, for a documents item, the files chosen here (attached once it is saved). */
  onSave: (fields: RecordItemFields, files: readonly File[]) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState<RecordItemInput>(EMPTY_RECORD_ITEM);
  const [submitted, setSubmitted] = useState(false);
  const [chosen, setChosen] = useState<readonly { key: string; file: File }[]>([]);
  useEffect(() => {
    if (!open) return;
    setInput(initial ?? EMPTY_RECORD_ITEM);
    setSubmitted(false);
    setChosen([]);
  }, [open, initial]);

  // Each file is checked as it is chosen: a refused one says why here and is not kept.
  const choose = async (picked: readonly File[]) => {
    const accepted: { key: string; file: File }[] = [];
    for (const file of picked) {
      const check = await checkPickedDocument(file);
      if (check.ok) accepted.push({ key: crypto.randomUUID(), file });
      else notify.error(documentRefusal(check, file.name, i18n));
    }
    if (accepted.length > 0) setChosen((current) => [...current, ...accepted]);
  };

  const problems = recordItemProblems(input);
  const message = (field: RecordItemField) => {
    const key = problems[field];
    return submitted && key ? validationMessage(key, i18n.locale) : undefined;
  };
  const set = (change: Partial<RecordItemInput>) => setInput((current) => ({ ...current, ...change }));

  const categoryOptions = useMemo(
    () => categories.map((category) => ({ value: category, label: i18n._(CATEGORY_LABELS[category]) })),
    [categories, i18n],
  );
  const types = typeChoice(input.category);
  const typeOptions = useMemo(() => {
    if (types === 'none') return [];
    const values: string[] = types === 'free' ? [...INVESTIGATION_KINDS] : [...types];
    // An item written elsewhere may hold a kind not suggested here: keep it choosable.
    if (input.subCategory && !values.includes(input.subCategory)) values.push(input.subCategory);
    return values.map((value) => ({ value, label: typeText(value, (message) => i18n._(message)) }));
  }, [types, input.subCategory, i18n]);

  const fieldNames: Record<RecordItemField, string> = {
    category: t`Categorie`,
    sub_category: t`Tip`,
    input_field_value: i18n._(valueLabel(input.category)),
    description: t`Descriere`,
  };

  const save = () => {
    setSubmitted(true);
    const fields = recordItemFields(input);
    if (!fields) {
      const missing = (Object.keys(problems) as RecordItemField[])
        .map((field) => fieldNames[field])
        .join(', ');
      notify.error(t`Câmpuri obligatorii lipsă sau incomplete: ${missing}`);
      return;
    }
    onSave(fields, input.category === 'documents' ? chosen.map((entry) => entry.file) : []);
  };

  return (
    <DialogFrame
      open={open}
      title={initial ? t`Modifică înregistrarea` : t`Adaugă înregistrare`}
      holdsSelects
      onOpenChange={onOpenChange}
    >
      <DialogForm onSubmit={save}>
        <SelectField
          label={fieldNames.category}
          required
          value={input.category}
          options={categoryOptions}
          onChange={(category) => set({ category, subCategory: '' })}
          error={message('category')}
        />
        {types !== 'none' ? (
          <SelectField
            label={fieldNames.sub_category}
            required
            value={input.subCategory}
            options={typeOptions}
            onChange={(subCategory) => set({ subCategory })}
            error={message('sub_category')}
          />
        ) : null}
        <TextField
          name="value"
          label={fieldNames.input_field_value}
          required={input.category === 'investigation'}
          value={input.value}
          onChange={(value) => set({ value })}
          error={message('input_field_value')}
        />
        <FormField
          label={fieldNames.description}
          required={input.category !== '' && input.category !== 'documents'}
          error={message('description')}
        >
          <TextAreaInput
            name="description"
            value={input.description}
            onChange={(description) => set({ description })}
          />
        </FormField>
        {input.category === 'documents' ? (
          <fieldset className={css({ display: 'grid', gap: '2', border: 'none', padding: '0' })}>
            <legend className={css({ fontWeight: 'medium', fontSize: 'sm', marginBlockEnd: '1' })}>
              {t`Fișiere`}
            </legend>
            {chosen.length > 0 ? (
              <ul aria-label={t`Fișiere alese`} className={css({ display: 'grid', gap: '1' })}>
                {chosen.map(({ key, file }) => (
                  <li
                    key={key}
                    data-testid="chosen-file"
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '2',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    <span className={css({ flex: '1' })}>{file.name}</span>
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={t`Scoate ${file.name}`}
                      onClick={() => setChosen((current) => current.filter((entry) => entry.key !== key))}
                    >
                      {t`Scoate`}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <DocumentPicker
              label={t`Alege fișiere`}
              testId="dialog-document-picker"
              onPick={(picked) => void choose(picked)}
            />
          </fieldset>
        ) : null}
        <DialogFormActions />
      </DialogForm>
    </DialogFrame>
  );
}
