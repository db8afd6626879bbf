import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { DialogForm, DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextAreaInput } from '#components/ui/text-area-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { notify } from '#components/ui/toaster.tsx';
import type { MedicalRecordCategory } from '#sync/validation/medical-record-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
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
  onSave: (fields: RecordItemFields) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState<RecordItemInput>(EMPTY_RECORD_ITEM);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!open) return;
    setInput(initial ?? EMPTY_RECORD_ITEM);
    setSubmitted(false);
  }, [open, initial]);

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
    onSave(fields);
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
        <DialogFormActions />
      </DialogForm>
    </DialogFrame>
  );
}
