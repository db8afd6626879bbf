/** The specialization page's path (spec part 2: /configurator/{domainName}/specialization/{id}). */
export function specializationPath(domainName: string, specializationId: string): string {
  return `/configurator/${encodeURIComponent(domainName)}/specialization/${encodeURIComponent(specializationId)}`;
}
