/**
 * A block moved from the keyboard to another day is mounted anew in that day's column once the
 * local write shows, which can be after dnd-kit gave the focus back to the old, detached handle:
 * the keyboard user's focus then follows the block to its new place.
 */
import { type RefObject, useEffect, useState } from 'react';

export interface MovedBlock {
  id: string;
  day: string;
  time: string;
}

/** Answers the function to call with the block's new place once a keyboard move is accepted. */
export function useRefocusMovedBlock(gridRef: RefObject<HTMLElement | null>): (moved: MovedBlock) => void {
  const [refocus, setRefocus] = useState<MovedBlock | null>(null);
  // After every render: the block shows at its new place in a later render than the move.
  useEffect(() => {
    if (!refocus) return;
    const handle = gridRef.current?.querySelector<HTMLElement>(
      `[data-appointment-id="${refocus.id}"][data-day="${refocus.day}"][data-time="${refocus.time}"] [data-testid="appointment-move-handle"]`,
    );
    if (!handle) return;
    handle.focus();
    setRefocus(null);
  });
  return setRefocus;
}
