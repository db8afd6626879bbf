/**
 * A labelled choice of several from a short list (the task dialog's assigned doctors): a group of
 * checkboxes, each with an optional picture, a search box above when the list is long, and the
 * field's message under it (named by the group, so screen readers read it with the choices).
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { matchesSearch, searchTerms } from '#core/normalize-for-search.ts';
import { ChoiceRow } from './choice-row.tsx';

export interface CheckboxListOption {
  value: string;
  label: string;
  /** Drawn before the label, e.g. an avatar; hidden from screen readers, the label says it. */
  icon?: ReactNode;
}

/** From this many options on, a search box filters them. */
const SEARCH_FROM = 7;

export function CheckboxListField({
  label,
  options,
  selected,
  onChange,
  required,
  error,
  empty,
}: {
  label: string;
  options: readonly CheckboxListOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  required?: boolean;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
  /** What shows when there is nothing to choose from. */
  empty: string;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const errorId = useId();
  const terms = searchTerms(query);
  const visible = options.filter((option) => matchesSearch(terms, [option.label]));
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((id) => id !== value) : [...selected, value]);
  return (
    <fieldset
      className={css({ display: 'grid', gap: '1', border: 'none', padding: '0', margin: '0', minWidth: '0' })}
    >
      <legend className={css({ fontWeight: 'medium', fontSize: 'sm', padding: '0', marginBlockEnd: '1' })}>
        {label}
        {required ? (
          <span aria-hidden="true" className={css({ color: 'danger', marginLeft: '1' })}>
            *
          </span>
        ) : null}
      </legend>
      {options.length >= SEARCH_FROM ? (
        <input
          type="search"
          aria-label={t`Caută în ${label}`}
          placeholder={t`Caută...`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={css({
            minHeight: '10',
            paddingInline: '2',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'md',
          })}
        />
      ) : null}
      <div
        className={css({
          display: 'grid',
          maxHeight: '48',
          overflowY: 'auto',
          border: '1px solid',
          borderColor: error ? 'danger' : 'border',
          borderRadius: 'md',
          paddingInline: '2',
        })}
      >
        {visible.map((option) => (
          <ChoiceRow
            key={option.value}
            label={option.label}
            icon={option.icon}
            checked={selected.includes(option.value)}
            onChange={() => toggle(option.value)}
            // Each box carries the message, so a refused Save focuses the first (useFocusFirstInvalid).
            errorId={error ? errorId : undefined}
          />
        ))}
        {visible.length === 0 ? (
          <p className={css({ color: 'muted', paddingBlock: '2' })}>
            {options.length === 0 ? empty : t`Niciun rezultat`}
          </p>
        ) : null}
      </div>
      {error ? (
        <span id={errorId} className={css({ color: 'danger', fontSize: 'sm' })}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
