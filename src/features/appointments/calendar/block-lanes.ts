/**
 * Side-by-side lanes for blocks that share time in one day column. A doctor's scheduled
 * appointments never overlap, but a booking the server refused (status 'conflict') sits over the
 * slot that was taken, and both must stay visible and clickable.
 */
export interface TimedItem {
  id: string;
  /** Epoch ms, half-open [start, end). */
  start: number;
  end: number;
}

export interface Lane {
  /** 0-based lane of the item. */
  lane: number;
  /** Lanes in the item's group of overlapping items (the width is 1 / lanes). */
  lanes: number;
}

export function blockLanes(items: readonly TimedItem[]): Map<string, Lane> {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end || a.id.localeCompare(b.id));
  const result = new Map<string, Lane>();
  let group: Array<{ id: string; lane: number }> = [];
  let laneEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const closeGroup = () => {
    for (const member of group) result.set(member.id, { lane: member.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) {
      closeGroup();
      groupEnd = item.end;
    } else {
      groupEnd = Math.max(groupEnd, item.end);
    }
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = item.end;
    group.push({ id: item.id, lane });
  }
  closeGroup();
  return result;
}
