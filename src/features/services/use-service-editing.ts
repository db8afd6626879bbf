/**
 * The service dialog's state and save for a page that opens it (the services page, a
 * specialization's page): which service is edited (or a new one, perhaps of a given
 * specialization), and the save with its toasts (spec part 2 §8).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { runSave } from '#components/form/run-save.ts';
import { notify } from '#components/ui/toaster.tsx';
import type { DoctorServiceDoc, ServiceDoc } from '#sync/api/documents.ts';
import { saveService } from './save-service.ts';
import {
  emptyServiceForm,
  type ServiceFormInput,
  type ServiceSave,
  serviceFormInput,
} from './service-form-values.ts';

type Editing = { service: ServiceDoc | null; initial: ServiceFormInput } | null;

export function useServiceEditing(doctorServices: readonly DoctorServiceDoc[], newSpecializationId = '') {
  const { t, i18n } = useLingui();
  const { db } = useClinicSession();
  const [editing, setEditing] = useState<Editing>(null);
  const termsOf = (serviceId: string) => doctorServices.filter((terms) => terms.service_id === serviceId);

  const save = async (values: ServiceSave): Promise<boolean> => {
    if (!db) return false;
    const service = editing?.service ?? null;
    const outcome = await runSave(
      () => saveService(db, service ? { service, terms: termsOf(service.id) } : null, values),
      {
        failed: service ? t`Eroare la actualizarea serviciului` : t`Eroare la adăugarea serviciului`,
        log: 'Saving the service failed',
      },
    );
    if (!outcome.ok) return false;
    // The success words depend on what was written, so they are said here, not by runSave.
    const saved = outcome.value;
    notify.success(
      !service
        ? t`Serviciul a fost adăugat cu succes`
        : // Only the doctors' prices or minutes changed: the spec's own words for that save.
          !saved.serviceChanged && saved.pricingChanged
          ? t`Prețurile medicilor pentru serviciu au fost salvate cu succes`
          : t`Serviciul a fost actualizat cu succes`,
    );
    return true;
  };

  return {
    termsOf,
    openNew: () => setEditing({ service: null, initial: emptyServiceForm(newSpecializationId) }),
    openEdit: (service: ServiceDoc) =>
      setEditing({
        service,
        initial: serviceFormInput(service, termsOf(service.id), i18n.locale === 'en' ? '.' : ','),
      }),
    /** What the page hands the ServiceDialog. */
    dialog: {
      open: editing !== null,
      editing: editing?.service != null,
      initial: editing?.initial ?? emptyServiceForm(newSpecializationId),
      onSave: save,
      onOpenChange: (open: boolean) => {
        if (!open) setEditing(null);
      },
    },
  };
}
