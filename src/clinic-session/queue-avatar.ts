/**
 * The stored value of a picture field after a save: kept, cleared, or a new picture queued in the
 * device's file outbox first and only then named, so a row never points at a file the device does
 * not hold (a failed row write leaves at most an unused upload).
 */
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { type AvatarOwnerFolder, avatarStoragePath } from '#lib/avatar/avatar-image-rules.ts';
import { type FileBucket, type FileStore, queueUpload } from '#sync/api/file-commands.ts';

export interface AvatarValueInput {
  change: AvatarChange;
  /** The value stored before the save (null for a new row). */
  stored: string | null;
  files: FileStore | null;
  bucket: FileBucket;
  clinicId: string;
  /** The row naming the picture; its collection is the picture's folder in the bucket. */
  owner: { collection: AvatarOwnerFolder; docId: string; field: 'avatar' };
  /** The clock naming a new picture (tests pass a fixed one). */
  now?: () => number;
}

export async function avatarValue(input: AvatarValueInput): Promise<string | null> {
  const { change } = input;
  if (change.kind === 'keep') return input.stored;
  if (change.kind === 'remove') return null;
  if (!input.files) throw new Error('The device file store is not open, so the picture cannot be kept');
  const path = avatarStoragePath(
    input.clinicId,
    input.owner.collection,
    input.owner.docId,
    change.type,
    (input.now ?? Date.now)(),
  );
  await queueUpload(input.files, {
    bucket: input.bucket,
    path,
    blob: change.blob,
    contentType: change.type,
    owner: input.owner,
  });
  return path;
}
