/**
 * The add/edit dialog of a medical-history list (spec part 2 §2, §5): name, start year from the
 * last 50, optional end year (a year or 'Prezent'). Nothing is saved while a field is in error;
 * the messages come from the sync layer's rules in the interface language.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import {
  type HistoryEntry,
  type HistoryEntryInput,
  historyEntryInput,
  historyYears,
} from '#sync/validation/history-entry-form.ts';
import { PRESENT_YEAR } from '#sync/validation/patient-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import { checkHistoryEntry, NAME_REQUIRED } from './history-entry-check.ts';

const EMPTY: HistoryEntryInput = { name: '', startYear: '', endYear: '' };

interface HistoryEntryDialogProps {
  open: boolean;
  title: string;
  nameLabel: string;
  /** The entry being edited; null to add one. */
  entry: HistoryEntry | null;
  /** Stores the entry (the dialog closes once it is stored). */
  onSave: (entry: HistoryEntry) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}

export function HistoryEntryDialog({ open, title, onOpenChange, ...form }: HistoryEntryDialogProps) {
  return (
    // holdsSelects mounts the content afresh at each opening: a new form each time.
    <DialogFrame open={open} title={title} holdsSelects onOpenChange={onOpenChange}>
      <HistoryEntryForm {...form} />
    </DialogFrame>
  );
}

function HistoryEntryForm({
  nameLabel,
  entry,
  onSave,
}: Omit<HistoryEntryDialogProps, 'open' | 'title' | 'onOpenChange'>) {
  const { t, i18n } = useLingui();
  const currentYear = new Date().getFullYear();
  // A new entry's id, the same for every Save of this opening.
  const [id] = useState(() => entry?.id ?? crypto.randomUUID());
  const form = useCheckedForm({
    initial: () => (entry ? historyEntryInput(entry) : EMPTY),
    check: (input: HistoryEntryInput) => checkHistoryEntry(input, currentYear, id),
    // Spec part 2 §5 names the field in this one message: '<label> este obligatoriu'.
    message: (key) =>
      key === NAME_REQUIRED ? t`${nameLabel} este obligatoriu` : validationMessage(key, i18n.locale),
    onSave,
  });
  // No place is marked touched: the messages show once Save was pressed, not while filling in.
  const set = (change: Partial<HistoryEntryInput>) => form.update((current) => ({ ...current, ...change }));

  const years = useMemo(
    () => historyYears(currentYear).map((year) => ({ value: String(year), label: String(year) })),
    [currentYear],
  );
  const endYears = useMemo(() => [{ value: PRESENT_YEAR, label: t`Prezent` }, ...years], [years, t]);

  return (
    <StackedForm form={form}>
      <TextField
        name="name"
        label={nameLabel}
        required
        value={form.input.name}
        onChange={(name) => set({ name })}
        error={form.errorOf('name')}
      />
      <SelectField
        label={t`Anul de început`}
        required
        value={form.input.startYear}
        options={years}
        onChange={(startYear) => set({ startYear })}
        error={form.errorOf('start_year')}
      />
      <SelectField
        label={t`Anul de sfârșit`}
        value={form.input.endYear}
        options={endYears}
        onChange={(endYear) => set({ endYear })}
        error={form.errorOf('end_year')}
      />
      <DialogFormActions />
    </StackedForm>
  );
}
