/**
 * The calendar window a new device pulls first (issue 19, point 3): this week and the next, in
 * the clinic's time, so a desk can book and a doctor can see today's patients while the history
 * still arrives. sync_pull_window (migration 20261202000100) answers with the window's
 * appointments and the patients they name; the device stores them with its first ordinary page,
 * and the ordinary pull delivers them again in their turn.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import { clinicDay, wallMinutesToDate } from '#core/bucharest-time.ts';
import { addDays, WEEKDAYS, weekdayOf } from '#core/calendar-days.ts';
import type { CollectionName } from '../collections/collection-registry.ts';
import { callSyncRpc, type RpcOptions } from './call-sync-rpc.ts';
import { type ServerRow, WindowPageSchema } from './server-protocol.ts';

/** The collections a calendar of the window needs that are too large to arrive in a first page. */
export const WINDOWED_COLLECTIONS: ReadonlySet<CollectionName> = new Set(['appointments', 'patients']);

export interface SyncWindow {
  /** Inclusive start, an ISO instant: Monday 00:00 of the current week in the clinic's zone. */
  from: string;
  /** Exclusive end: Monday 00:00 two weeks later. */
  to: string;
}

export function firstSyncWindow(now: Date): SyncWindow {
  const today = clinicDay(now);
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today) ?? 'monday'));
  return {
    from: wallMinutesToDate(monday, 0).toISOString(),
    to: wallMinutesToDate(addDays(monday, 14), 0).toISOString(),
  };
}

/**
 * The window's rows of one collection, or none when there is no answer: an older server has no
 * such function, and the ordinary pull brings the same rows later either way.
 */
export async function pullWindow(
  supabase: SupabaseClient,
  name: CollectionName,
  window: SyncWindow,
  options: RpcOptions,
): Promise<ServerRow[]> {
  try {
    const answer = await callSyncRpc(
      supabase,
      'sync_pull_window',
      { p_collection: name, p_from: window.from, p_to: window.to },
      options,
    );
    return v.parse(WindowPageSchema, answer).rows;
  } catch {
    return [];
  }
}

/**
 * One page of the window's rows and the first ordinary page: a row in both is taken from the
 * ordinary page, which was read after the window and so holds the same state or a newer one.
 */
export function windowBeforePage<Row extends { readonly id: string }>(
  windowRows: readonly Row[],
  pageRows: readonly Row[],
): readonly Row[] {
  // Every page but a collection's first has no window before it: nothing to set aside or copy.
  if (windowRows.length === 0) return pageRows;
  const inPage = new Set(pageRows.map((row) => row.id));
  return [...windowRows.filter((row) => !inPage.has(row.id)), ...pageRows];
}
