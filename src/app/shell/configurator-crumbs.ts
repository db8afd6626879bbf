/** Breadcrumb labels a word list cannot give: the configurator's clinic and specialization (pure). */

/** What names a configurator page's own segments: the clinic, and a specialization. */
export interface ConfiguratorNames {
  clinicName: string | null;
  specializationName: (id: string) => string;
}

/**
 * The label of a segment of /configurator/{domainName}/specialization/{id} (spec part 2) that a
 * word list cannot name: the clinic's name for its domain name, the specialization's name in the
 * interface language for its id; undefined for any other segment.
 */
export function configuratorSegmentLabel(
  segments: readonly string[],
  index: number,
  names: ConfiguratorNames,
): string | undefined {
  if (segments[0] !== 'configurator' || segments[2] !== 'specialization') return undefined;
  if (index === 1) return names.clinicName ?? undefined;
  const id = segments[3];
  return index === 3 && id !== undefined ? names.specializationName(id) : undefined;
}
