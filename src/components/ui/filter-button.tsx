/**
 * A filter button with a multi-select dropdown (Ark Popover): a search inside, checkboxes, a count
 * badge on the button when something is chosen, and a reset.
 */

import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { matchesSearch, searchTerms } from '../../../sync/api/normalize-for-search.ts';
import { secondaryButton } from './button-styles.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export function FilterButton({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const listId = useId();
  const visible = options.filter((option) => matchesSearch(searchTerms(query), [option.label]));
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <Popover.Root onOpenChange={(details) => !details.open && setQuery('')}>
      <Popover.Trigger
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minHeight: '11',
          paddingInline: '3',
          border: '1px solid',
          borderColor: selected.length > 0 ? 'accent' : 'border',
          borderRadius: 'md',
          bg: 'surface',
          cursor: 'pointer',
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
        })}
      >
        {label}
        {selected.length > 0 ? (
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
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            aria-label={label}
            className={css({
              bg: 'surface',
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'md',
              boxShadow: 'lg',
              padding: '3',
              minWidth: '64',
              zIndex: 'dropdown',
            })}
          >
            <input
              type="search"
              aria-label={t`Caută în ${label}`}
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
            <fieldset id={listId} className={css({ maxHeight: '64', overflowY: 'auto', border: 'none' })}>
              <legend className={css({ srOnly: true })}>{label}</legend>
              {visible.map((option) => (
                <label
                  key={option.value}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    minHeight: '10',
                    cursor: 'pointer',
                  })}
                >
                  <input
                    type="checkbox"
                    checked={selected.includes(option.value)}
                    onChange={() => toggle(option.value)}
                    className={css({ width: '5', height: '5' })}
                  />
                  {option.label}
                </label>
              ))}
              {visible.length === 0 ? <p className={css({ color: 'muted' })}>{t`Niciun rezultat`}</p> : null}
            </fieldset>
            <button
              type="button"
              className={secondaryButton}
              disabled={selected.length === 0}
              onClick={() => onChange([])}
            >
              {t`Resetează`}
            </button>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
