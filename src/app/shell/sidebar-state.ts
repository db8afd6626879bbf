/**
 * Whether the sidebar is expanded, remembered on this device so a reload or the next visit opens
 * it as the user left it. Nothing remembered (or anything unreadable) means the default: expanded
 * on a wide screen, collapsed to its rail of icons below WIDE_SCREEN_PX, and a screen resized across
 * that width follows it. A 10-inch tablet is narrower either way it is held: expanded, the sidebar
 * took a third of a landscape tablet and left the calendar's days about 80 px wide (issue 36).
 */
export const WIDE_SCREEN_PX = 1280;

/** The media query of a wide screen, for following a tablet as it turns. */
export const WIDE_SCREEN_QUERY = `(min-width: ${WIDE_SCREEN_PX}px)`;

export const SIDEBAR_STORAGE_KEY = 'cabinet.sidebar.expanded';

/** What the user chose on this device; undefined when nothing (readable) is remembered. */
export function rememberedSidebarExpanded(
  storage: Pick<Storage, 'getItem'> | undefined,
): boolean | undefined {
  try {
    const stored = storage?.getItem(SIDEBAR_STORAGE_KEY);
    return stored === 'true' ? true : stored === 'false' ? false : undefined;
  } catch {
    // Storage can refuse access (private modes, blocked cookies): nothing remembered.
    return undefined;
  }
}

export function storedSidebarExpanded(
  storage: Pick<Storage, 'getItem'> | undefined,
  screenWidthPx: number,
): boolean {
  return rememberedSidebarExpanded(storage) ?? screenWidthPx >= WIDE_SCREEN_PX;
}

export function storeSidebarExpanded(storage: Pick<Storage, 'setItem'> | undefined, expanded: boolean): void {
  try {
    storage?.setItem(SIDEBAR_STORAGE_KEY, String(expanded));
  } catch {
    // Remembering is a comfort; a full or blocked storage must not break the toggle.
  }
}
