import { describe, expect, it } from 'vitest';
import { composeEmail, type OutboxEmail, skipReason } from './appointment-email.ts';

const email: OutboxEmail = {
  outbox_id: 7,
  kind: 'created',
  appointment_id: '00000000-0000-4000-8000-000000000001',
  // 08:30 UTC in July is 11:30 in Bucharest (summer time, UTC+3).
  appointment_date: '2027-07-05T08:30:00+00:00',
  duration_minutes: 45,
  status: 'scheduled',
  patient: { name: 'Ana Pop', email: 'ana@example.test', email_notifications: true },
  doctor: { name: 'Dr. Ion Ionescu' },
  service: { name: 'Consultație' },
  clinic: { name: 'Clinica Aurora', city: 'Cluj-Napoca', address: 'Str. Lungă 1', phone: '0264 000 000' },
};

describe('appointment email', () => {
  it('confirms a booking in Romanian with an English line, in Bucharest time', () => {
    const message = composeEmail(email);
    expect(message.subject).toBe('Programare confirmată - Clinica Aurora');
    expect(message.text).toContain('luni, 5 iulie 2027');
    expect(message.text).toContain('Ora: 11:30');
    expect(message.text).toContain('Dr. Ion Ionescu');
    expect(message.text).toContain('Consultație');
    expect(message.text).toContain('Str. Lungă 1, Cluj-Napoca');
    expect(message.text).toMatch(
      /English: your appointment at Clinica Aurora on Monday,? 5 July 2027 at 11:30/,
    );
    expect(message.html).toContain('11:30');
  });

  it('uses winter time in winter', () => {
    expect(composeEmail({ ...email, appointment_date: '2027-01-05T08:30:00Z' }).text).toContain('Ora: 10:30');
  });

  it('says updated or cancelled', () => {
    expect(composeEmail({ ...email, kind: 'updated' }).subject).toContain('Programare actualizată');
    const cancelled = composeEmail({ ...email, kind: 'updated', status: 'cancelled' });
    expect(cancelled.subject).toContain('Programare anulată');
    expect(cancelled.text).toContain('a fost anulată');
    expect(cancelled.text).toContain('has been cancelled');
  });

  it('escapes names in the HTML part', () => {
    const message = composeEmail({ ...email, patient: { ...email.patient!, name: '<b>Ana</b>' } });
    expect(message.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Ana</b>');
  });

  it('survives missing joins', () => {
    const message = composeEmail({ ...email, doctor: null, service: null, clinic: null });
    expect(message.subject).toContain('Programare confirmată');
  });

  it('skips patients without an address, with notifications off, or a conflict', () => {
    expect(skipReason(email)).toBeUndefined();
    expect(skipReason({ ...email, patient: { ...email.patient!, email: null } })).toBeDefined();
    expect(skipReason({ ...email, patient: { ...email.patient!, email: '  ' } })).toBeDefined();
    expect(
      skipReason({ ...email, patient: { ...email.patient!, email_notifications: false } }),
    ).toBeDefined();
    expect(
      skipReason({ ...email, patient: { ...email.patient!, email: 'a@b.c\r\nBcc: x@y.z' } }),
    ).toBeDefined();
    expect(skipReason({ ...email, status: 'conflict' })).toBeDefined();
  });
});
