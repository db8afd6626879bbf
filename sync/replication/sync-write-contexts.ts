/**
 * The contexts of the sync's own writes to a collection's storage (a pulled page, a push's answer),
 * so nothing takes them for a user's edit. `replication-` is RxDB's replication of the previous
 * build (another tab still running it while this one updates).
 */
export const PULL_WRITE_CONTEXT = 'cabinet-pull';
/** A pulled page's rows written as new (fresh objects RxDB may stamp in place: no copy). */
export const PULL_INSERT_CONTEXT = 'cabinet-pull-new';
export const PUSH_ANSWER_WRITE_CONTEXT = 'cabinet-push-answer';

export const SYNC_WRITE_CONTEXTS = {
  has(context: string): boolean {
    return (
      context === PULL_WRITE_CONTEXT ||
      context === PUSH_ANSWER_WRITE_CONTEXT ||
      context.startsWith('replication-')
    );
  },
};
