/**
 * The two pages of the partner form (spec part 2): /partners/new and /partners/{id}. Both store on
 * the device and go back to the list; an edit can also delete the partner after a confirmation.
 * An id the device does not hold says so, with a way back.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { runSave } from '#components/form/run-save.ts';
import { dangerButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { RecordLoadState } from '#components/ui/record-load-state.tsx';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { throwIfFailed } from '#lib/live-query.ts';
import type { PartnerDoc } from '#sync/api/documents.ts';
import { deletePartner } from '#sync/api/partner-commands.ts';
import type { PartnerFormValues } from '#sync/validation/partner-rules.ts';
import { PartnerForm } from './partner-form.tsx';
import { savePartner } from './save-partner.ts';
import { usePartner } from './use-partners-data.ts';

const LIST = '/partners';

/** Stores the form and answers whether it was stored; the page leaves for the list when it was. */
function usePartnerSave(partnerId: string, base: PartnerDoc | null) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { db, files, profile } = useClinicSession();
  const clinicId = profile?.clinicId ?? null;
  const save = async (values: PartnerFormValues, logo: AvatarChange): Promise<boolean> => {
    if (!db || !clinicId) return false;
    const saved = await runSave(() => savePartner({ db, files, clinicId, partnerId, base, values, logo }), {
      failed: t`Partenerul nu a putut fi salvat. Nimic nu s-a pierdut din ce ai scris; încearcă din nou.`,
      succeeded: base ? t`Partenerul a fost actualizat` : t`Partenerul a fost adăugat`,
      log: 'Saving the partner failed',
    });
    if (!saved.ok) return false;
    void navigate({ to: LIST });
    return true;
  };
  return { save, canSave: db !== null && clinicId !== null };
}

export function NewPartnerPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The id is chosen here, so a logo picked before saving is already filed under it.
  const [partnerId] = useState(() => crypto.randomUUID());
  const { save, canSave } = usePartnerSave(partnerId, null);
  return (
    <PartnerForm
      title={t`Partener nou`}
      partner={null}
      canSave={canSave}
      onSave={save}
      onCancel={() => void navigate({ to: LIST })}
    />
  );
}

export function EditPartnerPage({ partnerId }: { partnerId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { db } = useClinicSession();
  // A failed read goes to the route's error screen, as every record page's does.
  const query = throwIfFailed(usePartner(partnerId));
  const partner = query.state === 'ready' ? query.value : null;
  // Once shown, the form stays while its row disappears (deleted elsewhere): typing is not lost.
  const [shown, setShown] = useState<PartnerDoc | null>(null);
  if (partner && !shown) setShown(partner);
  const { save, canSave } = usePartnerSave(partnerId, shown);
  const [confirming, setConfirming] = useState(false);
  const title = t`Editare partener`;

  if (!shown) {
    return (
      <RecordLoadState
        title={title}
        loading={query.state === 'loading'}
        message={t`Nu s-a putut încărca partenerul`}
        backLabel={t`Înapoi la parteneri`}
        onBack={() => void navigate({ to: LIST, replace: true })}
        testId="partner-load-error"
      />
    );
  }

  const remove = async () => {
    setConfirming(false);
    if (!db) return;
    const removed = await runSave(() => deletePartner(db, partnerId), {
      failed: t`Partenerul nu a putut fi șters`,
      succeeded: t`Partenerul a fost șters`,
      log: 'Deleting the partner failed',
    });
    if (removed.ok) void navigate({ to: LIST });
  };

  return (
    <>
      <PartnerForm
        title={title}
        partner={shown}
        canSave={canSave}
        onSave={save}
        onCancel={() => void navigate({ to: LIST })}
        footer={
          <div>
            <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
              {t`Șterge partenerul`}
            </button>
          </div>
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t`Ștergi partenerul?`}
        description={t`${shown.name} va fi șters din lista de parteneri a clinicii.`}
        confirmLabel={t`Șterge`}
        cancelLabel={t`Renunță`}
        onConfirm={() => void remove()}
        onOpenChange={setConfirming}
      />
    </>
  );
}
