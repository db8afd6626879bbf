/**
 * The server's word on the clinic's appointment emails (email_delivery_health, migration
 * 20261204000200): emails waiting longer than delivery takes, and emails that failed for good
 * this week. Online only: the outbox never comes to the device.
 */
import * as v from 'valibot';
import type { EmailDeliveryHealth } from '#features/clinics/details/email-delivery-notice.tsx';
import { supabase } from './supabase-client.ts';

const HealthSchema = v.object({
  waiting: v.pipe(v.number(), v.integer(), v.minValue(0)),
  oldest_waiting_since: v.nullable(v.string()),
  failed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  last_error: v.nullable(v.string()),
  automatic: v.boolean(),
});

/** The health, or null when the server cannot say (offline, an older server, no right). */
export async function loadEmailDeliveryHealth(): Promise<EmailDeliveryHealth | null> {
  try {
    const { data, error } = await supabase.rpc('email_delivery_health');
    if (error) return null;
    const parsed = v.safeParse(HealthSchema, data);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
