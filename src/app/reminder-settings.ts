/**
 * The clinic details' reminder cards (src/features/clinics/details/reminder-time.tsx and
 * reminder-channels.tsx) through reminder_settings and set_reminder_settings (its administrators;
 * the server checks): the hour as minutes after midnight, the SMS choice as 0 (email only) or 1
 * (email and SMS). Each save keeps the other setting as the server has it.
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

async function store(settings: ReminderSettings): Promise<void> {
  const { error } = await supabase.rpc('set_reminder_settings', {
    p_send_at: settings.send_at,
    p_sms_enabled: settings.sms_enabled,
  });
  if (error) throw new Error(error.message);
}

/** Not read: the save cannot keep the other setting, so it does not go out. */
function unread(): never {
  throw new Error('the reminder settings could not be read');
}

export const REMINDER_TIME = {
  async load(): Promise<number | null> {
    const settings = await current();
    return settings ? (timeToMinutes(settings.send_at) ?? null) : null;
  },
  async save(minutes: number): Promise<void> {
    const settings = (await current()) ?? unread();
    await store({ ...settings, send_at: minutesToTime(minutes) });
  },
};

export const REMINDER_SMS = {
  async load(): Promise<number | null> {
    const settings = await current();
    return settings ? Number(settings.sms_enabled) : null;
  },
  async save(choice: number): Promise<void> {
    const settings = (await current()) ?? unread();
    await store({ ...settings, sms_enabled: choice === 1 });
  },
};
