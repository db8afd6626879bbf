/**
 * A row's options menu (spec part 1 §2): Edit opens the patient form. Clicks on it stay out of
 * the row, whose own click opens the patient (React carries events from the menu's portal up to
 * the row; the row's Enter key only acts on the row itself).
 */
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import type { SyntheticEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { dropdownItem, dropdownPanel } from '#components/ui/dropdown-styles.ts';
import { Icon } from '#components/ui/icons.tsx';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function PatientRowMenu({ patientName, onEdit }: { patientName: string; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    // The menu's items are built when it opens (one menu per row of the list).
    <Menu.Root lazyMount unmountOnExit onSelect={(details) => details.value === 'edit' && onEdit()}>
      <Menu.Trigger
        onClick={stop}
        aria-label={t`Opțiuni pentru ${patientName}`}
        className={css({
          display: 'inline-grid',
          placeItems: 'center',
          minWidth: '11',
          minHeight: '11',
          borderRadius: 'md',
          cursor: 'pointer',
          _hover: { bg: 'brand.50' },
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
        })}
      >
        <Icon name="more" />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            onClick={stop}
            className={cx(dropdownPanel, css({ padding: '1', minWidth: '40', outline: 'none' }))}
          >
            <Menu.Item value="edit" className={cx(dropdownItem, css({ borderRadius: 'sm' }))}>
              {t`Editează`}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
