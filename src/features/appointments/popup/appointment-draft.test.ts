import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_DRAFT_KEY,
  type AppointmentDraft,
  clearAppointmentDraft,
  draftReturnPath,
  newPatientPath,
  readAppointmentDraft,
  readDraftReturn,
  saveAppointmentDraft,
} from './appointment-draft.ts';

/** sessionStorage as far as the draft uses it. */
class FakeStorage {
  readonly items = new Map<string, string>();
  failWrites = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const CLINIC = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const APPOINTMENT = 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const PATIENT = 'c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const draft: AppointmentDraft = {
  clinicId: CLINIC,
  appointmentId: null,
  values: {
    specialization_id: 'cardiology',
    doctor_id: 'd',
    service_id: 's',
    duration: '45',
    patient_id: '',
    date: '2027-01-12',
    time: '09:00',
  },
  followPriceList: true,
};

describe('appointment draft', () => {
  it('is stored under cabinet.appointment-draft and read back', () => {
    const storage = new FakeStorage();
    expect(saveAppointmentDraft(draft, storage)).toBe(true);
    expect(storage.items.has(APPOINTMENT_DRAFT_KEY)).toBe(true);
    expect(readAppointmentDraft(CLINIC, storage)).toEqual(draft);
    expect(readAppointmentDraft(undefined, storage)).toEqual(draft);
    const edit = { ...draft, appointmentId: APPOINTMENT };
    saveAppointmentDraft(edit, storage);
    expect(readAppointmentDraft(CLINIC, storage)).toEqual(edit);
  });

  it('is cleared', () => {
    const storage = new FakeStorage();
    saveAppointmentDraft(draft, storage);
    clearAppointmentDraft(storage);
    expect(readAppointmentDraft(CLINIC, storage)).toBeNull();
  });

  it("never opens in another clinic's calendar", () => {
    const storage = new FakeStorage();
    saveAppointmentDraft(draft, storage);
    expect(readAppointmentDraft('f1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', storage)).toBeNull();
  });

  it('reads nothing from missing, broken or foreign content, and never throws', () => {
    const storage = new FakeStorage();
    expect(readAppointmentDraft(CLINIC, storage)).toBeNull();
    for (const stored of [
      '{',
      'null',
      '42',
      JSON.stringify({ ...draft, values: { ...draft.values, time: 9 } }),
    ]) {
      storage.items.set(APPOINTMENT_DRAFT_KEY, stored);
      expect(readAppointmentDraft(CLINIC, storage)).toBeNull();
    }
    storage.items.set(APPOINTMENT_DRAFT_KEY, JSON.stringify({ ...draft, appointmentId: 'x' }));
    expect(readAppointmentDraft(CLINIC, storage)).toBeNull();
    storage.items.set(
      APPOINTMENT_DRAFT_KEY,
      JSON.stringify({ ...draft, values: { ...draft.values, date: 'x'.repeat(500) } }),
    );
    expect(readAppointmentDraft(CLINIC, storage)).toBeNull();
    expect(readAppointmentDraft(CLINIC, undefined)).toBeNull();
  });

  it('says so when the browser refuses to store it', () => {
    const storage = new FakeStorage();
    storage.failWrites = true;
    expect(saveAppointmentDraft(draft, storage)).toBe(false);
    expect(saveAppointmentDraft(draft, undefined)).toBe(false);
  });
});

describe('the way to the patient form and back', () => {
  it('returns to the calendar with its own parameters, marked to reopen the draft', () => {
    expect(draftReturnPath('/appointments', '')).toBe('/appointments?appointmentDraft=1');
    expect(draftReturnPath('/appointments', '?week=2027-01-11&doctor=abc')).toBe(
      '/appointments?week=2027-01-11&doctor=abc&appointmentDraft=1',
    );
    // An old return is not doubled.
    expect(draftReturnPath('/appointments', `?appointmentDraft=1&newPatientId=${PATIENT}`)).toBe(
      '/appointments?appointmentDraft=1',
    );
  });

  it('opens the patient form with the return address encoded', () => {
    expect(newPatientPath('/appointments?week=2027-01-11&appointmentDraft=1')).toBe(
      '/patients/new?returnTo=%2Fappointments%3Fweek%3D2027-01-11%26appointmentDraft%3D1',
    );
  });

  it('reads the return from a search string or the router search object', () => {
    expect(readDraftReturn(`?appointmentDraft=1&newPatientId=${PATIENT}`)).toEqual({
      reopen: true,
      newPatientId: PATIENT,
    });
    expect(readDraftReturn('?appointmentDraft=1')).toEqual({ reopen: true, newPatientId: null });
    expect(readDraftReturn({ appointmentDraft: 1, newPatientId: PATIENT })).toEqual({
      reopen: true,
      newPatientId: PATIENT,
    });
    expect(readDraftReturn('?week=2027-01-11')).toEqual({ reopen: false, newPatientId: null });
    expect(readDraftReturn({ newPatientId: '<script>' })).toEqual({ reopen: false, newPatientId: null });
  });
});
