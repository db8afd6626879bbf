/**
 * A labelled input with its message (spec §5): a red asterisk on required fields, the first
 * failing rule's message under the field, announced to screen readers through aria-describedby.
 */
import { Field } from '@ark-ui/react/field';
import { css } from 'styled-system/css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  /** The message to show, already translated; absent when the value is valid or untouched. */
  error?: string | undefined;
  autoComplete?: string;
  name: string;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  required,
  error,
  autoComplete,
  name,
}: TextFieldProps) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
    >
      <Field.Label className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
        {label}
        <Field.RequiredIndicator className={css({ color: 'danger', marginLeft: '1' })}>
          *
        </Field.RequiredIndicator>
      </Field.Label>
      <Field.Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={css({
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'md',
          paddingInline: '3',
          minHeight: '11',
          bg: 'surface',
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
          _invalid: { borderColor: 'danger' },
        })}
      />
      <Field.ErrorText className={css({ color: 'danger', fontSize: 'sm' })}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
