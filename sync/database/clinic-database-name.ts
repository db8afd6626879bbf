/**
 * The IndexedDB name of one user's database for one clinic: `cabinet-${userId}-${clinicId}`,
 * lowercased and reduced to the characters RxDB accepts in a name ([a-z0-9_$()+/-], starting
 * with a letter). Distinct users and clinics get distinct databases, so signing out one user
 * can wipe exactly their data.
 */
export function clinicDatabaseName(userId: string, clinicId: string): string {
  return `cabinet-${userId}-${clinicId}`.toLowerCase().replace(/[^a-z0-9_$()+/-]/g, '_');
}
