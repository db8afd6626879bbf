/**
 * An appointment's extra services (spec part 2: "the main service plus extra services … an
 * add-extra-services picker and a remove button on extra services"). Pure: what the picker offers
 * and the list after an add or a remove; the main service is never an extra, nor twice.
 */
import type { ServiceDoc } from '#sync/api/documents.ts';

/** The clinic's active services not yet on the appointment, by name as given. */
export function extraServiceChoices<S extends Pick<ServiceDoc, 'id' | 'is_active'>>(
  services: readonly S[],
  mainServiceId: string | null,
  extras: readonly string[],
): S[] {
  const taken = new Set([...extras, ...(mainServiceId ? [mainServiceId] : [])]);
  return services.filter((service) => service.is_active && !taken.has(service.id));
}

export function withExtraServices(
  extras: readonly string[],
  added: readonly string[],
  mainServiceId: string | null,
): string[] {
  const next = [...extras];
  for (const id of added) if (id !== mainServiceId && !next.includes(id)) next.push(id);
  return next;
}

export function withoutExtraService(extras: readonly string[], removed: string): string[] {
  return extras.filter((id) => id !== removed);
}
