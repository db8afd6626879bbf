import { describe, expect, it } from 'vitest';
import { rememberedSidebarExpanded, storedSidebarExpanded, storeSidebarExpanded } from './sidebar-state.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('sidebar state', () => {
  it('is expanded on a wide screen and a rail on a tablet either way when nothing is remembered', () => {
    expect(storedSidebarExpanded(memoryStorage(), 1280)).toBe(true);
    expect(storedSidebarExpanded(memoryStorage(), 1024)).toBe(false);
    expect(storedSidebarExpanded(undefined, 1280)).toBe(true);
    expect(storedSidebarExpanded(memoryStorage(), 768)).toBe(false);
  });

  it('remembers collapsed and expanded', () => {
    const storage = memoryStorage();
    // Nothing chosen yet: the sidebar follows the screen as the tablet turns.
    expect(rememberedSidebarExpanded(storage)).toBeUndefined();
    storeSidebarExpanded(storage, false);
    expect(rememberedSidebarExpanded(storage)).toBe(false);
    expect(storedSidebarExpanded(storage, 1280)).toBe(false);
    storeSidebarExpanded(storage, true);
    expect(storedSidebarExpanded(storage, 768)).toBe(true);
  });

  it('treats a garbled value as the default and survives a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem('cabinet.sidebar.expanded', '{oops');
    expect(storedSidebarExpanded(storage, 1280)).toBe(true);
    expect(storedSidebarExpanded(storage, 768)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(storedSidebarExpanded(refusing, 1280)).toBe(true);
    expect(rememberedSidebarExpanded(refusing)).toBeUndefined();
    expect(() => storeSidebarExpanded(refusing, false)).not.toThrow();
  });
});
