/**
 * Attaching picked files to a record item, with a toast for each (attached, or why not): the
 * document list's Attach and the documents item's dialog (spec part 2) do it alike. Works offline:
 * each file is kept on the device and queued before its row is written (attach-document.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { notify } from '#components/ui/toaster.tsx';
import { attachDocument } from './attach-document.ts';
import { documentRefusal } from './document-refusal.ts';

export function useAttachDocuments(
  patientId: string,
): (recordId: string, picked: readonly File[]) => Promise<void> {
  const { t, i18n } = useLingui();
  const { db, files, profile } = useClinicSession();
  return async (recordId, picked) => {
    if (!db || !files || !profile?.clinicId) return;
    for (const file of picked) {
      try {
        const outcome = await attachDocument({
          db,
          files,
          clinicId: profile.clinicId,
          patientId,
          recordId,
          file,
        });
        if (outcome.ok) notify.success(t`Documentul ${file.name} a fost atașat`);
        else notify.error(documentRefusal(outcome, file.name, i18n));
      } catch (error) {
        console.error('Attaching a document failed', error);
        notify.error(t`Documentul nu a putut fi încărcat. Încercați din nou.`);
      }
    }
  };
}
