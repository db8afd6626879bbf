/**
 * An appointment as the week grid draws it: its column, its top and height (appointmentBlock), its
 * lane beside overlapping blocks and its Bucharest times. Blocks of other weeks are left out.
 */

import { toEpoch } from '#core/bucharest-time.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { appointmentBlock } from '../rules/calendar-hours.ts';
import { blockLanes, type Lane } from './block-lanes.ts';
import { appointmentTimeRange, type TimeRange } from './calendar-labels.ts';

export interface PlacedBlock {
  appointment: AppointmentDoc;
  day: string;
  dayIndex: number;
  topRem: number;
  heightRem: number;
  lane: Lane;
  times: TimeRange;
}

export function placeBlocks(
  appointments: readonly AppointmentDoc[],
  days: readonly string[],
  firstHour: number,
): PlacedBlock[] {
  const placed: Omit<PlacedBlock, 'lane'>[] = [];
  for (const appointment of appointments) {
    const block = appointmentBlock(appointment, firstHour);
    const times = appointmentTimeRange(appointment);
    const dayIndex = block ? days.indexOf(block.day) : -1;
    if (!block || !times || dayIndex < 0) continue;
    placed.push({
      appointment,
      day: block.day,
      dayIndex,
      topRem: block.topRem,
      heightRem: block.heightRem,
      times,
    });
  }
  const lanes = new Map<string, Lane>();
  for (const day of days) {
    const items = placed
      .filter((block) => block.day === day)
      .map((block) => {
        const start = toEpoch(block.appointment.appointment_date) ?? 0;
        return { id: block.appointment.id, start, end: start + block.appointment.duration_minutes * 60_000 };
      });
    for (const [id, lane] of blockLanes(items)) lanes.set(id, lane);
  }
  return placed.map((block) => ({
    ...block,
    lane: lanes.get(block.appointment.id) ?? { lane: 0, lanes: 1 },
  }));
}
