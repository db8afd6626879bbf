import { describe, expect, it } from 'vitest';
import { pathAfterForm } from './return-to.ts';

describe('pathAfterForm', () => {
  it('goes back to the list by default', () => {
    expect(pathAfterForm(undefined)).toBe('/patients');
    expect(pathAfterForm(undefined, 'p1')).toBe('/patients');
  });

  it('returns to the sending screen, adding the new patient id to its query', () => {
    expect(pathAfterForm('/appointments?week=2027-01-11&doctor=d1', 'p1')).toBe(
      '/appointments?week=2027-01-11&doctor=d1&newPatientId=p1',
    );
    expect(pathAfterForm('/appointments', 'p1')).toBe('/appointments?newPatientId=p1');
    expect(pathAfterForm('/appointments?week=2027-01-11')).toBe('/appointments?week=2027-01-11');
  });

  it('goes to the list instead of anything that is not a path of this app', () => {
    expect(pathAfterForm('//evil.example', 'p1')).toBe('/patients');
    expect(pathAfterForm('https://evil.example')).toBe('/patients');
  });
});
