/**
 * The look shared by every dropdown of the design system (selects, comboboxes, the date picker,
 * filter and row menus): the floating panel, its scrolling option list, the options and the note
 * shown when there are none. Each style is a static css() call, so Panda can extract it; a dropdown
 * adds what differs (padding, width) with cx.
 */
import { css, cx } from 'styled-system/css';

/** The floating surface, above the page (zIndex token 'dropdown'). */
export const dropdownPanel = css({
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'lg',
  zIndex: 'dropdown',
});

/** A panel holding a list of options, scrolling once it is taller than 18rem. */
export const dropdownList = cx(
  dropdownPanel,
  css({ paddingBlock: '1', maxHeight: '72', overflowY: 'auto', _focusVisible: { outline: 'none' } }),
);

/** A row of a list or menu: a 44 px touch target, tinted while highlighted. */
export const dropdownItem = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '11',
  paddingInline: '3',
  cursor: 'pointer',
  _highlighted: { bg: 'brand.50' },
});

/** A choice in a list: its label, then the check mark the chosen one shows. */
export const dropdownOption = cx(
  dropdownItem,
  css({ justifyContent: 'space-between', gap: '2', _selected: { fontWeight: 'semibold', color: 'accent' } }),
);

/** The quiet line in a list with nothing to choose. */
export const dropdownNote = css({ color: 'muted', paddingInline: '3', paddingBlock: '2' });

/** A select's trigger: the chosen value (or the muted placeholder), then the indicator. */
export const selectTrigger = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  textAlign: 'start',
  cursor: 'pointer',
  _placeholderShown: { color: 'muted' },
});

/** The ▾ after a select's value, turned over while the list is open. */
export const selectIndicator = css({ color: 'muted', _open: { transform: 'rotate(180deg)' } });

/**
 * A tooltip's panel: light text on a dark panel, above dropdowns and sticky headers (positioned, so
 * Chromium reports its z-index to Ark's positioner).
 */
export const tooltipPanel = css({
  bg: 'gray.900',
  color: 'white',
  fontSize: 'sm',
  borderRadius: 'md',
  paddingInline: '3',
  paddingBlock: '2',
  position: 'relative',
  zIndex: 'tooltip',
});
