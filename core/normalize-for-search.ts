/**
 * Text as search compares it: decomposed (NFD), without combining marks, lowercased, so
 * 'stefan' finds 'Ștefan' and 'TANTAR' finds 'țânțar'.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search box entry, normalised; empty when the entry is blank. */
export function searchTerms(query: string): string[] {
  return normalizeForSearch(query)
    .split(/\s+/)
    .filter((term) => term !== '');
}

/** True when every term occurs in at least one of `fields` (null fields are skipped). */
export function matchesSearch(terms: readonly string[], fields: readonly (string | null)[]): boolean {
  if (terms.length === 0) return true;
  const haystack = fields
    .filter((field): field is string => field !== null)
    .map(normalizeForSearch)
    .join('\n');
  return terms.every((term) => haystack.includes(term));
}
