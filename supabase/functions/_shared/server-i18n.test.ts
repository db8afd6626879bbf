import { describe, expect, it } from 'vitest';
import { messages as en } from './locales/en/messages.ts';
import { messages as ro } from './locales/ro/messages.ts';
import { translate } from './server-i18n.ts';

describe("the functions' texts", () => {
  it('come from the compiled catalogs, each message in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ro).sort());
    expect(Object.keys(ro).length).toBeGreaterThan(0);
  });

  it('fill their placeholders in the language asked for', () => {
    const address = { id: 'reminder.address', message: 'Adresa: {place}' };
    expect(translate('ro', address, { place: 'Str. Florilor 1' })).toBe('Adresa: Str. Florilor 1');
    expect(translate('en', address, { place: 'Str. Florilor 1' })).toBe('Address: Str. Florilor 1');
  });
});
