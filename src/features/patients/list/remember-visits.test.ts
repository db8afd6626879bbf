import { describe, expect, it } from 'vitest';
import { NO_VISITS, type PatientVisitSummary } from '#sync/api/patient-visit-summary.ts';
import { rememberVisits } from './remember-visits.ts';

const summary = (day: string): PatientVisitSummary => ({
  last: { id: `a-${day}`, doctor_id: 'd1', appointment_date: `${day}T09:00:00.000Z`, status: 'scheduled' },
  doctorIds: ['d1'],
});

describe('rememberVisits', () => {
  it('takes in the read, a patient absent from it having no appointments', () => {
    const known = rememberVisits(new Map(), ['p1', 'p2'], new Map([['p1', summary('2026-11-20')]]), 10);
    expect(known.get('p1')).toEqual(summary('2026-11-20'));
    expect(known.get('p2')).toBe(NO_VISITS);
  });

  it('replaces what an earlier read said, and leaves the patients it did not read', () => {
    const first = rememberVisits(new Map(), ['p1', 'p2'], new Map([['p1', summary('2026-11-20')]]), 10);
    const second = rememberVisits(first, ['p2'], new Map([['p2', summary('2026-11-26')]]), 10);
    expect(second.get('p2')).toEqual(summary('2026-11-26'));
    expect(second.get('p1')).toEqual(summary('2026-11-20'));
    expect(first.get('p2')).toBe(NO_VISITS);
  });

  it('lets the longest unread go first once over the limit', () => {
    const first = rememberVisits(new Map(), ['p1', 'p2', 'p3'], new Map(), 3);
    const again = rememberVisits(first, ['p1'], new Map(), 3);
    const more = rememberVisits(again, ['p4'], new Map(), 3);
    expect([...more.keys()]).toEqual(['p3', 'p1', 'p4']);
  });
});
