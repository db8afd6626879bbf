/** What a filter's choices become when one option is clicked, for a multi- or single-choice filter. */

export type FilterSelection = 'multiple' | 'single';

/**
 * Multiple: the option is added or taken out. Single: it replaces the current choice, and
 * clicking the chosen one again clears the filter (a radio button alone cannot be unticked).
 */
export function toggleFilterValue(
  selected: readonly string[],
  value: string,
  selection: FilterSelection,
): string[] {
  if (selected.includes(value)) return selected.filter((v) => v !== value);
  return selection === 'single' ? [value] : [...selected, value];
}
