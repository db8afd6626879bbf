/**
 * The one way a screen shows a LiveQuery that is not ready to draw: the loading text while the
 * device reads, the screen's message when the read failed (or the route's error screen when the
 * screen has none), the screen's "none" text when the answer is empty, else the screen itself.
 * `inline` words the same states for a table's empty row or a field (a span, not a paragraph).
 * No screen writes its own loading text.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LiveQuery } from '#lib/live-query.ts';

/** What is being read, where the spec names it; the same "Se încarcă..." otherwise. */
const LOADING_TEXTS = {
  /** A cell or a field still being read, said to screen readers beside a visual mark. */
  pending: msg`Se încarcă`,
  default: msg`Se încarcă...`,
  patients: msg`Se încarcă pacienții...`,
  appointments: msg`Se încarcă programările...`,
};

export type LoadingText = keyof typeof LOADING_TEXTS;

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

export function QueryState<T>({
  query,
  failed,
  empty,
  isEmpty = isEmptyList,
  loading = 'default',
  inline = false,
  className,
  testId,
  children,
}: {
  query: LiveQuery<T>;
  /** The screen's words for a failed read; without them the route's error screen takes over. */
  failed?: string | ((error: Error) => string);
  /** The screen's words for an empty answer; without them an empty answer is drawn as any other. */
  empty?: ReactNode;
  isEmpty?: (value: T) => boolean;
  loading?: LoadingText;
  inline?: boolean;
  className?: string;
  /** The test id of the failed and empty texts, where an end-to-end test looks for them. */
  testId?: string;
  /** Draws the ready answer; without it nothing is drawn once ready (a table draws its rows). */
  children?: (value: T) => ReactNode;
}): ReactNode {
  const Text = inline ? 'span' : 'p';
  if (query.state === 'loading')
    return <LoadingStatus loading={loading} inline={inline} className={className} />;
  if (query.state === 'failed') {
    if (failed === undefined) throw query.error;
    return (
      <Text role="alert" className={className} data-testid={testId}>
        {typeof failed === 'string' ? failed : failed(query.error)}
      </Text>
    );
  }
  if (empty !== undefined && isEmpty(query.value)) {
    return (
      <Text className={className} data-testid={testId}>
        {empty}
      </Text>
    );
  }
  return children ? children(query.value) : null;
}

/** The loading text alone, for a screen whose wait is not a query (an edit page's record). */
export function LoadingStatus({
  loading = 'default',
  inline = false,
  className,
}: {
  loading?: LoadingText;
  inline?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const Text = inline ? 'span' : 'p';
  // A pending cell is one of many on a page: each announcing itself would drown the list's own status.
  return (
    <Text role={loading === 'pending' ? undefined : 'status'} className={className}>
      {i18n._(LOADING_TEXTS[loading])}
    </Text>
  );
}
