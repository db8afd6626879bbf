import type { Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { DoctorServiceDoc } from '../collections/doctor-services-collection.ts';
import { plainDocs$ } from './plain-results.ts';

/** What one doctor offers: duration and price per service. */
export function doctorServicesOfDoctor$(
  db: ClinicDatabase,
  doctorId: string,
): Observable<DoctorServiceDoc[]> {
  return plainDocs$(db.doctor_services.find({ selector: { doctor_id: doctorId } }));
}

/** Which doctors offer one service, with their duration and price (the service dialog). */
export function doctorServicesOfService$(
  db: ClinicDatabase,
  serviceId: string,
): Observable<DoctorServiceDoc[]> {
  return plainDocs$(db.doctor_services.find({ selector: { service_id: serviceId } }));
}

/** Every doctor's terms for every service of the clinic (the configurator's services page). */
export function doctorServices$(db: ClinicDatabase): Observable<DoctorServiceDoc[]> {
  return plainDocs$(db.doctor_services.find());
}
