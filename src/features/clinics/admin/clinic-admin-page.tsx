/**
 * A super administrator's clinic (spec part 2, /clinics/new and /clinics/{id}): the clinic form,
 * written to the server, since outside a clinic's context the device holds no clinic database.
 * Offline the form stays usable and says that saving needs the internet; what was typed stays.
 * Editing adds the status and a delete that asks first and leaves a tombstone.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { dangerButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { notify } from '#components/ui/toaster.tsx';
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

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; clinic: ClinicFormSource }
  | { state: 'missing' | 'failed' };

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
  const [loaded, setLoaded] = useState<Loaded>(clinicId ? { state: 'loading' } : { state: 'missing' });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (!clinicId) return;
    let current = true;
    setLoaded({ state: 'loading' });
    server
      .load(clinicId)
      .then((clinic) => current && setLoaded(clinic ? { state: 'ready', clinic } : { state: 'missing' }))
      .catch((error: unknown) => {
        console.error('Loading the clinic failed', error);
        if (current) setLoaded({ state: 'failed' });
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
      try {
        await server.create(values);
        notify.success(t`Clinica a fost creată cu succes`);
        onDone();
        return true;
      } catch (error) {
        console.error('Creating the clinic failed', error);
        notify.error(t`Nu s-a putut crea clinica`);
        return false;
      }
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

  if (loaded.state !== 'ready') {
    return (
      <>
        <PageHeader title={t`Editare clinică`} onCancel={onDone} />
        {loaded.state === 'loading' ? (
          <p role="status">{t`Se încarcă...`}</p>
        ) : (
          <p role="alert" data-testid="clinic-not-loaded">
            {loaded.state === 'missing' ? t`Clinica nu a fost găsită.` : t`Nu s-au putut încărca clinicile`}
          </p>
        )}
      </>
    );
  }

  const update = async (_values: ClinicFormValues, changed: Partial<ClinicFormValues>) => {
    try {
      await server.update(clinicId, changed);
      notify.success(t`Clinica a fost actualizată cu succes`);
      onDone();
      return true;
    } catch (error) {
      console.error('Updating the clinic failed', error);
      notify.error(t`Nu s-a putut actualiza clinica`);
      return false;
    }
  };
  const remove = async () => {
    setConfirmDelete(false);
    setDeleting(true);
    try {
      await server.remove(clinicId);
      notify.success(t`Clinica a fost ștearsă cu succes`);
      onDone();
    } catch (error) {
      console.error('Deleting the clinic failed', error);
      notify.error(t`Nu s-a putut șterge clinica`);
      setDeleting(false);
    }
  };

  return (
    <>
      <ClinicForm
        title={t`Editare clinică`}
        clinic={loaded.clinic}
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
        description={t`${loaded.clinic.name} va fi ștearsă. Utilizatorii ei nu o vor mai putea deschide.`}
        onConfirm={() => void remove()}
        onOpenChange={(open) => {
          if (!open) setConfirmDelete(false);
        }}
      />
    </>
  );
}
