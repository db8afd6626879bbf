/**
 * A labelled, searchable single choice on Ark Combobox, with the look of SelectField (spec part 1
 * §5). The value is the chosen option's value, '' when none; options with a blank value never
 * reach the page. Typing filters the options without diacritics on their label, description and
 * keywords (normalize-for-search); at most `maxResults` are listed, so a clinic with thousands of
 * patients stays quick, and a line says to type on to narrow the rest.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { matchesSearch, searchTerms } from '#core/normalize-for-search.ts';
import { dropdownList, dropdownNote, dropdownOption } from './dropdown-styles.ts';
import { FormField, fieldControl, useFormFieldControl } from './form-field.tsx';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line (e.g. a patient's birth date and phone); searched too. */
  description?: string | undefined;
  /** Further text the search matches but the list does not show (CNP, email…). */
  keywords?: readonly (string | null)[] | undefined;
}

export interface ComboboxFieldProps {
  label: string;
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  required?: boolean | undefined;
  /** Shown in the empty box; "Caută..." when absent. */
  placeholder?: string | undefined;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** How many matches the list shows at most (50 by default). */
  maxResults?: number | undefined;
}

const DEFAULT_MAX_RESULTS = 50;

export function ComboboxField({ label, required, error, disabled, ...control }: ComboboxFieldProps) {
  return (
    <FormField label={label} required={required} error={error} disabled={disabled}>
      <ComboboxControl label={label} {...control} />
    </FormField>
  );
}

function ComboboxControl({
  label,
  value,
  onChange,
  options,
  placeholder,
  maxResults = DEFAULT_MAX_RESULTS,
}: Omit<ComboboxFieldProps, 'required' | 'error' | 'disabled'>) {
  const { t } = useLingui();
  const field = useFormFieldControl();
  const choices = useMemo(() => options.filter((option) => option.value.trim() !== ''), [options]);
  const selected = useMemo(() => choices.find((option) => option.value === value), [choices, value]);
  const selectedLabel = selected?.label ?? '';
  const [inputValue, setInputValue] = useState(selectedLabel);
  // The words typed since the list opened; null while the box just shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [shown, setShown] = useState({ value, label: selectedLabel });
  if (shown.value !== value || shown.label !== selectedLabel) {
    // Chosen from outside, or its option arrived or was renamed: the box shows it.
    setShown({ value, label: selectedLabel });
    setInputValue(selectedLabel);
    setQuery(null);
  }

  const { visible, more } = useMemo(() => {
    const terms = searchTerms(query ?? '');
    const matches =
      terms.length === 0
        ? choices
        : choices.filter((option) =>
            matchesSearch(terms, [option.label, option.description ?? null, ...(option.keywords ?? [])]),
          );
    const first = matches.slice(0, maxResults);
    // The chosen option stays in the collection, so Ark can always name and highlight it.
    if (query === null && selected && !first.includes(selected)) first.push(selected);
    return { visible: first, more: matches.length > maxResults };
  }, [choices, query, maxResults, selected]);

  const collection = useMemo(
    () =>
      createListCollection({
        items: visible,
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
      }),
    [visible],
  );
  const chosen = useMemo(() => (selected ? [selected.value] : []), [selected]);

  return (
    <Combobox.Root
      collection={collection}
      value={chosen}
      inputValue={inputValue}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') {
          setInputValue(details.inputValue);
          setQuery(details.inputValue);
          return;
        }
        // Closing without a choice puts the chosen option's name back, even if Ark lost track of it.
        setInputValue(details.reason === 'item-select' ? details.inputValue : selectedLabel);
        setQuery(null);
      }}
      onValueChange={(details) => {
        const next = details.value[0] ?? '';
        if (next !== '' && next !== value) onChange(next);
      }}
      onOpenChange={(details) => {
        if (!details.open && details.reason !== 'item-select') {
          setQuery(null);
          setInputValue(selectedLabel);
        }
      }}
      openOnClick
      inputBehavior="autohighlight"
      positioning={{ sameWidth: true }}
      translations={{ triggerLabel: t`Arată opțiunile pentru ${label}` }}
    >
      <Combobox.Control
        className={css({ display: 'flex', alignItems: 'center', gap: '1', position: 'relative' })}
      >
        <Combobox.Input
          aria-describedby={field['aria-describedby']}
          placeholder={placeholder ?? t`Caută...`}
          autoComplete="off"
          className={cx(fieldControl, css({ flex: '1', minWidth: '0', paddingInlineEnd: '11' }))}
        />
        <Combobox.Trigger
          className={css({
            position: 'absolute',
            insetInlineEnd: '0',
            minWidth: '11',
            minHeight: '11',
            color: 'muted',
            cursor: 'pointer',
            _open: { transform: 'rotate(180deg)' },
            _disabled: { cursor: 'not-allowed' },
            _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
          })}
        >
          <span aria-hidden>▾</span>
        </Combobox.Trigger>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content className={dropdownList}>
            {collection.items.map((option) => (
              <Combobox.Item
                key={option.value}
                item={option}
                // Room for the description's second line.
                className={cx(dropdownOption, css({ paddingBlock: '1' }))}
              >
                <span className={css({ display: 'flex', flexDirection: 'column' })}>
                  <Combobox.ItemText>{option.label}</Combobox.ItemText>
                  {option.description ? (
                    <span className={css({ fontSize: 'sm', color: 'muted', fontWeight: 'normal' })}>
                      {option.description}
                    </span>
                  ) : null}
                </span>
                <Combobox.ItemIndicator aria-hidden>✓</Combobox.ItemIndicator>
              </Combobox.Item>
            ))}
            {collection.items.length === 0 ? <p className={dropdownNote}>{t`Niciun rezultat`}</p> : null}
            {more ? (
              <p className={cx(dropdownNote, css({ fontSize: 'sm' }))}>
                {t`Sunt afișate primele ${maxResults} rezultate. Tastați pentru a restrânge lista.`}
              </p>
            ) : null}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
