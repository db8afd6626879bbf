/** The specialization page's path (spec part 2: /configurator/{domainName}/specialization/{id}). */
export function specializationPath(domainName: string, specializationId: string): string {
  return `/configurator/${encodeURIComponent(domainName)}/specialization/${encodeURIComponent(specializationId)}`;
}

/** The clinic's name as the path's domain segment: 'Clinica Aurora' → 'clinica-aurora'. */
export function clinicSlug(clinicName: string | null): string {
  const slug = (clinicName ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'clinica';
}
