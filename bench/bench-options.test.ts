import { describe, expect, it } from 'vitest';
import { LARGE_CLINIC_SIZE } from '#supabase/seed/large-clinic.ts';
import { benchClinicSize, FULL, parseBenchArgs, QUICK, SMOKE } from './bench-options.ts';

describe('parseBenchArgs', () => {
  it('runs the full bench by default', () => {
    expect(parseBenchArgs([])).toEqual(FULL);
  });

  it('takes a tenth of the data in quick mode, in any argument order', () => {
    expect(parseBenchArgs(['--skip-build', '--quick'])).toEqual({ ...QUICK, skipBuild: true });
    expect(QUICK.scale).toBe(0.1);
    expect(QUICK.pushEdits).toBe(FULL.pushEdits / 10);
  });

  it('stores on disk unless asked for the in-memory store of the earlier runs', () => {
    expect(FULL.inMemory).toBe(false);
    expect(parseBenchArgs(['--in-memory'])).toEqual({ ...FULL, inMemory: true });
    expect(parseBenchArgs(['--quick', '--in-memory'])).toEqual({ ...QUICK, inMemory: true });
  });

  it('runs every scenario once on a hundredth of the clinic in the smoke', () => {
    expect(parseBenchArgs(['--smoke'])).toEqual(SMOKE);
    expect(SMOKE.syncRuns).toBe(2);
    expect(Object.values(SMOKE).filter((value) => value === 0)).toEqual([0]);
    expect(benchClinicSize(SMOKE)).toMatchObject({
      patients: LARGE_CLINIC_SIZE.patients / 100,
      tasks: LARGE_CLINIC_SIZE.tasks / 100,
      partners: LARGE_CLINIC_SIZE.partners / 100,
    });
  });

  it('refuses an unknown argument with the usage', () => {
    const parsed = parseBenchArgs(['--fast']);
    expect(parsed).toHaveProperty('error');
    expect('error' in parsed && parsed.error).toMatch(/Unknown argument: --fast[\s\S]*--quick/);
  });

  it('keeps the whole lists of the board and the partners in the quick run', () => {
    expect(benchClinicSize(FULL)).toEqual(LARGE_CLINIC_SIZE);
    expect(benchClinicSize(QUICK)).toMatchObject({
      patients: LARGE_CLINIC_SIZE.patients / 10,
      appointments: LARGE_CLINIC_SIZE.appointments / 10,
      tasks: LARGE_CLINIC_SIZE.tasks,
      partners: LARGE_CLINIC_SIZE.partners,
    });
  });
});
