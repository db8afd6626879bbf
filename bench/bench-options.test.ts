import { describe, expect, it } from 'vitest';
import { FULL, parseBenchArgs, QUICK } from './bench-options.ts';

describe('parseBenchArgs', () => {
  it('runs the full bench by default', () => {
    expect(parseBenchArgs([])).toEqual(FULL);
  });

  it('takes a tenth of the data in quick mode, in any argument order', () => {
    expect(parseBenchArgs(['--skip-build', '--quick'])).toEqual({ ...QUICK, skipBuild: true });
    expect(QUICK.scale).toBe(0.1);
    expect(QUICK.pushEdits).toBe(FULL.pushEdits / 10);
  });

  it('refuses an unknown argument with the usage', () => {
    const parsed = parseBenchArgs(['--fast']);
    expect(parsed).toHaveProperty('error');
    expect('error' in parsed && parsed.error).toMatch(/Unknown argument: --fast[\s\S]*--quick/);
  });
});
