/** An on/off setting (a patient's notifications, a clinic's open day) on Ark Switch, announced as a switch. */
import { Switch } from '@ark-ui/react/switch';
import { css } from 'styled-system/css';

interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function ToggleSwitch({ label, checked, onChange }: ToggleSwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '3',
        minHeight: '11',
        cursor: 'pointer',
      })}
    >
      <Switch.Control
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          width: '11',
          height: '6',
          padding: '0.5',
          borderRadius: 'full',
          bg: 'gray.300',
          transition: 'background 150ms',
          _checked: { bg: 'accent' },
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
        })}
      >
        <Switch.Thumb
          className={css({
            width: '5',
            height: '5',
            borderRadius: 'full',
            bg: 'white',
            boxShadow: 'sm',
            transition: 'translate 150ms',
            _checked: { translate: '1.25rem 0' },
          })}
        />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
      <Switch.HiddenInput role="switch" aria-checked={checked} />
    </Switch.Root>
  );
}
