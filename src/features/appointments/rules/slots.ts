/**
 * The popup's slot picker (spec part 1 §2, §4, §5, §9): every 15 minutes from the clinic's
 * opening, offered only when the whole service fits before closing; each slot free, booked by
 * another scheduled appointment of the doctor, or closed. Also the first free slot after a given
 * instant, to rebook a booking the server refused.
 */

import { type InstantInput, MINUTE_MS, toEpoch, wallTimeOf, wallTimeToEpoch } from '#core/bucharest-time.ts';
import { addDays, isTime, minutesToTime, timeToMinutes } from '#core/calendar-days.ts';
import { type DayHours, hoursOn, type ScheduleInput } from '#core/clinic-hours.ts';
import { DEFAULT_APPOINTMENT_DURATION } from '#sync/validation/appointment-rules.ts';
import { findConflicts, type TimedAppointment } from './overlap.ts';

export const SLOT_STEP_MINUTES = 15;
/** How far nextFreeSlot looks ahead, in days (today included). */
export const NEXT_FREE_SLOT_DAYS = 60;

/** free; booked: '(ocupat)'; closed: '(închis)', outside the hours or not fitting before closing. */
export type SlotState = 'free' | 'booked' | 'closed';

export interface Slot {
  /** HH:mm in Bucharest. */
  time: string;
  /** The UTC ISO instant to store. */
  start: string;
  state: SlotState;
}

/**
 * Why no slot can be chosen: no doctor ('Selectează un medic pentru a vedea intervalele
 * disponibile'), no real day, the clinic closed that day ('Închis'), every slot taken or none
 * long enough ('Nu sunt sloturi disponibile').
 */
export type SlotsEmptyReason = 'no_doctor' | 'no_date' | 'closed' | 'no_slots';

export interface SlotList {
  slots: Slot[];
  /** Null when at least one slot is free. */
  empty: SlotsEmptyReason | null;
}

export interface SlotQuery {
  doctorId: string | null | undefined;
  /** yyyy-MM-dd in Bucharest. */
  day: string;
  /** The service's duration; a missing or unusable one counts as the default 30 minutes. */
  durationMinutes: number | null | undefined;
  schedule: ScheduleInput;
  /** Appointments around that day; other doctors', cancelled and refused ones are skipped here. */
  appointments: readonly TimedAppointment[];
  /** The appointment being edited: it never books its own slot. */
  editingId?: string | null;
  /**
   * A time the popup already holds (an edited appointment's time): listed with its state even
   * when it is not one offered (outside the hours, off the 15-minute grid), so the field never
   * shows a value its list lacks.
   */
  keepTime?: string | null;
}

function usableDuration(minutes: number | null | undefined): number {
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0
    ? minutes
    : DEFAULT_APPOINTMENT_DURATION;
}

interface DayContext {
  doctorId: string;
  day: string;
  duration: number;
  hours: DayHours;
  appointments: readonly TimedAppointment[];
  editingId: string | null | undefined;
}

/** The slot at `time`, or undefined when the clocks skip that time (spring forward). */
function slotAt(context: DayContext, time: string): Slot | undefined {
  const start = wallTimeToEpoch(context.day, time);
  if (start === undefined || wallTimeOf(start)?.time !== time) return undefined;
  const iso = new Date(start).toISOString();
  const opens = wallTimeToEpoch(context.day, context.hours.start);
  const closes = wallTimeToEpoch(context.day, context.hours.end);
  const fits =
    context.hours.open &&
    opens !== undefined &&
    closes !== undefined &&
    start >= opens &&
    start + context.duration * MINUTE_MS <= closes;
  if (!fits) return { time, start: iso, state: 'closed' };
  const conflicts = findConflicts(
    { id: context.editingId, doctor_id: context.doctorId, start, duration_minutes: context.duration },
    context.appointments,
  );
  return { time, start: iso, state: conflicts.length > 0 ? 'booked' : 'free' };
}

/** The slots a doctor has on a day for a service of the given duration. */
export function slotsForDay(query: SlotQuery): SlotList {
  if (!query.doctorId) return { slots: [], empty: 'no_doctor' };
  const hours = hoursOn(query.schedule, query.day);
  if (!hours) return { slots: [], empty: 'no_date' };
  const context: DayContext = {
    doctorId: query.doctorId,
    day: query.day,
    duration: usableDuration(query.durationMinutes),
    hours,
    appointments: query.appointments,
    editingId: query.editingId,
  };
  const slots: Slot[] = [];
  const opens = timeToMinutes(hours.start);
  const closes = timeToMinutes(hours.end);
  if (hours.open && opens !== undefined && closes !== undefined) {
    for (let minutes = opens; minutes + context.duration <= closes; minutes += SLOT_STEP_MINUTES) {
      const slot = slotAt(context, minutesToTime(minutes));
      if (slot && slot.state !== 'closed') slots.push(slot);
    }
  }
  const kept = query.keepTime;
  if (isTime(kept) && !slots.some((slot) => slot.time === kept)) {
    const slot = slotAt(context, kept);
    if (slot) slots.push(slot);
    slots.sort((a, b) => a.time.localeCompare(b.time));
  }
  const empty = !hours.open ? 'closed' : slots.some((slot) => slot.state === 'free') ? null : 'no_slots';
  return { slots, empty };
}

export interface FreeSlot {
  day: string;
  time: string;
  /** The UTC ISO instant to store. */
  start: string;
}

export interface NextFreeSlotQuery {
  doctorId: string;
  appointments: readonly TimedAppointment[];
  schedule: ScheduleInput;
  durationMinutes: number | null | undefined;
  /** The first slot must start at or after this instant (usually now). */
  after: InstantInput;
  /** The appointment being rebooked, so it does not stand in its own way. */
  excludeId?: string | null;
  /** Days to look through, the first one included; NEXT_FREE_SLOT_DAYS by default. */
  maxDays?: number;
}

/**
 * The earliest free slot starting at or after `after`, scanning forward day by day in Bucharest;
 * undefined when none is free within `maxDays` or `after` is not an instant.
 */
export function nextFreeSlot(query: NextFreeSlotQuery): FreeSlot | undefined {
  const after = toEpoch(query.after);
  const firstDay = after === undefined ? undefined : wallTimeOf(after)?.day;
  if (after === undefined || firstDay === undefined) return undefined;
  const days = Math.max(0, Math.floor(query.maxDays ?? NEXT_FREE_SLOT_DAYS));
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(firstDay, offset);
    const { slots } = slotsForDay({
      doctorId: query.doctorId,
      day,
      durationMinutes: query.durationMinutes,
      schedule: query.schedule,
      appointments: query.appointments,
      editingId: query.excludeId,
    });
    const free = slots.find((slot) => slot.state === 'free' && Date.parse(slot.start) >= after);
    if (free) return { day, time: free.time, start: free.start };
  }
  return undefined;
}
