/**
 * What an appointment names, as the patient's pages show it (the visit list, the appointment
 * detail, the patient's appointment list): the doctor, the specialization (the service's, else the
 * doctor's) and the service. Pure; null where the reference is not in the clinic's data, for the
 * page to say 'Unknown Doctor' / 'Unknown Service'.
 */
import type { AppointmentDoc, ServiceDoc, UserDoc } from './documents.ts';

export interface VisitNames {
  /** Null when the doctor is not in the clinic's users (shown as 'Unknown Doctor'). */
  doctorName: string | null;
  /** The service's specialization, else the doctor's (a specializations id). */
  specializationId: string | null;
  /** Null when the appointment has no service or it is unknown here (shown as 'Unknown Service'). */
  serviceName: string | null;
}

/** What a visit names, as the list and the detail show it. */
export function visitNames(
  appointment: Pick<AppointmentDoc, 'doctor_id' | 'service_id'>,
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'specialization'>>,
  servicesById: ReadonlyMap<string, Pick<ServiceDoc, 'name' | 'specialization_id'>>,
): VisitNames {
  const doctor = usersById.get(appointment.doctor_id);
  const service = appointment.service_id ? servicesById.get(appointment.service_id) : undefined;
  return {
    doctorName: doctor?.name?.trim() ? doctor.name : null,
    specializationId: service?.specialization_id || doctor?.specialization || null,
    serviceName: service?.name ?? null,
  };
}
