/**
 * The service dialog's writes, to the device's database (so they work offline): the service's
 * changed columns (or a new service), then each doctor's own terms, then the doctors taken off.
 * Deleting is the spec's soft delete: the service stays for the appointments that name it.
 */

import { createDoctorService, deleteDoctorService } from '#sync/api/doctor-service-commands.ts';
import type { ClinicDatabase, DoctorServiceDoc, ServiceDoc } from '#sync/api/documents.ts';
import { createService, deactivateService, updateService } from '#sync/api/service-commands.ts';
import { changedServiceFields, doctorChanges, type ServiceSave } from './service-form-values.ts';

/** What a save wrote: the service's own fields, and whether any doctor's terms changed. */
export interface ServiceSaved {
  serviceId: string;
  serviceChanged: boolean;
  pricingChanged: boolean;
}

export async function saveService(
  db: ClinicDatabase,
  stored: { service: ServiceDoc; terms: readonly DoctorServiceDoc[] } | null,
  values: ServiceSave,
): Promise<ServiceSaved> {
  let serviceId: string;
  let serviceChanged = true;
  if (stored) {
    serviceId = stored.service.id;
    const changed = changedServiceFields(stored.service, values.service);
    serviceChanged = Object.keys(changed).length > 0;
    if (serviceChanged) await updateService(db, serviceId, changed);
  } else {
    serviceId = (await createService(db, values.service)).id;
  }
  const changes = doctorChanges(stored?.terms ?? [], values.doctors);
  for (const terms of changes.save) await createDoctorService(db, { ...terms, service_id: serviceId });
  for (const id of changes.remove) await deleteDoctorService(db, id);
  return { serviceId, serviceChanged, pricingChanged: changes.save.length + changes.remove.length > 0 };
}

export function removeService(db: ClinicDatabase, serviceId: string): Promise<ServiceDoc> {
  return deactivateService(db, serviceId);
}
