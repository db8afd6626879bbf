/**
 * The condition dialog's check (spec part 2 §5), as its checked form takes it: the stored entry
 * when the input passes the sync layer's rules, else one message key per field. The name's
 * "required" gets its own key: the spec words that one message with the list's name
 * ('Alergie este obligatoriu'), which only the dialog knows. Pure.
 */
import type { FormCheck } from '#components/form/use-checked-form.ts';
import {
  type HistoryEntry,
  type HistoryEntryInput,
  historyEntryFromInput,
  historyEntryProblems,
} from '#sync/validation/history-entry-form.ts';
import { MESSAGE_KEYS } from '#sync/validation/message-keys.ts';

export type HistoryEntryPlace = 'name' | 'start_year' | 'end_year';

/** The key of '<name> este obligatoriu', worded by the dialog. */
export const NAME_REQUIRED = 'history_entry.name_required';

export function checkHistoryEntry(
  input: HistoryEntryInput,
  currentYear: number,
  id: string,
): FormCheck<HistoryEntryPlace, HistoryEntry> {
  const problems = historyEntryProblems(input, currentYear);
  if (Object.keys(problems).length === 0) return { ok: true, values: historyEntryFromInput(input, id) };
  const { name, ...others } = problems;
  return {
    ok: false,
    errors: name === MESSAGE_KEYS.required ? { name: NAME_REQUIRED, ...others } : problems,
  };
}
