import { describe, expect, it } from 'vitest';
import { calendarDoctorId } from './calendar-doctor.ts';

const doctors = [{ id: 'ana' }, { id: 'ion' }, { id: 'vlad' }];

describe('calendarDoctorId', () => {
  it('takes the doctor in the URL when the clinic has them', () => {
    expect(calendarDoctorId(doctors, 'vlad', { id: 'ion', role: 'doctor' })).toBe('vlad');
  });

  it("preselects a doctor user's own calendar", () => {
    expect(calendarDoctorId(doctors, undefined, { id: 'ion', role: 'doctor' })).toBe('ion');
    expect(calendarDoctorId(doctors, 'someone-else', { id: 'ion', role: 'doctor' })).toBe('ion');
  });

  it('falls back to the first doctor for other roles or an unknown doctor', () => {
    expect(calendarDoctorId(doctors, undefined, { id: 'desk', role: 'staff' })).toBe('ana');
    expect(calendarDoctorId(doctors, 'gone', null)).toBe('ana');
    expect(calendarDoctorId(doctors, undefined, { id: 'not-listed', role: 'doctor' })).toBe('ana');
  });

  it('answers null when the clinic has no doctors', () => {
    expect(calendarDoctorId([], 'ana', { id: 'ana', role: 'doctor' })).toBeNull();
  });
});
