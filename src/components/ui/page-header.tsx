/**
 * The page header (spec part 1 §2): breadcrumbs, the page title, the sync state, optional Cancel
 * and Save (the forms' actions sit here) and the signed-in user, on one line where they fit (a
 * tablet's height is for the page's work). Pages render it with their title and actions; what
 * every page shares (breadcrumbs, sync state, user) comes from the app's layout through
 * PageHeaderSlots, so the design system needs nothing from the app.
 */
import { Trans } from '@lingui/react/macro';
import { createContext, type ReactNode, useContext } from 'react';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from './button-styles.ts';

export interface PageHeaderSlotContent {
  /** Above the title. */
  breadcrumbs?: ReactNode;
  /** Between the title and the actions: the sync indicator. */
  status?: ReactNode;
  /** After the actions: the signed-in user. */
  user?: ReactNode;
}

export const PageHeaderSlots = createContext<PageHeaderSlotContent>({});

interface PageHeaderProps {
  title: string;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  /** Shows a Save button when given. */
  onSave?: () => void;
  /** Save is disabled while the form is invalid or saving. */
  saveDisabled?: boolean;
}

export function PageHeader({ title, onCancel, onSave, saveDisabled = false }: PageHeaderProps) {
  const slots = useContext(PageHeaderSlots);
  return (
    <header
      data-page-header=""
      className={css({
        display: 'flex',
        alignItems: 'center',
        columnGap: '4',
        rowGap: '2',
        flexWrap: 'wrap',
        paddingBlockEnd: '3',
        marginBlockEnd: '4',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      {/* Never narrower than the title's longest word: on a narrow screen the sync state and the
          user wrap below instead of the title breaking mid-word. */}
      <div
        className={css({
          flex: '1',
          minWidth: 'min-content',
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
        })}
      >
        {slots.breadcrumbs}
        <h1
          className={css({
            fontSize: '2xl',
            fontWeight: 'semibold',
            overflowWrap: 'normal',
            wordBreak: 'normal',
          })}
        >
          {title}
        </h1>
      </div>
      {/* Before the actions: the sync state's words change every few seconds (syncing, synced,
          changes waiting), and only the room left to the title takes that change, so Save and
          Cancel never move under a finger. */}
      {slots.status}
      {onCancel ? (
        <button type="button" className={secondaryButton} onClick={onCancel}>
          <Trans>Anulează</Trans>
        </button>
      ) : null}
      {onSave ? (
        <button type="button" className={primaryButton} onClick={onSave} disabled={saveDisabled}>
          <Trans>Salvează</Trans>
        </button>
      ) : null}
      {slots.user}
    </header>
  );
}
