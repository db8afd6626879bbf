/**
 * A super administrator's clinic (spec part 2, /clinics/new and /clinics/{id}): the clinic form,
 * written to the server, since outside a clinic's context the device holds no clinic database.
 * Offline the form stays usable and says that saving needs the internet; what was typed stays.
 * Editing adds the status and a delete that asks first and leaves a tombstone.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { runSave } from '#components/form/run-save.ts';
import { dangerButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { LoadingStatus } from '#components/ui/query-state.tsx';
import { failed, type LiveQuery, LOADING, ready } from '#lib/live-query.ts';
import { useOnline } from '#lib/use-online.ts';
import type { ClinicFormValues } from '#sync/validation/clinic-rules.ts';
import { ClinicForm } from '../form/clinic-form.tsx';
import type { ClinicFormSource } from '../form/clinic-form-values.ts';

export interface ClinicServer {
  load: (id: string) => Promise<ClinicFormSource | null>;
  create: (values: ClinicFormValues) => Promise<string>;
  update: (id: string, changed: Partial<ClinicFormValues>) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

export function ClinicAdminPage({
  clinicId,
  server,
  onDone,
}: {
  /** The clinic to edit; null for a new one. */
  clinicId: string | null;
  server: ClinicServer;
  /** Back to the clinics list. */
  onDone: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  // The server's answer: the clinic, or null when it holds none with this id.
  const [loaded, setLoaded] = useState<LiveQuery<ClinicFormSource | null>>(clinicId ? LOADING : ready(null));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (!clinicId) return;
    let current = true;
    setLoaded(LOADING);
    server
      .load(clinicId)
      .then((clinic) => current && setLoaded(ready(clinic)))
      .catch((error: unknown) => {
        // No toast: the page says it in place of the form; the cause is for whoever reads the console.
        console.error('Loading the clinic failed', error);
        if (current) setLoaded(failed(error));
      });
    return () => {
      current = false;
    };
  }, [clinicId, server]);

  const offlineNotice = online ? null : (
    <p
      role="status"
      data-testid="clinic-offline"
      className={css({ marginBlockEnd: '4', fontWeight: 'medium' })}
    >
      {clinicId
        ? t`Fără conexiune la internet: modificările clinicii se salvează pe server. Ce ai scris rămâne aici până revine conexiunea.`
        : t`Fără conexiune la internet: o clinică nouă se creează pe server. Ce ai scris rămâne aici până revine conexiunea.`}
    </p>
  );

  if (!clinicId) {
    const create = async (values: ClinicFormValues) => {
      const saved = await runSave(() => server.create(values), {
        failed: t`Nu s-a putut crea clinica`,
        succeeded: t`Clinica a fost creată cu succes`,
        log: 'Creating the clinic failed',
      });
      if (saved.ok) onDone();
      return saved.ok;
    };
    return (
      <ClinicForm
        title={t`Clinică nouă`}
        clinic={null}
        canSave={online}
        onSave={create}
        onCancel={onDone}
        notice={offlineNotice}
        statusEditable
      />
    );
  }

  if (loaded.state !== 'ready' || loaded.value === null) {
    // Not a QueryState: its failed paragraph has no test id, and this one (missing or failed) has.
    return (
      <>
        <PageHeader title={t`Editare clinică`} onCancel={onDone} />
        {loaded.state === 'loading' ? (
          <LoadingStatus />
        ) : (
          <p role="alert" data-testid="clinic-not-loaded">
            {loaded.state === 'ready' ? t`Clinica nu a fost găsită.` : t`Nu s-au putut încărca clinicile`}
          </p>
        )}
      </>
    );
  }
  const clinic = loaded.value;

  const update = async (_values: ClinicFormValues, changed: Partial<ClinicFormValues>) => {
    const saved = await runSave(() => server.update(clinicId, changed), {
      failed: t`Nu s-a putut actualiza clinica`,
      succeeded: t`Clinica a fost actualizată cu succes`,
      log: 'Updating the clinic failed',
    });
    if (saved.ok) onDone();
    return saved.ok;
  };
  const remove = async () => {
    setConfirmDelete(false);
    setDeleting(true);
    const removed = await runSave(() => server.remove(clinicId), {
      failed: t`Nu s-a putut șterge clinica`,
      succeeded: t`Clinica a fost ștearsă cu succes`,
      log: 'Deleting the clinic failed',
    });
    if (removed.ok) onDone();
    else setDeleting(false);
  };

  return (
    <>
      <ClinicForm
        title={t`Editare clinică`}
        clinic={clinic}
        canSave={online}
        onSave={update}
        onCancel={onDone}
        notice={offlineNotice}
        statusEditable
        footer={
          <div>
            <button
              type="button"
              className={dangerButton}
              disabled={!online || deleting}
              onClick={() => setConfirmDelete(true)}
            >
              {t`Șterge clinica`}
            </button>
          </div>
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t`Ștergeți clinica?`}
        description={t`${clinic.name} va fi ștearsă. Utilizatorii ei nu o vor mai putea deschide.`}
        onConfirm={() => void remove()}
        onOpenChange={(open) => {
          if (!open) setConfirmDelete(false);
        }}
      />
    </>
  );
}
