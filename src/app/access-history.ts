/**
 * The access history from the server (public.access_events, issue 39): every device's events and
 * the server's own records of changes live there, so the admin's pages read it online. Row-level
 * security answers only the clinic's admins (and the super administrator in its context).
 */
import * as v from 'valibot';
import {
  ACCESS_ACTIONS,
  ACCESS_SUBJECTS,
  type AccessHistoryQuery,
  type AccessHistoryRow,
} from '#features/access-history/access-history-rows.ts';
import { supabase } from './supabase-client.ts';

/** The most a page shows; a patient's or a month's history stays well below it. */
const MOST = 5000;

const RowSchema = v.object({
  id: v.string(),
  user_id: v.nullable(v.string()),
  user_name: v.nullable(v.string()),
  user_role: v.string(),
  patient_id: v.nullable(v.string()),
  action: v.picklist(ACCESS_ACTIONS),
  subject: v.picklist(ACCESS_SUBJECTS),
  record_id: v.string(),
  device_at: v.string(),
  server_at: v.string(),
  device_id: v.nullable(v.string()),
  offline: v.boolean(),
});

export async function loadAccessHistory(query: AccessHistoryQuery): Promise<AccessHistoryRow[]> {
  let request = supabase
    .from('access_events')
    .select(
      'id, user_id, user_name, user_role, patient_id, action, subject, record_id, device_at, server_at, device_id, offline',
    )
    .order('device_at', { ascending: false })
    .limit(MOST);
  request =
    'patientId' in query
      ? request.eq('patient_id', query.patientId)
      : request.eq('user_id', query.userId).gte('device_at', query.from).lt('device_at', query.to);
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return v.parse(v.array(RowSchema), data);
}

/** How long the clinic keeps its access history, in years; null when the server cannot say (offline). */
export async function loadAccessHistoryYears(): Promise<number | null> {
  try {
    const { data, error } = await supabase.rpc('access_history_keep_years');
    if (error) return null;
    const parsed = v.safeParse(v.pipe(v.number(), v.integer(), v.minValue(1)), data);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export async function saveAccessHistoryYears(years: number): Promise<void> {
  const { error } = await supabase.rpc('set_access_history_keep_years', { p_years: years });
  if (error) throw new Error(error.message);
}

export const ACCESS_HISTORY_PERIOD = { load: loadAccessHistoryYears, save: saveAccessHistoryYears };
