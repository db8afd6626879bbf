/** What screens tell the sync when their user opens part of a patient's record (issue 39). */
export type { AccessOpened } from '../access-log/access-event.ts';
