/**
 * The app's toasts (spec §9): one at a time, closing after 5000 ms, titled 'Eroare' or
 * 'Succes'. `notify` is the only way screens raise one.
 */
import { createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';

export const TOAST_DURATION_MS = 5000;

const toaster = createToaster({ placement: 'top-end', max: 1, duration: TOAST_DURATION_MS, overlap: false });

const titles = { error: msg`Eroare`, success: msg`Succes`, info: msg`Informare` };

interface ToastAction {
  label: string;
  onClick: () => void;
}

function show(type: keyof typeof titles, description: string, action?: ToastAction, title?: string): void {
  // Only one toast at a time: a new message replaces the one showing.
  toaster.dismiss();
  toaster.create({
    type,
    title: title ?? i18n._(titles[type]),
    description,
    duration: action ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS,
    ...(action ? { action: { label: action.label, onClick: action.onClick } } : {}),
  });
}

export const notify = {
  /** `title` replaces 'Eroare' where the spec names another (the popup's validation_error_title). */
  error: (description: string, options?: { title?: string }) =>
    show('error', description, undefined, options?.title),
  success: (description: string) => show('success', description),
  /** A message that stays until acted on or closed (the update prompt). */
  prompt: (description: string, action: ToastAction) => show('info', description, action),
};

const rootStyle = css({
  minWidth: '18rem',
  maxWidth: '26rem',
  bg: 'surface',
  borderRadius: 'md',
  boxShadow: 'lg',
  borderLeftWidth: '4px',
  borderColor: 'accent',
  padding: '3',
  paddingRight: '8',
  position: 'relative',
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
  '&[data-type=error]': { borderColor: 'danger' },
  '&[data-type=success]': { borderColor: 'success' },
});

export function AppToaster() {
  const { t } = useLingui();
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root key={toast.id} className={rootStyle} data-testid="toast">
          <Toast.Title className={css({ fontWeight: 'semibold' })}>{toast.title}</Toast.Title>
          <Toast.Description className={css({ fontSize: 'sm', color: 'muted' })}>
            {toast.description}
          </Toast.Description>
          {toast.action ? (
            <Toast.ActionTrigger
              className={css({ marginTop: '2', color: 'accent', fontWeight: 'semibold', cursor: 'pointer' })}
            >
              {toast.action.label}
            </Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger
            aria-label={t`Închide`}
            className={css({ position: 'absolute', top: '2', right: '2', cursor: 'pointer', color: 'muted' })}
          >
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
