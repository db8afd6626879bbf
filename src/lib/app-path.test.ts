import { describe, expect, it } from 'vitest';
import { safeAppPath } from './app-path.ts';

describe('safeAppPath', () => {
  it('takes a path of this app with its query', () => {
    expect(safeAppPath('/appointments?week=2027-01-11&doctor=d1')).toBe(
      '/appointments?week=2027-01-11&doctor=d1',
    );
    expect(safeAppPath('/patient/p1/medical-record')).toBe('/patient/p1/medical-record');
  });

  it('refuses anything that is not a path of this app', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil',
      'appointments',
      '',
      42,
      null,
      undefined,
    ]) {
      expect(safeAppPath(bad)).toBeUndefined();
    }
  });
});
