/**
 * The access history as screens feed it: opening part of a patient's record is recorded on this
 * device at once (offline too) and sent by the sync; the screen never waits for it, and a
 * reopening within ten minutes adds nothing (the sync's rule).
 */
import { useCallback, useEffect } from 'react';
import type { AccessOpened } from '#sync/api/access-log.ts';
import { useClinicSession } from './clinic-session-context.ts';

/** A function that records one opening (a document opened or downloaded from a list). */
export function useAccessRecorder(): (opened: AccessOpened) => void {
  const { sync, profile } = useClinicSession();
  const userId = profile?.id;
  const clinicId = profile?.clinicId;
  return useCallback(
    (opened: AccessOpened) => {
      if (!sync || !userId || !clinicId) return;
      void sync.recordAccess(opened, { userId, clinicId });
    },
    [sync, userId, clinicId],
  );
}

/** Records that this screen opened a part of a patient's record, once per record shown. */
export function useRecordAccess(opened: AccessOpened | null): void {
  const record = useAccessRecorder();
  const action = opened?.action;
  const subject = opened?.subject;
  const recordId = opened?.recordId;
  const patientId = opened?.patientId;
  useEffect(() => {
    if (action && subject && recordId && patientId) record({ action, subject, recordId, patientId });
  }, [record, action, subject, recordId, patientId]);
}
