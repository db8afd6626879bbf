/**
 * The names the file store and the service worker agree on: the buckets, the key of a file, and the
 * name of a user's store in a clinic. Kept free of imports so the service worker can carry it.
 */

/** The private buckets of supabase/migrations/20261121000500_storage.sql. */
export const FILE_BUCKETS = ['avatars', 'partner-avatars', 'medical-documents'] as const;
export type FileBucket = (typeof FILE_BUCKETS)[number];

export const FILE_STORE_PREFIX = 'cabinet-files-';

export function fileKey(bucket: FileBucket, path: string): string {
  return `${bucket}/${path}`;
}

export function fileStoreName(userId: string, clinicId: string): string {
  return `${FILE_STORE_PREFIX}${userId}-${clinicId}`.toLowerCase();
}

/** Whether a store of that name belongs to the clinic (any user of this device). */
export function isFileStoreOfClinic(storeName: string, clinicId: string): boolean {
  return storeName.startsWith(FILE_STORE_PREFIX) && storeName.endsWith(`-${clinicId.toLowerCase()}`);
}
