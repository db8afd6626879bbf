import { describe, expect, it } from 'vitest';
import {
  type AppointmentFormState,
  EMPTY_FORM_INPUT,
  editForm,
  type FormCatalog,
  formStateOf,
  formView,
  newFormState,
  priceListDuration,
} from './appointment-form-state.ts';

const catalog: FormCatalog = {
  doctors: [
    { id: 'card-doc', specialization: 'cardiology' },
    { id: 'neuro-doc', specialization: 'neurology' },
    { id: 'any-doc', specialization: null },
  ],
  services: [
    { id: 'ekg', specialization_id: 'cardiology' },
    { id: 'echo', specialization_id: 'cardiology' },
    { id: 'eeg', specialization_id: 'neurology' },
  ],
  priceList: [
    { doctor_id: 'card-doc', service_id: 'ekg', duration_minutes: 15 },
    { doctor_id: 'card-doc', service_id: 'echo', duration_minutes: 45 },
  ],
};

const apply = (state: AppointmentFormState, ...edits: Parameters<typeof editForm>[1][]) =>
  edits.reduce((current, edit) => editForm(current, edit, catalog), state);

describe('newFormState', () => {
  it('starts empty with the default 30 minutes', () => {
    expect(newFormState()).toEqual({ input: EMPTY_FORM_INPUT, followPriceList: false });
    expect(EMPTY_FORM_INPUT.duration).toBe('30');
  });

  it('takes the clicked slot, the selected doctor and a patient, trimmed, malformed ones as given', () => {
    const state = newFormState({ day: '2027-01-12', time: ' 09:15 ', doctorId: 'card-doc', patientId: 'p1' });
    expect(state.input).toMatchObject({
      date: '2027-01-12',
      time: '09:15',
      doctor_id: 'card-doc',
      patient_id: 'p1',
    });
    expect(newFormState({ day: '12.01.2027', time: '9:15' }).input).toMatchObject({
      date: '12.01.2027',
      time: '9:15',
    });
  });
});

describe('formStateOf', () => {
  it('shows a stored appointment in Bucharest wall time with its own duration', () => {
    const state = formStateOf({
      doctor_id: 'card-doc',
      service_id: 'echo',
      duration_minutes: 60,
      patient_id: 'p1',
      appointment_date: '2027-07-01T06:30:00.000Z',
    });
    expect(state.input).toEqual({
      specialization_id: '',
      doctor_id: 'card-doc',
      service_id: 'echo',
      duration: '60',
      patient_id: 'p1',
      date: '2027-07-01',
      time: '09:30',
    });
    expect(state.followPriceList).toBe(false);
    // The stored duration stays: the price list speaks only after a new choice.
    expect(formView(state, catalog).duration).toBe('60');
  });

  it('leaves date and time empty for an unreadable instant, and a missing service empty', () => {
    const state = formStateOf({
      doctor_id: 'd',
      service_id: null,
      duration_minutes: 30,
      patient_id: 'p',
      appointment_date: 'not a date',
    });
    expect(state.input).toMatchObject({ service_id: '', date: '', time: '' });
  });
});

describe('formView', () => {
  it("derives the specialization from the service, else from the doctor's", () => {
    const fromService = newFormState();
    fromService.input.service_id = 'eeg';
    fromService.input.doctor_id = 'card-doc';
    expect(formView(fromService, catalog).specialization_id).toBe('neurology');
    expect(formView(newFormState({ doctorId: 'card-doc' }), catalog).specialization_id).toBe('cardiology');
    expect(formView(newFormState({ doctorId: 'unknown' }), catalog).specialization_id).toBe('');
  });

  it('keeps a chosen specialization', () => {
    const state = apply(newFormState({ doctorId: 'any-doc' }), {
      field: 'specialization_id',
      value: 'neurology',
    });
    expect(formView(state, catalog).specialization_id).toBe('neurology');
  });
});

describe('editForm', () => {
  it("sets the duration from the doctor's price list when a service is chosen", () => {
    const state = apply(newFormState({ doctorId: 'card-doc' }), { field: 'service_id', value: 'echo' });
    expect(formView(state, catalog).duration).toBe('45');
    expect(formView(apply(state, { field: 'service_id', value: 'ekg' }), catalog).duration).toBe('15');
  });

  it('sets it when the doctor is chosen after the service, and once their price list arrives', () => {
    const state = apply(
      newFormState(),
      { field: 'service_id', value: 'echo' },
      { field: 'doctor_id', value: 'card-doc' },
    );
    expect(formView(state, { ...catalog, priceList: [] }).duration).toBe('30');
    expect(formView(state, catalog).duration).toBe('45');
  });

  it('keeps the duration when the doctor has no price for the service', () => {
    const state = apply(newFormState({ doctorId: 'neuro-doc' }), { field: 'service_id', value: 'eeg' });
    expect(formView(state, catalog).duration).toBe('30');
  });

  it('lets a duration picked by hand stand until the service or doctor changes again', () => {
    let state = apply(
      newFormState({ doctorId: 'card-doc' }),
      { field: 'service_id', value: 'echo' },
      { field: 'duration', value: '90' },
    );
    expect(formView(state, catalog).duration).toBe('90');
    state = apply(state, { field: 'patient_id', value: 'p1' }, { field: 'date', value: '2027-01-12' });
    expect(formView(state, catalog).duration).toBe('90');
    state = apply(state, { field: 'service_id', value: 'ekg' });
    expect(formView(state, catalog).duration).toBe('15');
  });

  it('drops a doctor and a service of another specialization when the specialization changes', () => {
    const state = apply(
      newFormState({ doctorId: 'card-doc' }),
      { field: 'service_id', value: 'echo' },
      { field: 'specialization_id', value: 'neurology' },
    );
    expect(state.input).toMatchObject({ specialization_id: 'neurology', doctor_id: '', service_id: '' });
    // The duration the service had set stays as the user last saw it.
    expect(formView(state, catalog).duration).toBe('45');
    expect(state.followPriceList).toBe(false);
  });

  it('keeps a doctor without a specialization, and a service of the new specialization', () => {
    const state = apply(
      newFormState({ doctorId: 'any-doc' }),
      { field: 'service_id', value: 'eeg' },
      { field: 'specialization_id', value: 'neurology' },
    );
    expect(state.input).toMatchObject({ doctor_id: 'any-doc', service_id: 'eeg' });
  });

  it('keeps the time when the date changes', () => {
    const state = apply(newFormState({ day: '2027-01-12', time: '08:00' }), {
      field: 'date',
      value: '2027-01-16',
    });
    expect(state.input).toMatchObject({ date: '2027-01-16', time: '08:00' });
  });
});

describe('priceListDuration', () => {
  it('finds the pair, or nothing without a doctor or service', () => {
    expect(priceListDuration(catalog.priceList, 'card-doc', 'ekg')).toBe(15);
    expect(priceListDuration(catalog.priceList, 'card-doc', 'eeg')).toBeUndefined();
    expect(priceListDuration(catalog.priceList, '', 'ekg')).toBeUndefined();
  });
});
