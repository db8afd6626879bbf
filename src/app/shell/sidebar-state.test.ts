import { describe, expect, it } from 'vitest';
import { storedSidebarExpanded, storeSidebarExpanded } from './sidebar-state.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('sidebar state', () => {
  it('is expanded when nothing is remembered', () => {
    expect(storedSidebarExpanded(memoryStorage())).toBe(true);
    expect(storedSidebarExpanded(undefined)).toBe(true);
  });

  it('remembers collapsed and expanded', () => {
    const storage = memoryStorage();
    storeSidebarExpanded(storage, false);
    expect(storedSidebarExpanded(storage)).toBe(false);
    storeSidebarExpanded(storage, true);
    expect(storedSidebarExpanded(storage)).toBe(true);
  });

  it('treats a garbled value as expanded and survives a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem('cabinet.sidebar.expanded', '{oops');
    expect(storedSidebarExpanded(storage)).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(storedSidebarExpanded(refusing)).toBe(true);
    expect(() => storeSidebarExpanded(refusing, false)).not.toThrow();
  });
});
