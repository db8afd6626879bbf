/**
 * Where the week grid opens: at the current time when the week holds today, else at its first
 * row; and sideways, where the week is wider than the view (a portrait tablet), on today's column,
 * brought back into view when the tablet is turned. The pixels are grid-layout.ts's.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { openingScrollTop, remPxOf, sidewaysShift } from './grid-layout.ts';

export function useGridScroll({
  scrollRef,
  weekStart,
  todayIndex,
  lineTopRem,
}: {
  scrollRef: RefObject<HTMLElement | null>;
  /** The week shown (its first day): a new week opens anew. */
  weekStart: string;
  /** Today's column, -1 when the week does not hold today. */
  todayIndex: number;
  /** The current-time line, undefined when the time is outside the rows. */
  lineTopRem: number | undefined;
}): void {
  const scrolledFor = useRef('');
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || scrolledFor.current === weekStart) return;
    scrolledFor.current = weekStart;
    const remPx = remPxOf(getComputedStyle(document.documentElement).fontSize);
    scroller.scrollTop = openingScrollTop(todayIndex >= 0 ? lineTopRem : undefined, remPx);
  }, [scrollRef, weekStart, todayIndex, lineTopRem]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new week is a new grid to place
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || todayIndex < 0) return;
    const showToday = () => {
      const header = scroller.querySelector<HTMLElement>('[data-testid="day-header"][aria-current="date"]');
      const gutter = scroller.querySelector<HTMLElement>('[data-testid="calendar-gutter"]');
      if (!header) return;
      const view = scroller.getBoundingClientRect();
      const hoursRight = gutter ? gutter.getBoundingClientRect().right : view.left;
      const shift = sidewaysShift(header.getBoundingClientRect(), hoursRight, view.right);
      if (shift !== 0) scroller.scrollLeft += shift;
    };
    showToday();
    let width = scroller.clientWidth;
    const observer = new ResizeObserver(() => {
      if (scroller.clientWidth === width) return;
      width = scroller.clientWidth;
      showToday();
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollRef, weekStart, todayIndex]);
}
