/**
 * Whether the sidebar is expanded, remembered on this device so a reload or the next visit opens
 * it as the user left it. Anything unreadable in storage means the default: expanded.
 */
const STORAGE_KEY = 'cabinet.sidebar.expanded';

export function storedSidebarExpanded(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(STORAGE_KEY) !== 'false';
  } catch {
    // Storage can refuse access (private modes, blocked cookies): fall back to the default.
    return true;
  }
}

export function storeSidebarExpanded(storage: Pick<Storage, 'setItem'> | undefined, expanded: boolean): void {
  try {
    storage?.setItem(STORAGE_KEY, String(expanded));
  } catch {
    // Remembering is a comfort; a full or blocked storage must not break the toggle.
  }
}
