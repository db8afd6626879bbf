/**
 * /patient/{id}/medical-history (spec part 2 §2): the general information and the six lists.
 * Shows the patient the area holds (live from the local database); every save is a local write that
 * syncs when it can. The desk sees it all and changes none of it (the server refuses it too).
 */

import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useRecordAccess } from '#clinic-session/use-record-access.ts';
import { runSave } from '#components/form/run-save.ts';
import type { PatientDoc } from '#sync/api/documents.ts';
import { updatePatient } from '#sync/api/patient-commands.ts';
import { readableHistoryList } from '#sync/validation/history-entry-form.ts';
import { HISTORY_LISTS } from '#sync/validation/patient-rules.ts';
import { GeneralInfoSection } from './general-info-section.tsx';
import { HistoryListSection } from './history-list-section.tsx';
import { mayWriteHistory } from './may-write-history.ts';

/** `patient`: the patient in context of the area, handed in by the route (live). */
export function MedicalHistoryPage({ patient }: { patient: PatientDoc }) {
  useRecordAccess({
    action: 'open',
    subject: 'medical_history',
    recordId: patient.id,
    patientId: patient.id,
  });
  const { t } = useLingui();
  const { db, profile } = useClinicSession();
  const canEdit = profile !== null && mayWriteHistory(profile.role);

  /** Saves a patch with the spec's messages for its part (part 2 §8): general information or conditions. */
  const save = async (
    patch: Parameters<typeof updatePatient>[2],
    part: 'general' | 'conditions',
  ): Promise<boolean> => {
    if (!db) return false;
    const saved = await runSave(() => updatePatient(db, patient.id, patch), {
      failed:
        part === 'general'
          ? t`Nu s-au putut salva informațiile generale`
          : t`Nu s-au putut actualiza condițiile medicale`,
      succeeded:
        part === 'general'
          ? t`Informațiile generale au fost salvate cu succes`
          : t`Condițiile medicale au fost actualizate cu succes`,
      log: 'Saving the medical history failed',
    });
    return saved.ok;
  };

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <GeneralInfoSection info={patient} canEdit={canEdit} onSave={(patch) => save(patch, 'general')} />
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        {HISTORY_LISTS.map((list) => (
          <HistoryListSection
            key={list}
            list={list}
            entries={readableHistoryList(patient[list])}
            canEdit={canEdit}
            onSave={(entries) => save({ [list]: entries }, 'conditions')}
          />
        ))}
      </div>
    </div>
  );
}
