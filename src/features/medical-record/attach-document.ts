/**
 * Attaching a picked file to a record item: checked by its bytes and size first (nothing is kept
 * when refused), then kept on this device and queued for upload, and only then named in a
 * medical_documents row, so a row never points at a file the device does not hold. Works offline;
 * the file outbox sends it when it can.
 */
import type { ClinicDatabase } from '#sync/api/documents.ts';
import { type FileStore, queueUpload } from '#sync/api/file-commands.ts';
import { createMedicalDocument } from '#sync/api/medical-document-commands.ts';
import {
  checkDocumentFile,
  DOCUMENT_MAX_BYTES,
  type DocumentFileCheck,
  documentStoragePath,
} from './document-file-rules.ts';

export type AttachOutcome =
  | { ok: true; documentId: string }
  | Exclude<DocumentFileCheck, { ok: true }>
  | { ok: false; problem: 'unreadable' };

export interface AttachDocumentInput {
  db: ClinicDatabase;
  files: FileStore;
  clinicId: string;
  patientId: string;
  recordId: string;
  file: File;
}

export async function attachDocument(input: AttachDocumentInput): Promise<AttachOutcome> {
  const check = await checkPickedDocument(input.file);
  if (!check.ok) return check;
  const documentId = crypto.randomUUID();
  const name = input.file.name.trim() || 'document';
  const path = documentStoragePath(input.clinicId, input.patientId, documentId, name);
  await queueUpload(input.files, {
    bucket: 'medical-documents',
    path,
    blob: input.file,
    contentType: check.mimeType,
    owner: { collection: 'medical_documents', docId: documentId, field: 'storage_path' },
  });
  await createMedicalDocument(input.db, {
    id: documentId,
    medical_record_id: input.recordId,
    patient_id: input.patientId,
    name,
    storage_path: path,
    mime_type: check.mimeType,
    size_bytes: input.file.size,
  });
  return { ok: true, documentId };
}

/** A picked file checked by its content (read whole: within the size limit, and it is kept anyway). */
export async function checkPickedDocument(
  file: File,
): Promise<DocumentFileCheck | { ok: false; problem: 'unreadable' }> {
  if (file.size <= 0 || file.size > DOCUMENT_MAX_BYTES)
    return checkDocumentFile(new Uint8Array(), file.size, file.name);
  try {
    return checkDocumentFile(new Uint8Array(await file.arrayBuffer()), file.size, file.name);
  } catch (error) {
    console.warn('A picked document could not be read', error);
    return { ok: false, problem: 'unreadable' };
  }
}
