import { describe, expect, it } from 'vitest';
import { formatNumericDateTime } from '#lib/date-locale.ts';
import { displayValue } from './display-value.ts';
import { appointment, DOCTOR, EXTRA, SERVICE } from './testing/conflict-test-records.ts';

describe('formatDateTime', () => {
  it("shows day, month, year, hours and minutes on the clinic's clock, whatever the device's zone", () => {
    expect(formatNumericDateTime('2027-03-12T08:05:00.000Z')).toBe('12.03.2027 10:05');
    expect(formatNumericDateTime('2027-07-12T08:05:00.000Z')).toBe('12.07.2027 11:05');
    expect(formatNumericDateTime('2027-03-12T22:30:00.000Z')).toBe('13.03.2027 00:30');
  });

  it('shows - for a missing or invalid instant', () => {
    expect(formatNumericDateTime(null)).toBe('-');
    expect(formatNumericDateTime('not a date')).toBe('-');
  });
});

describe('displayValue', () => {
  it('words booleans, options, files and structured values by id, never showing raw data', () => {
    expect(displayValue('patients', 'newsletter', true)).toEqual({ type: 'yes_no', value: true });
    expect(displayValue('appointments', 'status', 'cancelled')).toEqual({
      type: 'option',
      collection: 'appointments',
      field: 'status',
      value: 'cancelled',
    });
    expect(displayValue('patients', 'avatar', 'clinic/patients/a.png')).toEqual({ type: 'file' });
    expect(displayValue('clinics', 'schedule', { monday: { open: true } })).toEqual({ type: 'composite' });
  });

  it('keeps links to patients, doctors and services as references, other ids as "another record"', () => {
    expect(displayValue('appointments', 'doctor_id', DOCTOR)).toEqual({
      type: 'references',
      collection: 'users',
      ids: [DOCTOR],
    });
    expect(displayValue('appointments', 'additional_services', [SERVICE, EXTRA])).toEqual({
      type: 'references',
      collection: 'services',
      ids: [SERVICE, EXTRA],
    });
    expect(displayValue('medical_records', 'appointment_id', appointment.id)).toEqual({
      type: 'linked_record',
    });
  });

  it('formats dates and instants, joins text lists and treats blanks as empty', () => {
    expect(displayValue('patients', 'birthday', '1980-05-07')).toEqual({ type: 'text', text: '07.05.1980' });
    expect(displayValue('appointments', 'appointment_date', '2027-03-12T08:00:00.000Z')).toEqual({
      type: 'text',
      text: '12.03.2027 10:00',
    });
    expect(displayValue('patients', 'allergies', ['polen', 'praf'])).toEqual({
      type: 'text',
      text: 'polen, praf',
    });
    expect(displayValue('appointments', 'notes', '')).toEqual({ type: 'empty' });
    expect(displayValue('appointments', 'notes', null)).toEqual({ type: 'empty' });
    expect(displayValue('appointments', 'additional_services', [])).toEqual({ type: 'empty' });
    expect(displayValue('appointments', 'duration_minutes', 45)).toEqual({ type: 'text', text: '45' });
  });
});
