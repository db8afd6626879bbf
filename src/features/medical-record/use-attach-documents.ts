/**
 * Attaching picked files to a record item, with a toast for each (attached, or why not): the
 * document list's Attach and the documents item's dialog (spec part 2) do it alike. Works offline:
 * each file is kept on the device and queued before its row is written (attach-document.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { runSave } from '#components/form/run-save.ts';
import { notify } from '#components/ui/toaster.tsx';
import { attachDocument } from './attach-document.ts';
import { documentRefusal } from './document-refusal.ts';

export function useAttachDocuments(
  patientId: string,
): (recordId: string, picked: readonly File[]) => Promise<void> {
  const { t, i18n } = useLingui();
  const { db, files, profile } = useClinicSession();
  return async (recordId, picked) => {
    const clinicId = profile?.clinicId;
    if (!db || !files || !clinicId) return;
    for (const file of picked) {
      const attached = await runSave(
        () => attachDocument({ db, files, clinicId, patientId, recordId, file }),
        {
          failed: t`Documentul nu a putut fi încărcat. Încercați din nou.`,
          log: 'Attaching a document failed',
        },
      );
      if (!attached.ok) continue;
      // A refused file (its kind, its size) is no failure to log: it says why.
      if (attached.value.ok) notify.success(t`Documentul ${file.name} a fost atașat`);
      else notify.error(documentRefusal(attached.value, file.name, i18n));
    }
  };
}
