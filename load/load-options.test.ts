import { describe, expect, it } from 'vitest';
import { FULL_LOAD, parseLoadArgs, QUICK_LOAD } from './load-options.ts';

describe('parseLoadArgs', () => {
  it('runs 200 devices by default and 20 with --quick', () => {
    expect(parseLoadArgs([])).toEqual(FULL_LOAD);
    expect(parseLoadArgs(['--quick'])).toEqual(QUICK_LOAD);
    expect(FULL_LOAD.devices).toBe(200);
  });

  it('takes a device count and a duration', () => {
    expect(parseLoadArgs(['--devices', '50', '--seconds', '30'])).toMatchObject({ devices: 50, seconds: 30 });
    expect(parseLoadArgs(['--quick', '--devices', '40'])).toMatchObject({ devices: 40, seconds: 15 });
  });

  it('refuses what it does not understand, with the usage', () => {
    for (const args of [
      ['--devices'],
      ['--devices', '0'],
      ['--seconds', '2'],
      ['--devices', 'ten'],
      ['--fast'],
    ]) {
      const parsed = parseLoadArgs(args);
      expect(parsed).toHaveProperty('error');
      expect((parsed as { error: string }).error).toContain('Usage: npm run load');
    }
  });
});
