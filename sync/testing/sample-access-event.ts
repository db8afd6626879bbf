/** Access events for unit tests: each with an id of its own, the given fields over a doctor's open of a visit. */
import type { AccessEvent } from '../access-log/access-event.ts';

let ids = 0;

export function sampleAccessEvent(deviceAt: string, fields: Partial<AccessEvent> = {}): AccessEvent {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    clinic_id: 'c',
    user_id: 'u',
    patient_id: 'p',
    action: 'open',
    subject: 'visit',
    record_id: 'a',
    device_at: deviceAt,
    device_id: 'tablet',
    offline: true,
    ...fields,
  };
}
