/** Orders records by a display name the way Romanian readers expect (ă after a, ș after s). */
export function byName<Row>(nameOf: (row: Row) => string | null): (a: Row, b: Row) => number {
  return (a, b) => (nameOf(a) ?? '').localeCompare(nameOf(b) ?? '', 'ro', { sensitivity: 'base' });
}
