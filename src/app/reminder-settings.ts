/**
 * The clinic details' reminder time card (src/features/clinics/details/reminder-time.tsx)
 * through reminder_settings and set_reminder_settings (its administrators; the server checks),
 * as minutes after midnight. A save keeps the clinic's SMS choice as the server has it.
 */
import { minutesToTime, timeToMinutes } from '#core/calendar-days.ts';
import { supabase } from './supabase-client.ts';

interface ReminderSettings {
  send_at: string;
  sms_enabled: boolean;
}

async function current(): Promise<ReminderSettings | null> {
  try {
    const { data, error } = await supabase.rpc('reminder_settings');
    const settings = data as Partial<ReminderSettings> | null;
    if (error || typeof settings?.send_at !== 'string') return null;
    return { send_at: settings.send_at, sms_enabled: settings.sms_enabled === true };
  } catch {
    return null;
  }
}

export const REMINDER_TIME = {
  async load(): Promise<number | null> {
    const settings = await current();
    return settings ? (timeToMinutes(settings.send_at) ?? null) : null;
  },
  async save(minutes: number): Promise<void> {
    const settings = await current();
    const { error } = await supabase.rpc('set_reminder_settings', {
      p_send_at: minutesToTime(minutes),
      p_sms_enabled: settings?.sms_enabled ?? false,
    });
    if (error) throw new Error(error.message);
  },
};
