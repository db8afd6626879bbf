/**
 * Saving the patient form: everything goes to the device's database through the sync layer's
 * commands and shows at once; the replication sends it when the network allows. A new picture is
 * queued in the device's file outbox first and only then named in the row, so a row never points
 * at a file the device does not hold (a failed row write leaves at most an unused upload).
 */

import type { ClinicDatabase } from '#sync/api/documents.ts';
import type { FileStore } from '#sync/api/file-commands.ts';
import { queueUpload } from '#sync/api/file-commands.ts';
import { createPatient, updatePatient } from '#sync/api/patient-commands.ts';
import type { PatientFormValues } from '#sync/validation/patient-rules.ts';
import { type AvatarType, avatarStoragePath } from './avatar-image-rules.ts';
import { changedPatientFields, type PatientFormSource } from './patient-form-values.ts';

/** What the user did with the profile image. */
export type AvatarChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'replace'; blob: Blob; type: AvatarType };

export interface SavePatientInput {
  db: ClinicDatabase;
  files: FileStore | null;
  clinicId: string;
  patientId: string;
  /** The row the form was filled from; null for a new patient. */
  base: PatientFormSource | null;
  values: PatientFormValues;
  avatar: AvatarChange;
  /** The clock naming a new picture (tests pass a fixed one). */
  now?: () => number;
}

export type SavePatientOutcome = 'created' | 'updated' | 'unchanged';

async function avatarValue(input: SavePatientInput): Promise<string | null> {
  const { avatar } = input;
  if (avatar.kind === 'keep') return input.base?.avatar ?? null;
  if (avatar.kind === 'remove') return null;
  if (!input.files) throw new Error('The device file store is not open, so the picture cannot be kept');
  const path = avatarStoragePath(input.clinicId, input.patientId, avatar.type, (input.now ?? Date.now)());
  await queueUpload(input.files, {
    bucket: 'avatars',
    path,
    blob: avatar.blob,
    contentType: avatar.type,
    owner: { collection: 'patients', docId: input.patientId, field: 'avatar' },
  });
  return path;
}

/** Creates the patient, or writes the columns the user changed; throws when the write fails. */
export async function savePatient(input: SavePatientInput): Promise<SavePatientOutcome> {
  const fields = { ...input.values, avatar: await avatarValue(input) };
  if (!input.base) {
    await createPatient(input.db, { id: input.patientId, ...fields });
    return 'created';
  }
  const patch = changedPatientFields(input.base, fields);
  if (Object.keys(patch).length === 0) return 'unchanged';
  await updatePatient(input.db, input.patientId, patch);
  return 'updated';
}
