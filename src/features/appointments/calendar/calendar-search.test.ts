import { describe, expect, it } from 'vitest';
import { parseCalendarSearch } from './calendar-search.ts';

const DOCTOR = '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b';

describe('parseCalendarSearch', () => {
  it('keeps a real day and a doctor id', () => {
    expect(parseCalendarSearch({ week: '2027-03-10', doctor: DOCTOR })).toEqual({
      week: '2027-03-10',
      doctor: DOCTOR,
      appointmentDraft: undefined,
      newPatientId: undefined,
    });
  });

  it('drops what is not a day or an id, keeping the rest', () => {
    expect(parseCalendarSearch({ week: '2027-02-30', doctor: DOCTOR })).toMatchObject({
      week: undefined,
      doctor: DOCTOR,
    });
    const none = { week: undefined, doctor: undefined, appointmentDraft: undefined, newPatientId: undefined };
    expect(
      parseCalendarSearch({ week: 2027, doctor: 'dr-who', appointmentDraft: 2, newPatientId: ['x'] }),
    ).toEqual(none);
    expect(parseCalendarSearch({})).toEqual(none);
  });

  it('keeps the markers of a return from the quick new patient', () => {
    expect(parseCalendarSearch({ appointmentDraft: 1, newPatientId: DOCTOR })).toMatchObject({
      appointmentDraft: 1,
      newPatientId: DOCTOR,
    });
  });
});
