// Real RxDB (dev-mode, the collection's validation hooks) and the real file store, on fake IndexedDB.
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { medicalDocumentsOfRecord$ } from '#sync/api/medical-document-queries.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { closeClinicDatabase } from '#sync/database/open-clinic-database.ts';
import { closeFileStore, type FileStore } from '#sync/files/file-store.ts';
import { blobFor } from '#sync/files/local-blob.ts';
import { openTestDatabase } from '#sync/testing/api-test-database.ts';
import { SAMPLE_CLINIC_ID, SAMPLE_PATIENT_ID, SAMPLE_RECORD_ID } from '#sync/testing/sample-rows.ts';
import { openTestFileStore } from '#sync/testing/test-file-store.ts';
import { attachDocument } from './attach-document.ts';
import { DOCUMENT_MAX_BYTES } from './document-file-rules.ts';

let db: ClinicDatabase;
let files: FileStore;
beforeEach(async () => {
  db = await openTestDatabase();
  files = openTestFileStore();
});
afterEach(async () => {
  closeFileStore(files);
  await closeClinicDatabase(db);
});

const attach = (file: File) =>
  attachDocument({
    db,
    files,
    clinicId: SAMPLE_CLINIC_ID,
    patientId: SAMPLE_PATIENT_ID,
    recordId: SAMPLE_RECORD_ID,
    file,
  });
const documents = () => firstValueFrom(medicalDocumentsOfRecord$(db, SAMPLE_RECORD_ID));

describe('attachDocument', () => {
  it('keeps a PDF on the device, queues it and names it in a row of the item', async () => {
    const outcome = await attach(new File(['%PDF-1.7 analize'], 'Analize ianuarie.pdf', { type: '' }));
    expect(outcome.ok).toBe(true);
    const [row] = await documents();
    expect(row).toMatchObject({
      name: 'Analize ianuarie.pdf',
      mime_type: 'application/pdf',
      size_bytes: 16,
      patient_id: SAMPLE_PATIENT_ID,
    });
    expect(row?.storage_path).toMatch(
      new RegExp(`^${SAMPLE_CLINIC_ID}/${SAMPLE_PATIENT_ID}/.+-Analize_ianuarie\\.pdf$`),
    );
    const local = await blobFor(files, 'medical-documents', row?.storage_path ?? '');
    expect(await local?.text()).toBe('%PDF-1.7 analize');
    expect(await files.uploads.count()).toBe(1);
  });

  it('refuses a renamed file and an oversized one, keeping and queuing nothing', async () => {
    // A picture named .pdf: the content is an image, not what the name says.
    expect(await attach(new File(['GIF89a....'], 'scan.pdf', { type: 'application/pdf' }))).toEqual({
      ok: false,
      problem: 'mismatch',
      actual: 'image',
    });
    expect(await attach(new File(['MZ executable'], 'scan.pdf', { type: 'application/pdf' }))).toEqual({
      ok: false,
      problem: 'wrong_type',
    });
    const huge = new File(['%PDF-'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    expect(await attach(huge)).toEqual({ ok: false, problem: 'too_large' });
    expect(await documents()).toEqual([]);
    expect(await files.uploads.count()).toBe(0);
    expect(await files.blobs.count()).toBe(0);
  });
});
