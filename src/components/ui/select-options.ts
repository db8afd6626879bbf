/**
 * The options a select may show (spec part 1 §5): never one whose value is empty, since '' is how a
 * field says "nothing chosen", and never two with the same value, which would make the choice
 * ambiguous and break the option keys.
 */
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  /** A decorative picture before the label (a specialization's icon), in the list and the field. */
  icon?: ReactNode;
}

/**
 * The options fit to reach the DOM, in their order: blank values (empty or only spaces) dropped,
 * later duplicates of a value dropped, and a blank label replaced by the value so no option is
 * invisible.
 */
export function selectableOptions(options: readonly SelectOption[]): SelectOption[] {
  const seen = new Set<string>();
  const result: SelectOption[] = [];
  for (const option of options) {
    if (option.value.trim() === '' || seen.has(option.value)) continue;
    seen.add(option.value);
    const label = option.label.trim() === '' ? option.value : option.label;
    result.push(
      option.icon === undefined
        ? { value: option.value, label }
        : { value: option.value, label, icon: option.icon },
    );
  }
  return result;
}
