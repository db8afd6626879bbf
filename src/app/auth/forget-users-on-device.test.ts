import { describe, expect, it } from 'vitest';
import { forgetUsersOnDevice } from './forget-users-on-device.ts';

/** A Storage over a Map, as the browser's behaves for these calls. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('forgetUsersOnDevice', () => {
  it('removes every remembered profile, the clinics list and the draft, and keeps the preferences', () => {
    const local = memoryStorage({
      'cabinet.profile.1b2c': '{"name":"Ana"}',
      'cabinet.profile.9f8e': '{"name":"Bogdan"}',
      'cabinet.clinics-list': '[]',
      'cabinet.locale': 'en',
      'cabinet.sidebar-expanded': 'false',
    });
    const session = memoryStorage({ 'cabinet.appointment-draft': '{}', other: 'x' });
    forgetUsersOnDevice(local, session);
    expect(Object.fromEntries(Array.from({ length: local.length }, (_, i) => [local.key(i), 1]))).toEqual({
      'cabinet.locale': 1,
      'cabinet.sidebar-expanded': 1,
    });
    expect(session.getItem('cabinet.appointment-draft')).toBeNull();
    expect(session.getItem('other')).toBe('x');
  });
});
