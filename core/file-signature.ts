/**
 * What a file is, read from its first bytes rather than its name or the browser's guess: a renamed
 * GIF or executable is not a picture or a PDF. Used for avatars (PNG, JPEG) and the medical
 * record's documents (spec part 2: PDF, Word, Excel, PowerPoint, ZIP, RAR and images).
 */

export type SniffedType =
  | 'application/pdf'
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  /** A ZIP archive: also every OOXML file (DOCX, XLSX, PPTX), told apart by its entries. */
  | 'application/zip'
  /** An OLE compound file: Word, Excel and PowerPoint 97–2003 (DOC, XLS, PPT). */
  | 'application/x-ole-storage'
  | 'application/vnd.rar';

/** Bytes enough to recognise every signature below. */
export const SIGNATURE_BYTES = 12;

/** Each type's leading bytes; null is any byte (WebP's RIFF length). */
const SIGNATURES: ReadonlyArray<readonly [SniffedType, readonly (number | null)[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  // "GIF87a" and "GIF89a"
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
  // "RIFF" <length> "WEBP"
  ['image/webp', [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
  // "%PDF-"
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  // "PK\3\4" (a local file header), "PK\5\6" (an empty archive)
  ['application/zip', [0x50, 0x4b, 0x03, 0x04]],
  ['application/zip', [0x50, 0x4b, 0x05, 0x06]],
  ['application/x-ole-storage', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  // "Rar!\x1a\x07": RAR 4 ("\x00" next) and RAR 5 ("\x01\x00" next)
  ['application/vnd.rar', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]],
];

/** The type the file's first bytes name, or null for any other kind of file. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  for (const [type, signature] of SIGNATURES) {
    if (
      head.length >= signature.length &&
      signature.every((byte, index) => byte === null || head[index] === byte)
    )
      return type;
  }
  return null;
}
