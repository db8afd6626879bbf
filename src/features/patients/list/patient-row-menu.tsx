/**
 * The rows' options menu (spec part 1 §2): Edit opens the patient form. One menu serves every row
 * of the page, each row's button a trigger of it (Zag's menu knows which one opened it): a menu of
 * its own per row mounted a state machine for each of the 30 rows a keystroke brings, a quarter
 * of the list's render in a CPU profile of typing. Clicks on it stay out of the row, whose own
 * click opens the patient (React carries events from the menu's portal up to the row; the row's
 * Enter key only acts on the row itself).
 */
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type SyntheticEvent, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { dropdownItem, dropdownPanel } from '#components/ui/dropdown-styles.ts';
import { Icon } from '#components/ui/icons.tsx';

const stop = (event: SyntheticEvent) => event.stopPropagation();

const TRIGGER = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '11',
  minHeight: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

const CONTENT = cx(dropdownPanel, css({ padding: '1', minWidth: '40', outline: 'none' }));
const ITEM = cx(dropdownItem, css({ borderRadius: 'sm' }));

/** The menu the rows' buttons open; `onEdit` gets the id of the row whose button opened it. */
export function PatientRowMenus({
  children,
  onEdit,
}: {
  children: ReactNode;
  onEdit: (patientId: string) => void;
}) {
  const { t } = useLingui();
  const openedFor = useRef<string | null>(null);
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      onTriggerValueChange={(details) => {
        openedFor.current = details.value;
      }}
      onSelect={(details) => {
        if (details.value === 'edit' && openedFor.current) onEdit(openedFor.current);
      }}
    >
      {children}
      <Portal>
        <Menu.Positioner>
          <Menu.Content onClick={stop} className={CONTENT}>
            <Menu.Item value="edit" className={ITEM}>
              {t`Editează`}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** One row's button of the shared menu. */
export function PatientRowMenuTrigger({
  patientId,
  patientName,
}: {
  patientId: string;
  patientName: string;
}) {
  const { t } = useLingui();
  return (
    <Menu.Trigger
      value={patientId}
      onClick={stop}
      aria-label={t`Opțiuni pentru ${patientName}`}
      className={TRIGGER}
    >
      <Icon name="more" />
    </Menu.Trigger>
  );
}
