/**
 * The profile image rules (spec part 1 §5, §9: avatars png or jpeg): the type is read from the
 * file's first bytes, not its name or the browser's guess, so a renamed GIF is refused; the image
 * is scaled on the device to at most AVATAR_MAX_SIDE pixels a side, keeping PNG as PNG and JPEG as
 * JPEG; it is stored under the clinic's folder (the storage policies require the clinic id first).
 */

import { sniffFileType } from '#core/file-signature.ts';

export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** Longest side of a stored avatar, in pixels: sharp in the list and the header, a few tens of KB. */
export const AVATAR_MAX_SIDE = 512;
/** Larger files are refused before decoding, which could exhaust a tablet's memory. */
export const AVATAR_MAX_INPUT_BYTES = 20 * 1024 * 1024;
/** The image type named by the file's first bytes, or null for anything but PNG and JPEG. */
export function sniffAvatarType(head: Uint8Array): AvatarType | null {
  const type = sniffFileType(head);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}

export type AvatarFileProblem = 'empty' | 'too_large' | 'wrong_type';

export type AvatarFileCheck = { ok: true; type: AvatarType } | { ok: false; problem: AvatarFileProblem };

/** Whether a picked file may become an avatar, from its size and first bytes. */
export function checkAvatarFile(head: Uint8Array, size: number): AvatarFileCheck {
  if (size <= 0) return { ok: false, problem: 'empty' };
  const type = sniffAvatarType(head);
  if (!type) return { ok: false, problem: 'wrong_type' };
  if (size > AVATAR_MAX_INPUT_BYTES) return { ok: false, problem: 'too_large' };
  return { ok: true, type };
}

/**
 * The size to draw an image of `width` × `height` at so its longest side is at most `maxSide`,
 * keeping its proportions; a smaller image keeps its size (never enlarged). Null for a size no
 * image has (zero, negative, not finite), which a corrupt file can report.
 */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = AVATAR_MAX_SIDE,
): { width: number; height: number } | null {
  if (![width, height, maxSide].every((value) => Number.isFinite(value) && value > 0)) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whose picture it is: a patient's profile image, a partner's logo, a user's photo. */
export type AvatarOwnerFolder = 'patients' | 'partners' | 'users';

/**
 * Where a picture is stored in its bucket: `{clinic}/{folder}/{owner}/{time}.ext`. A new name per
 * upload, so a device holding an older signed URL never shows the new picture as the old one, and
 * a retry of an older upload never overwrites a newer picture.
 */
export function avatarStoragePath(
  clinicId: string,
  folder: AvatarOwnerFolder,
  ownerId: string,
  type: AvatarType,
  now: number,
): string {
  const extension = type === 'image/png' ? 'png' : 'jpg';
  return `${clinicId}/${folder}/${ownerId}/${now}.${extension}`;
}
