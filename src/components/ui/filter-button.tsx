/**
 * A filter button with a dropdown (Ark Popover): an optional search inside, checkboxes (or radio
 * buttons for a single choice), options with an optional picture before the label, a count badge
 * on the button when something is chosen, and a reset. A required single choice works like a select:
 * the button shows the chosen option, which cannot be cleared.
 */

import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { matchesSearch, searchTerms } from '#core/normalize-for-search.ts';
import { secondaryButton } from './button-styles.ts';
import { ChoiceRow } from './choice-row.tsx';
import { dropdownPanel } from './dropdown-styles.ts';
import { type FilterSelection, toggleFilterValue } from './filter-selection.ts';

export interface FilterOption {
  value: string;
  label: string;
  /** Drawn before the label, e.g. an avatar; hidden from screen readers, the label says it. */
  icon?: ReactNode;
}

export function FilterButton({
  label,
  options,
  selected,
  onChange,
  selection = 'multiple',
  searchable = true,
  searchLabel,
  required = false,
  onChooseAgain,
}: {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** 'single': radio buttons, one choice at most; choosing it again clears it. */
  selection?: FilterSelection;
  /** A search box above the options, for long lists. */
  searchable?: boolean;
  /** The search box's name, where 'Caută în <label>' reads badly. */
  searchLabel?: string;
  /**
   * Single choice only: one option always stays chosen (choosing it again keeps it, no reset), and
   * the button shows it (icon and label) instead of a count.
   */
  required?: boolean;
  /** Required single choice only: the chosen option chosen again (a sort's field cycles its direction). */
  onChooseAgain?: (value: string) => void;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const listId = useId();
  const single = selection === 'single';
  const terms = searchTerms(query);
  const visible = options.filter((option) => matchesSearch(terms, [option.label]));
  const keepOne = single && required;
  const toggle = (value: string) => onChange(toggleFilterValue(selected, value, selection, keepOne));
  const choice = keepOne ? options.find((option) => selected.includes(option.value)) : undefined;
  // The dropdown's machine is built on first use: until then the button is a plain one that looks
  // and reads the same (a screen with several filters opens without building their popovers).
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  // Built closed, then opened: the opening moves the focus into the list like any later one.
  useEffect(() => {
    if (used) setOpen(true);
  }, [used]);
  const buttonClass = css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: '11',
    paddingInline: '3',
    border: '1px solid',
    borderColor: selected.length > 0 && !keepOne ? 'accent' : 'border',
    borderRadius: 'md',
    bg: 'surface',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  });
  const buttonContent = (
    <>
      {label}
      {choice ? (
        <>
          {choice.icon ? <span aria-hidden="true">{choice.icon}</span> : null}
          <span className={css({ fontWeight: 'semibold' })}>{choice.label}</span>
        </>
      ) : null}
      {selected.length > 0 && !keepOne ? (
        <span
          data-testid="filter-count"
          className={css({
            bg: 'accent',
            color: 'white',
            borderRadius: 'full',
            paddingInline: '2',
            fontSize: 'sm',
          })}
        >
          {selected.length}
          <span className={css({ srOnly: true })}>{t` selectate`}</span>
        </span>
      ) : null}
    </>
  );
  if (!used) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        className={buttonClass}
        onClick={() => setUsed(true)}
      >
        {buttonContent}
      </button>
    );
  }
  return (
    <Popover.Root
      open={open}
      // Under the button from its start edge, so the list does not spill over the sidebar.
      positioning={{ placement: 'bottom-start' }}
      // The list is built when opened and gone when closed: a screen with several filters (the
      // doctors' avatars among them) opens without building lists nobody looks at.
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) setQuery('');
      }}
    >
      <Popover.Trigger className={buttonClass}>{buttonContent}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            aria-label={label}
            className={cx(
              dropdownPanel,
              css({
                padding: '3',
                minWidth: '64',
                // The positioner copies the panel's z-index, which Chromium reports only for a positioned
                // element; without it the dropdown falls behind sticky headers (the calendar's days).
                position: 'relative',
              }),
            )}
          >
            {searchable ? (
              <input
                type="search"
                aria-label={searchLabel ?? t`Caută în ${label}`}
                placeholder={t`Caută...`}
                aria-controls={listId}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className={css({
                  width: 'full',
                  minHeight: '10',
                  paddingInline: '2',
                  border: '1px solid',
                  borderColor: 'border',
                  borderRadius: 'md',
                  marginBlockEnd: '2',
                })}
              />
            ) : null}
            <fieldset id={listId} className={css({ maxHeight: '64', overflowY: 'auto', border: 'none' })}>
              <legend className={css({ srOnly: true })}>{label}</legend>
              {visible.map((option) => {
                const chosen = selected.includes(option.value);
                return (
                  <ChoiceRow
                    key={option.value}
                    type={single ? 'radio' : 'checkbox'}
                    name={single ? listId : undefined}
                    label={option.label}
                    icon={option.icon}
                    checked={chosen}
                    onChange={() => toggle(option.value)}
                    // A checked radio fires no change when clicked again: that click clears it, or,
                    // for a required choice, is the choice made again.
                    onClick={
                      single && chosen
                        ? required
                          ? onChooseAgain && (() => onChooseAgain(option.value))
                          : () => toggle(option.value)
                        : undefined
                    }
                  />
                );
              })}
              {visible.length === 0 ? <p className={css({ color: 'muted' })}>{t`Niciun rezultat`}</p> : null}
            </fieldset>
            {keepOne ? null : (
              <button
                type="button"
                className={secondaryButton}
                disabled={selected.length === 0}
                onClick={() => onChange([])}
              >
                {t`Resetează`}
              </button>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
