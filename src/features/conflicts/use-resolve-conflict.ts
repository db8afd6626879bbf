/**
 * The conflicts list's ways out, one conflict at a time: keep the server's version or apply mine
 * again (each with its toast, a failure logged once), or rebook a booking whose slot was taken
 * (the calendar's step, handed in by the route, which raises its own toasts). Tells which conflict
 * is being settled, so its card's buttons wait.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { runSave } from '#components/form/run-save.ts';
import type { ConflictSummary } from './conflict-summary.ts';

export interface ConflictResolution {
  /** The conflict being settled, if any. */
  busyId: string | null;
  keepServer: (summary: ConflictSummary) => void;
  reapplyMine: (summary: ConflictSummary) => void;
  /** Only when the route hands in the calendar's rebook. */
  rebook: ((summary: ConflictSummary) => void) | undefined;
}

export function useResolveConflict(
  rebookAppointment: ((appointmentId: string) => Promise<void>) | undefined,
): ConflictResolution {
  const { t } = useLingui();
  const { sync } = useClinicSession();
  const [busyId, setBusyId] = useState<string | null>(null);

  const resolve = async (id: string, action: () => Promise<void>, succeeded: string) => {
    setBusyId(id);
    await runSave(action, {
      failed: t`Conflictul nu a putut fi rezolvat. Încearcă din nou.`,
      succeeded,
      log: 'Resolving the conflict failed',
    });
    setBusyId(null);
  };

  return {
    busyId,
    keepServer: (summary) =>
      void resolve(
        summary.id,
        () => sync?.conflicts.keepServer(summary.id) ?? Promise.resolve(),
        t`Am păstrat versiunea serverului.`,
      ),
    reapplyMine: (summary) =>
      void resolve(
        summary.id,
        () => sync?.conflicts.reapplyMine(summary.id) ?? Promise.resolve(),
        t`Modificarea ta a fost aplicată din nou și se trimite la server.`,
      ),
    rebook: rebookAppointment
      ? (summary) => {
          setBusyId(summary.id);
          void rebookAppointment(summary.docId).finally(() => setBusyId(null));
        }
      : undefined,
  };
}
