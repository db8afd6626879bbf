import { describe, expect, it } from 'vitest';
import { newPatientDefaults } from '#sync/api/new-patient-defaults.ts';
import { HISTORY_GENERAL_FIELDS } from '#sync/validation/patient-rules.ts';
import {
  checkGeneralInfo,
  type GeneralInfo,
  generalInfoBmi,
  generalInfoPatch,
  generalInfoProblems,
  generalInfoValues,
} from './general-info-values.ts';

/** A new patient's general information: all of it blank. */
const EMPTY = Object.fromEntries(
  HISTORY_GENERAL_FIELDS.map((field) => [field, newPatientDefaults('2026-01-01')[field]]),
) as GeneralInfo;

describe('the general information form', () => {
  it('reads height and weight with a comma or a point, and computes the BMI', () => {
    const values = {
      ...generalInfoValues(EMPTY),
      height: '180',
      weight: '81,0',
      smoker_status: 'current',
      smoker_since: '2001',
    };
    expect(generalInfoProblems(values, 2026)).toEqual({});
    expect(generalInfoPatch(values)).toMatchObject({
      height: 180,
      weight: 81,
      imc: 25,
      smoker_status: 'current',
      smoker_since: 2001,
    });
  });

  it('refuses numbers out of range, words, and a year in the future', () => {
    const values = {
      ...generalInfoValues(EMPTY),
      height: '3000',
      weight: 'greu',
      smoker_status: 'current',
      smoker_since: '2030',
    };
    expect(generalInfoProblems(values, 2026)).toEqual({
      height: 'validation.out_of_range',
      weight: 'validation.out_of_range',
      smoker_since: 'validation.year_in_future',
    });
  });

  it('keeps no smoking year for a non-smoker and clears what was emptied', () => {
    const values = {
      ...generalInfoValues({ ...EMPTY, height: 170 }),
      height: '',
      smoker_status: 'never',
      smoker_since: '1999',
    };
    expect(generalInfoPatch(values)).toEqual({ ...EMPTY, smoker_status: 'never' });
  });

  it('keeps the smoking year only for a current smoker, the one status that shows it (spec part 2 §9)', () => {
    const former = { ...generalInfoValues(EMPTY), smoker_status: 'former', smoker_since: '2030' };
    // A year left from 'current' is neither checked nor kept once the status changes.
    expect(generalInfoProblems(former, 2026)).toEqual({});
    expect(generalInfoPatch(former)).toMatchObject({ smoker_status: 'former', smoker_since: null });
  });

  it('shows the BMI of what is typed only once both numbers are valid', () => {
    expect(generalInfoBmi({ height: '180', weight: '81,0' })).toBe(25);
    expect(generalInfoBmi({ height: '180', weight: 'greu' })).toBeNull();
    expect(generalInfoBmi({ height: '3000', weight: '81' })).toBeNull();
    expect(generalInfoBmi({ height: '', weight: '81' })).toBeNull();
  });

  it('answers the patch to save, or the problems that hold it back', () => {
    const good = { ...generalInfoValues(EMPTY), height: '180', weight: '81,0' };
    expect(checkGeneralInfo(good, 2026)).toEqual({ ok: true, values: generalInfoPatch(good) });
    expect(checkGeneralInfo({ ...good, weight: 'greu' }, 2026)).toEqual({
      ok: false,
      errors: { weight: 'validation.out_of_range' },
    });
  });
});
