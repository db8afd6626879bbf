/**
 * The record item dialog (spec part 2 §5, "Medical record item"), to add and to edit: category,
 * its type where it has one, value and description, and for a documents item the files to attach
 * once it is saved (each checked as it is chosen). A refused Save stores nothing, shows each
 * field's message, names the missing fields in a toast and focuses the first.
 */
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
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
  checkRecordItem,
  EMPTY_RECORD_ITEM,
  type RecordItemField,
  type RecordItemFields,
  type RecordItemInput,
  typeChoice,
} from './record-item-form.ts';
import { CATEGORY_LABELS, INVESTIGATION_KINDS, typeText, valueLabel } from './record-labels.ts';

interface RecordItemDialogProps {
  open: boolean;
  /** The item being edited; null to add one. */
  initial: RecordItemInput | null;
  categories: readonly MedicalRecordCategory[];
  /** The item's fields and, for a documents item, the files chosen here (attached once it is saved). */
  onSave: (fields: RecordItemFields, files: readonly File[]) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}

export function RecordItemDialog({ open, onOpenChange, ...form }: RecordItemDialogProps) {
  const { t } = useLingui();
  return (
    // holdsSelects mounts the content afresh at each opening: a new form each time.
    <DialogFrame
      open={open}
      title={form.initial ? t`Modifică înregistrarea` : t`Adaugă înregistrare`}
      holdsSelects
      onOpenChange={onOpenChange}
    >
      <RecordItemForm {...form} />
    </DialogFrame>
  );
}

function RecordItemForm({
  initial,
  categories,
  onSave,
}: Omit<RecordItemDialogProps, 'open' | 'onOpenChange'>) {
  const { t, i18n } = useLingui();
  // The files chosen are kept beside the checked input: no rule checks them.
  const [chosen, setChosen] = useState<readonly { key: string; file: File }[]>([]);
  const form = useCheckedForm({
    initial: () => initial ?? EMPTY_RECORD_ITEM,
    check: checkRecordItem,
    message: (key) => validationMessage(key, i18n.locale),
    onSave: (fields: RecordItemFields) =>
      onSave(fields, fields.category === 'documents' ? chosen.map((entry) => entry.file) : []),
  });
  const input = form.input;
  // No place is marked touched: the messages show once Save was pressed, not while filling in.
  const set = (change: Partial<RecordItemInput>) => form.update((current) => ({ ...current, ...change }));

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

  // A refused Save also names, in a toast, every field still missing or incomplete.
  const submit = (event: FormEvent) => {
    form.onSubmit(event);
    const checked = form.checked();
    if (checked.ok) return;
    const missing = (Object.keys(checked.errors) as RecordItemField[])
      .map((field) => fieldNames[field])
      .join(', ');
    notify.error(t`Câmpuri obligatorii lipsă sau incomplete: ${missing}`);
  };

  return (
    <StackedForm form={{ formRef: form.formRef, onSubmit: submit }}>
      <SelectField
        label={fieldNames.category}
        required
        value={input.category}
        options={categoryOptions}
        onChange={(category) => set({ category, subCategory: '' })}
        error={form.errorOf('category')}
      />
      {types !== 'none' ? (
        <SelectField
          label={fieldNames.sub_category}
          required
          value={input.subCategory}
          options={typeOptions}
          onChange={(subCategory) => set({ subCategory })}
          error={form.errorOf('sub_category')}
        />
      ) : null}
      <TextField
        name="value"
        label={fieldNames.input_field_value}
        required={input.category === 'investigation'}
        value={input.value}
        onChange={(value) => set({ value })}
        error={form.errorOf('input_field_value')}
      />
      <FormField
        label={fieldNames.description}
        required={input.category !== '' && input.category !== 'documents'}
        error={form.errorOf('description')}
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
    </StackedForm>
  );
}
