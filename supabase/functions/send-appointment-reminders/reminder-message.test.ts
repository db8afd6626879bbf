import { describe, expect, it } from 'vitest';
import { type ClaimedReminder, reminderEmail, reminderSkipReason, reminderSms } from './reminder-message.ts';

const reminder: ClaimedReminder = {
  reminder_id: 1,
  channel: 'email',
  appointment_id: 'a1',
  // 10:00 in Bucharest, summer time.
  appointment_date: '2027-06-16T07:00:00Z',
  duration_minutes: 30,
  patient: { name: 'Maria Ionescu', email: 'maria@example.test', phone: '0711 000 000' },
  doctor: { name: 'Andrei Mureșan' },
  service: { name: 'Consultație <cardiologică>' },
  clinic: {
    name: 'Clinica Aurora',
    city: 'Cluj-Napoca',
    address: 'Str. Florilor 1',
    phone: '0264 000 000',
    email: null,
  },
};

describe('the reminder of the day before', () => {
  it('says when, where and with whom in Romanian, with an English line, on the clinic’s clock', () => {
    const email = reminderEmail(reminder);
    expect(email.subject).toBe(
      'Reamintire: programare mâine la 10:00 · Reminder: appointment tomorrow at 10:00',
    );
    expect(email.text).toContain(
      'Vă reamintim programarea de mâine, miercuri, 16 iunie, la ora 10:00, la Clinica Aurora',
    );
    expect(email.text).toContain('A reminder of your appointment tomorrow, Wednesday 16 June, at 10:00');
    expect(email.text).toContain('0264 000 000');
    expect(email.html).toContain('Consultație &lt;cardiologică&gt;');
  });

  it('fits an SMS without diacritics', () => {
    const text = reminderSms({ ...reminder, channel: 'sms' });
    expect(text).toBe(
      'Clinica Aurora: va asteptam maine, miercuri, 16 iunie, la 10:00. Anulari: 0264 000 000. / Reminder: appointment tomorrow at 10:00.',
    );
  });

  it('is skipped, with why, where there is nothing to send it to', () => {
    expect(reminderSkipReason(reminder)).toBeNull();
    expect(reminderSkipReason({ ...reminder, patient: { name: null, email: ' ', phone: null } })).toBe(
      'the patient has no email address',
    );
    expect(
      reminderSkipReason({ ...reminder, channel: 'sms', patient: { name: null, email: null, phone: null } }),
    ).toBe('the patient has no phone number');
  });
});
