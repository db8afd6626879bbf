/**
 * The add/edit dialog of a medical-history list (spec part 2 §2, §5): name, start year from the
 * last 50, optional end year (a year or 'Prezent'). Nothing is saved while a field is in error;
 * the messages come from the sync layer's rules in the interface language.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { DialogForm, DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import {
  type HistoryEntry,
  type HistoryEntryInput,
  historyEntryFromInput,
  historyEntryInput,
  historyEntryProblems,
  historyYears,
} from '#sync/validation/history-entry-form.ts';
import { MESSAGE_KEYS } from '#sync/validation/message-keys.ts';
import { PRESENT_YEAR } from '#sync/validation/patient-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';

const EMPTY: HistoryEntryInput = { name: '', startYear: '', endYear: '' };

export function HistoryEntryDialog({
  open,
  title,
  nameLabel,
  entry,
  onSave,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  nameLabel: string;
  /** The entry being edited; null to add one. */
  entry: HistoryEntry | null;
  onSave: (entry: HistoryEntry) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState<HistoryEntryInput>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!open) return;
    setInput(entry ? historyEntryInput(entry) : EMPTY);
    setSubmitted(false);
  }, [open, entry]);

  const currentYear = new Date().getFullYear();
  const years = useMemo(
    () => historyYears(currentYear).map((year) => ({ value: String(year), label: String(year) })),
    [currentYear],
  );
  const endYears = useMemo(() => [{ value: PRESENT_YEAR, label: t`Prezent` }, ...years], [years, t]);
  const problems = historyEntryProblems(input, currentYear);
  const message = (field: keyof typeof problems) => {
    const key = problems[field];
    if (!submitted || !key) return undefined;
    // Spec part 2 §5 names the field in this one message: '<label> este obligatoriu'.
    if (field === 'name' && key === MESSAGE_KEYS.required) return t`${nameLabel} este obligatoriu`;
    return validationMessage(key, i18n.locale);
  };

  const save = () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    onSave(historyEntryFromInput(input, entry?.id ?? crypto.randomUUID()));
  };

  return (
    <DialogFrame open={open} title={title} holdsSelects onOpenChange={onOpenChange}>
      <DialogForm onSubmit={save}>
        <TextField
          name="name"
          label={nameLabel}
          required
          value={input.name}
          onChange={(name) => setInput((current) => ({ ...current, name }))}
          error={message('name')}
        />
        <SelectField
          label={t`Anul de început`}
          required
          value={input.startYear}
          options={years}
          onChange={(startYear) => setInput((current) => ({ ...current, startYear }))}
          error={message('start_year')}
        />
        <SelectField
          label={t`Anul de sfârșit`}
          value={input.endYear}
          options={endYears}
          onChange={(endYear) => setInput((current) => ({ ...current, endYear }))}
          error={message('end_year')}
        />
        <DialogFormActions />
      </DialogForm>
    </DialogFrame>
  );
}
