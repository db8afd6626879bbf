/**
 * A table row's Edit action (clinics, partners, users): a real link (opens in a new tab on a
 * middle click) that the screen handles itself on a plain click, and never also opens the row.
 */
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { css } from 'styled-system/css';

export function EditLink({ href, name, onEdit }: { href: string; name: string; onEdit: () => void }) {
  const { t } = useLingui();
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onEdit();
  };
  return (
    <a
      href={href}
      onClick={onClick}
      onKeyDown={(event) => event.stopPropagation()}
      aria-label={t`Editează ${name}`}
      className={css({
        color: 'accent',
        fontWeight: 'medium',
        padding: '2',
        _hover: { textDecoration: 'underline' },
      })}
    >
      {t`Editează`}
    </a>
  );
}

/** The header of the actions column: named for screen readers, empty on screen. */
export function ActionsHeader() {
  const { t } = useLingui();
  return <span className={css({ srOnly: true })}>{t`Acțiuni`}</span>;
}
