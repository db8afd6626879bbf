/**
 * Whether the sidebar is expanded, remembered on this device so a reload or the next visit opens
 * it as the user left it. Nothing remembered (or anything unreadable) means the default: expanded
 * on a wide screen, collapsed below WIDE_SCREEN_PX (a portrait tablet keeps its width for the page).
 */
export const WIDE_SCREEN_PX = 1024;

const STORAGE_KEY = 'cabinet.sidebar.expanded';

export function storedSidebarExpanded(
  storage: Pick<Storage, 'getItem'> | undefined,
  screenWidthPx: number,
): boolean {
  const byDefault = screenWidthPx >= WIDE_SCREEN_PX;
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return stored === 'true' ? true : stored === 'false' ? false : byDefault;
  } catch {
    // Storage can refuse access (private modes, blocked cookies): fall back to the default.
    return byDefault;
  }
}

export function storeSidebarExpanded(storage: Pick<Storage, 'setItem'> | undefined, expanded: boolean): void {
  try {
    storage?.setItem(STORAGE_KEY, String(expanded));
  } catch {
    // Remembering is a comfort; a full or blocked storage must not break the toggle.
  }
}
