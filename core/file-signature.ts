/**
 * What a file is, read from its first bytes rather than its name or the browser's guess: a renamed
 * GIF or executable is not a picture or a PDF. Used for avatars (PNG, JPEG) and the medical
 * record's documents (PDF, PNG, JPEG).
 */

export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg';

/** Bytes enough to recognise every signature below. */
export const SIGNATURE_BYTES = 8;

const SIGNATURES: ReadonlyArray<readonly [SniffedType, readonly number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  // "%PDF-"
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The type the file's first bytes name, or null for any other kind of file. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  for (const [type, signature] of SIGNATURES) {
    if (head.length >= signature.length && signature.every((byte, index) => head[index] === byte))
      return type;
  }
  return null;
}
