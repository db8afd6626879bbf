/** One slot of the paginator: a page number or a gap between distant pages. */
export type PageSlot = number | 'gap';

/**
 * The pages a paginator shows around the current one: always the first and last, the current
 * with one neighbour each side, gaps for the rest; empty with one page or fewer (it is hidden).
 */
export function pageWindow(current: number, total: number): PageSlot[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const wanted = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) slots.push(p - 1);
    else if (p - previous > 2) slots.push('gap');
    slots.push(p);
    previous = p;
  }
  return slots;
}
