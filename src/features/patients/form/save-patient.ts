/**
 * Saving the patient form: everything goes to the device's database through the sync layer's
 * commands and shows at once; the replication sends it when the network allows. A new picture is
 * queued in the device's file outbox first and only then named in the row, so a row never points
 * at a file the device does not hold (a failed row write leaves at most an unused upload).
 */

import { avatarValue } from '#clinic-session/queue-avatar.ts';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import type { FileStore } from '#sync/api/file-commands.ts';
import { createPatient, updatePatient } from '#sync/api/patient-commands.ts';
import type { PatientFormValues } from '#sync/validation/patient-rules.ts';
import { changedPatientFields, type PatientFormSource } from './patient-form-values.ts';

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

/** Creates the patient, or writes the columns the user changed; throws when the write fails. */
export async function savePatient(input: SavePatientInput): Promise<SavePatientOutcome> {
  const avatar = await avatarValue({
    change: input.avatar,
    stored: input.base?.avatar ?? null,
    files: input.files,
    bucket: 'avatars',
    clinicId: input.clinicId,
    owner: { collection: 'patients', docId: input.patientId, field: 'avatar' },
    ...(input.now ? { now: input.now } : {}),
  });
  const fields = { ...input.values, avatar };
  if (!input.base) {
    await createPatient(input.db, { id: input.patientId, ...fields });
    return 'created';
  }
  const patch = changedPatientFields(input.base, fields);
  if (Object.keys(patch).length === 0) return 'unchanged';
  await updatePatient(input.db, input.patientId, patch);
  return 'updated';
}
