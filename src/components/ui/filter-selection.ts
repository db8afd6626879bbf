/** What a filter's choices become when one option is clicked, for a multi- or single-choice filter. */

export type FilterSelection = 'multiple' | 'single';

/**
 * Multiple: the option is added or taken out. Single: it replaces the current choice, and
 * clicking the chosen one again clears the filter (a radio button alone cannot be unticked),
 * unless a choice is required: then it stays chosen.
 */
export function toggleFilterValue(
  selected: readonly string[],
  value: string,
  selection: FilterSelection,
  required = false,
): string[] {
  if (selected.includes(value)) {
    return selection === 'single' && required ? [value] : selected.filter((v) => v !== value);
  }
  return selection === 'single' ? [value] : [...selected, value];
}
