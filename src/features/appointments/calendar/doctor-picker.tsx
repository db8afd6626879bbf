/**
 * The calendar's doctor filter (spec part 1 §2, §6): one doctor at a time, chosen from the clinic's
 * doctors in a dropdown with a diacritics-insensitive search, each with their avatar.
 */
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { matchesSearch, searchTerms } from '../../../../sync/api/normalize-for-search.ts';
import type { UserDoc } from '../../../../sync/collections/users-collection.ts';
import { StoredAvatar } from '../../../app/clinic-session/stored-avatar.tsx';

export function DoctorPicker({
  doctors,
  value,
  onChange,
}: {
  doctors: readonly UserDoc[];
  value: string | null;
  onChange: (doctorId: string) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const selected = doctors.find((doctor) => doctor.id === value) ?? null;
  const terms = searchTerms(query);
  const visible = doctors.filter((doctor) => matchesSearch(terms, [doctor.name]));
  const label = t`Medic`;
  const selectedName = selected?.name ?? '';
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) setQuery('');
      }}
    >
      <Popover.Trigger
        data-testid="doctor-picker"
        aria-label={selected ? t`Medic: ${selectedName}` : label}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minHeight: '11',
          paddingInline: '3',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'md',
          bg: 'surface',
          cursor: 'pointer',
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
        })}
      >
        {selected ? <StoredAvatar name={selected.name} image={selected.avatar} /> : null}
        <span>{selected?.name ?? t`Selectează un medic`}</span>
        <span aria-hidden="true" className={css({ color: 'muted' })}>
          ▾
        </span>
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
              minWidth: '72',
              // Above the grid's sticky day headers: the positioner copies this z-index, which
              // Chromium reports only for a positioned element. (No z-index tokens in this theme.)
              position: 'relative',
              zIndex: '1000',
            })}
          >
            <input
              type="search"
              aria-label={t`Caută un medic`}
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
            <ul id={listId} aria-label={label} className={css({ maxHeight: '72', overflowY: 'auto' })}>
              {visible.map((doctor) => (
                <li key={doctor.id}>
                  <button
                    type="button"
                    aria-pressed={doctor.id === value}
                    onClick={() => {
                      onChange(doctor.id);
                      setOpen(false);
                      setQuery('');
                    }}
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '2',
                      width: 'full',
                      minHeight: '11',
                      paddingInline: '2',
                      borderRadius: 'md',
                      textAlign: 'start',
                      cursor: 'pointer',
                      _hover: { bg: 'brand.50' },
                      _pressed: { fontWeight: 'semibold', color: 'accent' },
                      _focusVisible: {
                        outline: '2px solid',
                        outlineColor: 'brand.500',
                        outlineOffset: '-2px',
                      },
                    })}
                  >
                    <StoredAvatar name={doctor.name} image={doctor.avatar} />
                    <span className={css({ flex: '1' })}>{doctor.name}</span>
                    {doctor.id === value ? <span aria-hidden="true">✓</span> : null}
                  </button>
                </li>
              ))}
            </ul>
            {visible.length === 0 ? <p className={css({ color: 'muted' })}>{t`Niciun rezultat`}</p> : null}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
