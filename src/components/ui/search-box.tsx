/** A search input with an accessible name; the caller decides how the text matches. */
import { css } from 'styled-system/css';

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={css({
        minHeight: '11',
        minWidth: '64',
        // In a bar of filters it takes the room left, enough for its whole placeholder on a tablet.
        flex: '1 1 16rem',
        maxWidth: '28rem',
        paddingInline: '3',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'md',
        bg: 'surface',
        _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
      })}
    />
  );
}
