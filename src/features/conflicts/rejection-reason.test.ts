import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '#sync/validation/message-keys.ts';
import { rejectionReason } from './rejection-reason.ts';

describe('rejectionReason', () => {
  const refused = (code: string, constraint: string | null, message = 'refused') =>
    ({ code, constraint, message }) as const;

  it('maps a named check to the validation key of its rule and its column', () => {
    expect(rejectionReason('patients', refused('23514', 'patients_phone_format'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.phoneInvalid,
      field: 'phone',
    });
    expect(rejectionReason('patients', refused('23514', 'patients_first_name_required'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.required,
      field: 'first_name',
    });
    expect(rejectionReason('appointments', refused('23514', 'appointments_duration_step'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.durationInvalid,
      field: 'duration_minutes',
    });
    expect(
      rejectionReason('doctor_services', refused('23514', 'doctor_services_price_non_negative')),
    ).toEqual({ type: 'validation', key: MESSAGE_KEYS.priceInvalid, field: 'price' });
    expect(rejectionReason('partners', refused('23514', 'partners_rating_range'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.ratingInvalid,
      field: 'rating',
    });
    expect(rejectionReason('tasks', refused('23514', 'tasks_status_valid'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.optionInvalid,
      field: 'status',
    });
    expect(rejectionReason('clinics', refused('23514', 'clinics_schedule_valid'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.scheduleInvalid,
      field: 'schedule',
    });
    expect(rejectionReason('patients', refused('23514', 'patients_allergies_list'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.listInvalid,
      field: 'allergies',
    });
  });

  it('maps the other rules and SQLSTATEs to a refusal code', () => {
    expect(rejectionReason('appointments', refused('23P01', 'appointments_no_double_booking'))).toEqual({
      type: 'refusal',
      code: 'slot_taken',
    });
    expect(rejectionReason('appointments', refused('23503', 'appointments_patient_id_same_clinic'))).toEqual({
      type: 'refusal',
      code: 'other_clinic',
    });
    expect(
      rejectionReason('doctor_services', refused('23505', 'doctor_services_doctor_service_unique')),
    ).toEqual({ type: 'refusal', code: 'duplicate' });
    expect(rejectionReason('tasks', refused('23503', 'tasks_assigned_to_fkey'))).toEqual({
      type: 'refusal',
      code: 'missing_parent',
    });
    expect(rejectionReason('tasks', refused('42501', null))).toEqual({
      type: 'refusal',
      code: 'not_permitted',
    });
    expect(rejectionReason('tasks', refused('P0001', null))).toEqual({ type: 'refusal', code: 'refused' });
    expect(rejectionReason('tasks', undefined)).toEqual({ type: 'refusal', code: 'refused' });
  });

  it('reads the column of a not-null refusal from the message, and calls bad values invalid', () => {
    const notNull = refused(
      '23502',
      null,
      'null value in column "title" of relation "tasks" violates not-null',
    );
    expect(rejectionReason('tasks', notNull)).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.required,
      field: 'title',
    });
    expect(rejectionReason('tasks', refused('22P02', null))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.invalid,
      field: null,
    });
    expect(rejectionReason('tasks', refused('23514', 'tasks_something_new'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.invalid,
      field: null,
    });
  });
});
