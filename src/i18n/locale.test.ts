import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, storedLocale, storeLocale } from './locale.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('locale', () => {
  it('defaults to Romanian', () => {
    expect(DEFAULT_LOCALE).toBe('ro');
    expect(storedLocale(memoryStorage())).toBe('ro');
    expect(storedLocale(undefined)).toBe('ro');
  });

  it('remembers the chosen language and ignores unknown values', () => {
    const storage = memoryStorage();
    storeLocale(storage, 'en');
    expect(storedLocale(storage)).toBe('en');
    storage.setItem('cabinet.locale', 'fr');
    expect(storedLocale(storage)).toBe('ro');
    expect(isLocale('en')).toBe(true);
    expect(isLocale(3)).toBe(false);
  });
});
