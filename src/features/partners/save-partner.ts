/**
 * Saving the partner form: to the device's database through the sync layer's commands, so it
 * shows at once and works offline; the replication sends it when the network allows. A new logo
 * takes the patient avatar's path (queued in the file outbox, then named in the row).
 */
import { avatarValue } from '#clinic-session/queue-avatar.ts';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import type { FileStore } from '#sync/api/file-commands.ts';
import { createPartner, updatePartner } from '#sync/api/partner-commands.ts';
import type { PartnerFormValues } from '#sync/validation/partner-rules.ts';
import { changedPartnerFields, type PartnerFormSource } from './partner-form-values.ts';

export interface SavePartnerInput {
  db: ClinicDatabase;
  files: FileStore | null;
  clinicId: string;
  partnerId: string;
  /** The row the form was filled from; null for a new partner. */
  base: PartnerFormSource | null;
  values: PartnerFormValues;
  logo: AvatarChange;
  /** The clock naming a new logo (tests pass a fixed one). */
  now?: () => number;
}

export type SavePartnerOutcome = 'created' | 'updated' | 'unchanged';

/** Creates the partner, or writes the columns the user changed; throws when the write fails. */
export async function savePartner(input: SavePartnerInput): Promise<SavePartnerOutcome> {
  const avatar = await avatarValue({
    change: input.logo,
    stored: input.base?.avatar ?? null,
    files: input.files,
    bucket: 'partner-avatars',
    clinicId: input.clinicId,
    owner: { collection: 'partners', docId: input.partnerId, field: 'avatar' },
    ...(input.now ? { now: input.now } : {}),
  });
  if (!input.base) {
    await createPartner(input.db, { id: input.partnerId, ...input.values, avatar });
    return 'created';
  }
  const patch: Partial<PartnerFormValues> & { avatar?: string | null } = changedPartnerFields(
    input.base,
    input.values,
  );
  if (avatar !== input.base.avatar) patch.avatar = avatar;
  if (Object.keys(patch).length === 0) return 'unchanged';
  await updatePartner(input.db, input.partnerId, patch);
  return 'updated';
}
