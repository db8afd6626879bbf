/**
 * What kind of document a file is (spec part 2: PDF, Word, Excel, PowerPoint, ZIP, RAR and
 * images), by its content and never by its name: the leading bytes name the family
 * (core/file-signature.ts), and a ZIP's entry names tell an OOXML document (word/, xl/, ppt/) from a
 * plain archive. The name's extension is what the file claims to be: a claim its content
 * contradicts (a PDF named .docx, a picture named .xlsx) is refused, so the clinic never keeps a
 * file under a false type. Pure.
 */
import { unzipSync } from 'fflate';
import { type SniffedType, sniffFileType } from '#core/file-signature.ts';

export const DOCUMENT_KINDS = [
  'pdf',
  'word',
  'excel',
  'powerpoint',
  'office97',
  'zip',
  'rar',
  'image',
] as const;
/** The families a user knows: an OLE file is a Word, Excel or PowerPoint 97–2003 document. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The content's kind and the MIME type to store and serve it with. */
export interface IdentifiedDocument {
  kind: DocumentKind;
  mimeType: string;
}

const OOXML: ReadonlyArray<readonly [prefix: string, kind: DocumentKind, mimeType: string]> = [
  ['word/', 'word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/** Entry names of a ZIP, read from its central directory without unpacking; null if it is not one. */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/** An OLE file's own type, by the extension it came with (its streams would say; the name is enough here). */
const OLE_BY_EXTENSION: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** The extension of a name, lowercased, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * The kind of a whole file's bytes (the ZIP check reads its end), or null for content the clinic
 * does not keep (an executable, a text file, a ZIP that cannot be read).
 */
export function identifyDocument(bytes: Uint8Array, name: string): IdentifiedDocument | null {
  const sniffed: SniffedType | null = sniffFileType(bytes);
  switch (sniffed) {
    case null:
      return null;
    case 'application/pdf':
      return { kind: 'pdf', mimeType: sniffed };
    case 'image/png':
    case 'image/jpeg':
    case 'image/gif':
    case 'image/webp':
      return { kind: 'image', mimeType: sniffed };
    case 'application/vnd.rar':
      return { kind: 'rar', mimeType: sniffed };
    case 'application/x-ole-storage':
      return { kind: 'office97', mimeType: OLE_BY_EXTENSION[extensionOf(name)] ?? sniffed };
    case 'application/zip': {
      const names = zipEntryNames(bytes);
      if (names === null) return null;
      const isOoxml = names.includes('[Content_Types].xml');
      for (const [prefix, kind, mimeType] of OOXML) {
        if (isOoxml && names.some((entry) => entry.startsWith(prefix))) return { kind, mimeType };
      }
      return { kind: 'zip', mimeType: sniffed };
    }
  }
}

/** What each extension claims; an extension not listed claims nothing (the content decides). */
const CLAIMS: Readonly<Record<string, readonly DocumentKind[]>> = {
  pdf: ['pdf'],
  docx: ['word'],
  docm: ['word'],
  xlsx: ['excel'],
  xlsm: ['excel'],
  pptx: ['powerpoint'],
  pptm: ['powerpoint'],
  doc: ['office97'],
  xls: ['office97'],
  ppt: ['office97'],
  // An OOXML file is a ZIP too: a .zip that holds one is still a ZIP.
  zip: ['zip', 'word', 'excel', 'powerpoint'],
  rar: ['rar'],
  jpg: ['image'],
  jpeg: ['image'],
  png: ['image'],
  gif: ['image'],
  webp: ['image'],
};

/** The kinds a file named so may be, or null when its name claims none. */
export function claimedKinds(name: string): readonly DocumentKind[] | null {
  return CLAIMS[extensionOf(name)] ?? null;
}

/** What the file picker offers (a hint only: the content decides). */
export const DOCUMENT_ACCEPT = [
  ...Object.keys(CLAIMS).map((extension) => `.${extension}`),
  'application/pdf',
  'image/*',
].join(',');
