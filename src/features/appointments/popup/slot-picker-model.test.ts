import { describe, expect, it } from 'vitest';
import type { SlotList } from '../rules/slots.ts';
import { slotPickerModel } from './slot-picker-model.ts';

const slot = (time: string, state: 'free' | 'booked' | 'closed') => ({ time, start: `x${time}`, state });

describe('slotPickerModel', () => {
  it('makes free slots selectable and booked or closed ones not', () => {
    const list: SlotList = {
      slots: [slot('08:00', 'closed'), slot('09:00', 'free'), slot('09:15', 'booked')],
      empty: null,
    };
    const model = slotPickerModel(list, '09:00');
    expect(model.choices.map((choice) => [choice.time, choice.selectable])).toEqual([
      ['08:00', false],
      ['09:00', true],
      ['09:15', false],
    ]);
    expect(model).toMatchObject({ notice: null, disabled: false, chosenUnavailable: false });
  });

  it('says a chosen booked or closed time is unavailable', () => {
    const list: SlotList = { slots: [slot('09:00', 'free'), slot('09:15', 'booked')], empty: null };
    expect(slotPickerModel(list, '09:15').chosenUnavailable).toBe(true);
    expect(slotPickerModel({ slots: [slot('10:00', 'closed')], empty: 'closed' }, '10:00')).toMatchObject({
      chosenUnavailable: true,
      notice: 'closed',
      disabled: false,
    });
  });

  it('is disabled without a doctor, without a date, or with nothing listed', () => {
    expect(slotPickerModel({ slots: [], empty: 'no_doctor' }, '')).toMatchObject({
      disabled: true,
      notice: 'no_doctor',
    });
    expect(slotPickerModel({ slots: [], empty: 'no_date' }, '09:00').disabled).toBe(true);
    expect(slotPickerModel({ slots: [], empty: 'closed' }, '').disabled).toBe(true);
  });

  it('keeps the list open when every slot is booked, with the notice', () => {
    const model = slotPickerModel({ slots: [slot('09:00', 'booked')], empty: 'no_slots' }, '');
    expect(model).toMatchObject({ disabled: false, notice: 'no_slots', chosenUnavailable: false });
  });
});
