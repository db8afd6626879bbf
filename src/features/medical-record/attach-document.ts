/**
 * Attaching a picked file to a record item: checked by its bytes and size first (nothing is kept
 * when refused), then kept on this device and queued for upload, and only then named in a
 * medical_documents row, so a row never points at a file the device does not hold. Works offline;
 * the file outbox sends it when it can.
 */
import { SIGNATURE_BYTES } from '#core/file-signature.ts';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import { type FileStore, queueUpload } from '#sync/api/file-commands.ts';
import { createMedicalDocument } from '#sync/api/medical-document-commands.ts';
import { checkDocumentFile, type DocumentFileProblem, documentStoragePath } from './document-file-rules.ts';

export type AttachOutcome =
  | { ok: true; documentId: string }
  | { ok: false; problem: DocumentFileProblem | 'unreadable' };

export interface AttachDocumentInput {
  db: ClinicDatabase;
  files: FileStore;
  clinicId: string;
  patientId: string;
  recordId: string;
  file: File;
}

export async function attachDocument(input: AttachDocumentInput): Promise<AttachOutcome> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await input.file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  } catch (error) {
    console.warn('A picked document could not be read', error);
    return { ok: false, problem: 'unreadable' };
  }
  const check = checkDocumentFile(head, input.file.size);
  if (!check.ok) return check;
  const documentId = crypto.randomUUID();
  const name = input.file.name.trim() || 'document';
  const path = documentStoragePath(input.clinicId, input.patientId, documentId, name);
  await queueUpload(input.files, {
    bucket: 'medical-documents',
    path,
    blob: input.file,
    contentType: check.type,
    owner: { collection: 'medical_documents', docId: documentId, field: 'storage_path' },
  });
  await createMedicalDocument(input.db, {
    id: documentId,
    medical_record_id: input.recordId,
    patient_id: input.patientId,
    name,
    storage_path: path,
    mime_type: check.type,
    size_bytes: input.file.size,
  });
  return { ok: true, documentId };
}
