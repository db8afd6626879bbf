/**
 * What the time field shows for a slot list (spec part 1 §2): each slot with its state (free, or
 * marked '(ocupat)' / '(închis)' and not selectable), why nothing can be chosen ('Selectează un
 * medic…', 'Închis', 'Nu sunt sloturi disponibile'), and whether the chosen time is unavailable
 * ('Slot indisponibil').
 */
import type { SlotList, SlotState, SlotsEmptyReason } from '../rules/slots.ts';

export interface SlotChoice {
  /** HH:mm, also the field's value. */
  time: string;
  state: SlotState;
  selectable: boolean;
}

export interface SlotPickerModel {
  choices: SlotChoice[];
  /** Why no slot can be chosen, or null. */
  notice: SlotsEmptyReason | null;
  /** True while there is nothing to open: no doctor, no date, or no slot listed at all. */
  disabled: boolean;
  /** The chosen time is listed as booked or closed. */
  chosenUnavailable: boolean;
}

/**
 * The field while the doctor's day is still being read (the field then says it is loading):
 * nothing offered, so nothing taken is.
 */
export const UNREAD_SLOTS: SlotPickerModel = {
  choices: [],
  notice: null,
  disabled: true,
  chosenUnavailable: false,
};

export function slotPickerModel(list: SlotList, chosen: string): SlotPickerModel {
  const choices = list.slots.map((slot) => ({
    time: slot.time,
    state: slot.state,
    selectable: slot.state === 'free',
  }));
  const chosenSlot = chosen ? choices.find((choice) => choice.time === chosen) : undefined;
  return {
    choices,
    notice: list.empty,
    disabled: list.empty === 'no_doctor' || list.empty === 'no_date' || choices.length === 0,
    chosenUnavailable: chosenSlot !== undefined && !chosenSlot.selectable,
  };
}
