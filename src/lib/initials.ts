/**
 * The avatar fallback (spec §8): first letters of the first two words, or the first two
 * letters of a single word, else 'NA'. Upper case, so 'ana maria' reads AM.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  const [first, second] = words;
  if (first && second) return (firstLetter(first) + firstLetter(second)).toLocaleUpperCase('ro');
  if (first) return Array.from(first).slice(0, 2).join('').toLocaleUpperCase('ro');
  return 'NA';
}

/** By code point, so a letter outside the BMP is not cut in half. */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
