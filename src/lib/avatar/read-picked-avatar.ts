/**
 * A file the user picked as profile image, checked and scaled (avatar-image-rules.ts,
 * resize-avatar.ts). Never throws: a corrupt or unsupported file answers why it was refused.
 */
import { SIGNATURE_BYTES } from '#core/file-signature.ts';
import { type AvatarFileProblem, type AvatarType, checkAvatarFile } from './avatar-image-rules.ts';
import { resizeAvatar } from './resize-avatar.ts';

export type PickedAvatar =
  | { ok: true; blob: Blob; type: AvatarType }
  | { ok: false; problem: AvatarFileProblem | 'unreadable' };

export async function readPickedAvatar(file: Blob): Promise<PickedAvatar> {
  try {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const check = checkAvatarFile(head, file.size);
    if (!check.ok) return check;
    return { ok: true, blob: await resizeAvatar(file, check.type), type: check.type };
  } catch (error) {
    console.warn('A picked profile image could not be read', error);
    return { ok: false, problem: 'unreadable' };
  }
}
