/**
 * An edit page before its record shows: the loading text while the device reads it, then, for a
 * record the device does not hold, the page's message and a way back to its list.
 */
import { css } from 'styled-system/css';
import { secondaryButton } from './button-styles.ts';
import { PageHeader } from './page-header.tsx';
import { LoadingStatus } from './query-state.tsx';

export function RecordLoadState({
  title,
  loading,
  message,
  backLabel,
  onBack,
  testId,
}: {
  title: string;
  loading: boolean;
  /** Why there is nothing to edit, e.g. 'Nu s-a putut încărca pacientul'. */
  message: string;
  backLabel: string;
  onBack: () => void;
  testId: string;
}) {
  return (
    <>
      <PageHeader title={title} />
      {loading ? (
        <LoadingStatus />
      ) : (
        <div className={css({ display: 'grid', gap: '4', justifyItems: 'start' })}>
          <p role="alert" data-testid={testId}>
            {message}
          </p>
          <button type="button" className={secondaryButton} onClick={onBack}>
            {backLabel}
          </button>
        </div>
      )}
    </>
  );
}
