/**
 * The rows of a long table that are near the viewport (TanStack Virtual's window virtualizer):
 * an unpaged list (the partners, spec part 2) keeps a few dozen rows in the page instead of
 * hundreds, so opening it and leaving it cost the same at 500 rows as at 30 (issue 16: taking 500
 * rows down held the next screen back by up to 25 ms). Short lists are rendered whole.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Below this many rows a list is rendered whole: nothing to gain, and find-in-page sees every row. */
export const WINDOWED_FROM_ROWS = 80;
/** A row's height before it is measured (a row with a second line is taller). */
const ESTIMATED_ROW_PX = 57;
/** Rows kept beyond each edge of the viewport, so a fast scroll never shows a gap. */
const OVERSCAN_ROWS = 12;

export interface WindowRows {
  /** The indexes of the rows to render, in order. */
  indexes: number[];
  /** Space for the rows before the first rendered one and after the last, px. */
  before: number;
  after: number;
  /** Attach to each rendered row (with data-index) so its real height is used. */
  measure: (element: Element | null) => void;
}

export function useWindowRows(
  count: number,
  enabled: boolean,
  anchor: RefObject<HTMLElement | null>,
): WindowRows | null {
  const [offset, setOffset] = useState(0);
  const windowed = enabled && count >= WINDOWED_FROM_ROWS;
  useLayoutEffect(() => {
    if (!windowed || !anchor.current) return;
    setOffset(anchor.current.getBoundingClientRect().top + window.scrollY);
  }, [windowed, anchor]);
  const virtualizer = useWindowVirtualizer({
    count: windowed ? count : 0,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
  });
  if (!windowed) return null;
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - offset : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - offset) : 0,
    measure: virtualizer.measureElement,
  };
}
