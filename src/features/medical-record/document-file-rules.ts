/**
 * What may be attached to a record item (spec part 2; issue 37): PDF, Word, Excel, PowerPoint
 * (OOXML and 97–2003), ZIP, RAR and images, judged by the file's content (document-kind.ts), never
 * its name, up to DOCUMENT_MAX_BYTES; a name that claims another kind than the content is refused.
 * Stored in the medical-documents bucket under the clinic's folder (the storage policies require
 * the clinic id first). Pure.
 */
import { claimedKinds, type DocumentKind, identifyDocument } from './document-kind.ts';

export { DOCUMENT_ACCEPT } from './document-kind.ts';

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export type DocumentFileProblem = 'empty' | 'too_large' | 'wrong_type' | 'mismatch';

export type DocumentFileCheck =
  | { ok: true; kind: DocumentKind; mimeType: string }
  | { ok: false; problem: Exclude<DocumentFileProblem, 'mismatch'> }
  /** The name says one kind, the content is another (`actual`). */
  | { ok: false; problem: 'mismatch'; actual: DocumentKind };

/** `bytes`: the whole file (a ZIP is told apart by its directory, at its end). */
export function checkDocumentFile(bytes: Uint8Array, size: number, name: string): DocumentFileCheck {
  if (size <= 0) return { ok: false, problem: 'empty' };
  if (size > DOCUMENT_MAX_BYTES) return { ok: false, problem: 'too_large' };
  const found = identifyDocument(bytes, name);
  if (!found) return { ok: false, problem: 'wrong_type' };
  const claimed = claimedKinds(name);
  if (claimed && !claimed.includes(found.kind)) return { ok: false, problem: 'mismatch', actual: found.kind };
  return { ok: true, kind: found.kind, mimeType: found.mimeType };
}

const MAX_NAME_LENGTH = 80;

/** A file name safe in a storage path: no diacritics, letters, digits, dot, dash and underscore. */
export function storageFileName(name: string): string {
  const safe = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-MAX_NAME_LENGTH);
  return safe === '' ? 'document' : safe;
}

/** `{clinic}/{patient}/{document}-{name}`: one object per document, never overwritten. */
export function documentStoragePath(
  clinicId: string,
  patientId: string,
  documentId: string,
  name: string,
): string {
  return `${clinicId}/${patientId}/${documentId}-${storageFileName(name)}`;
}
