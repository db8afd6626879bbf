import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_FIELDS,
  type AppointmentFieldValues,
  missingAppointmentFields,
} from './required-fields.ts';

const complete: AppointmentFieldValues = {
  specialization_id: 'cardiology',
  doctor_id: 'd1',
  service_id: 's1',
  duration_minutes: '30',
  patient_id: 'p1',
  date: '2027-01-12',
  time: '10:00',
};

describe('missingAppointmentFields', () => {
  it('is empty when every field is filled', () => {
    expect(missingAppointmentFields(complete)).toEqual([]);
    expect(missingAppointmentFields({ ...complete, duration_minutes: 45 })).toEqual([]);
  });

  it('lists every field of an empty popup, in popup order', () => {
    expect(missingAppointmentFields({})).toEqual([...APPOINTMENT_FIELDS]);
    expect(APPOINTMENT_FIELDS).toEqual([
      'specialization',
      'doctor',
      'service',
      'duration',
      'patient',
      'date',
      'time',
    ]);
  });

  it('counts null, empty and blank text as missing', () => {
    expect(missingAppointmentFields({ ...complete, doctor_id: null, patient_id: '', time: '   ' })).toEqual([
      'doctor',
      'patient',
      'time',
    ]);
  });

  it('counts a zero or unreadable duration as missing', () => {
    expect(missingAppointmentFields({ ...complete, duration_minutes: 0 })).toEqual(['duration']);
    expect(missingAppointmentFields({ ...complete, duration_minutes: Number.NaN })).toEqual(['duration']);
    expect(missingAppointmentFields({ ...complete, duration_minutes: '' })).toEqual(['duration']);
  });

  it('does not judge formats (the time rules do): a badly written date is present', () => {
    expect(missingAppointmentFields({ ...complete, date: '12.01.2027', time: '25:00' })).toEqual([]);
  });
});
