/**
 * The configurator's services page (spec part 2 "Services and specializations"), pure: one group
 * per specialization that has active services, by name; in each, its services by name, each with
 * the doctors who offer it, their minutes and price. A doctor no longer in the clinic's users is
 * left out of a service's list (their terms stay stored).
 */
import type { DoctorServiceDoc, ServiceDoc, UserDoc } from '#sync/api/documents.ts';

export interface ServiceDoctor {
  doctorServiceId: string;
  doctorId: string;
  name: string | null;
  avatar: string | null;
  durationMinutes: number;
  price: number;
}

export interface ServiceEntry {
  service: ServiceDoc;
  doctors: ServiceDoctor[];
}

export interface SpecializationGroup {
  specializationId: string;
  services: ServiceEntry[];
}

export function servicesBySpecialization(
  services: readonly ServiceDoc[],
  doctorServices: readonly DoctorServiceDoc[],
  users: readonly Pick<UserDoc, 'id' | 'name' | 'avatar'>[],
  specializationName: (id: string) => string,
): SpecializationGroup[] {
  const usersById = new Map(users.map((user) => [user.id, user]));
  const collator = new Intl.Collator('ro', { sensitivity: 'base' });
  const doctorsOf = new Map<string, ServiceDoctor[]>();
  for (const terms of doctorServices) {
    const doctor = usersById.get(terms.doctor_id);
    if (!doctor) continue;
    const list = doctorsOf.get(terms.service_id) ?? [];
    list.push({
      doctorServiceId: terms.id,
      doctorId: terms.doctor_id,
      name: doctor.name,
      avatar: doctor.avatar,
      durationMinutes: terms.duration_minutes,
      price: terms.price,
    });
    doctorsOf.set(terms.service_id, list);
  }
  const groups = new Map<string, ServiceEntry[]>();
  for (const service of services) {
    if (!service.is_active) continue;
    const doctors = (doctorsOf.get(service.id) ?? []).sort((a, b) =>
      collator.compare(a.name ?? '', b.name ?? ''),
    );
    const list = groups.get(service.specialization_id) ?? [];
    list.push({ service, doctors });
    groups.set(service.specialization_id, list);
  }
  return [...groups]
    .map(([specializationId, entries]) => ({
      specializationId,
      services: entries.sort((a, b) => collator.compare(a.service.name, b.service.name)),
    }))
    .sort((a, b) =>
      collator.compare(specializationName(a.specializationId), specializationName(b.specializationId)),
    );
}
