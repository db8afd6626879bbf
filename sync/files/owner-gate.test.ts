import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { closeClinicDatabase } from '../database/open-clinic-database.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { SAMPLE_CLINIC_ID, sampleRow } from '../testing/sample-rows.ts';
import type { UploadEntry } from './file-store.ts';
import { ownerGate, ROW_NOT_WRITTEN_AFTER_MS } from './owner-gate.ts';

const DOCUMENT_ID = '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const PATH = `${SAMPLE_CLINIC_ID}/patients/p/${DOCUMENT_ID}/scan.pdf`;
const QUEUED_AT = Date.parse('2026-11-27T10:00:00.000Z');

let db: ClinicDatabase | undefined;
afterEach(async () => {
  if (db) await closeClinicDatabase(db);
  db = undefined;
});

function entry(): UploadEntry {
  return {
    key: `medical-documents/${PATH}`,
    bucket: 'medical-documents',
    path: PATH,
    contentType: 'application/pdf',
    size: 10,
    owner: { collection: 'medical_documents', docId: DOCUMENT_ID, field: 'storage_path' },
    queuedAt: new Date(QUEUED_AT).toISOString(),
    version: 'v1',
    attempts: 0,
    nextAttemptAt: QUEUED_AT,
    lastError: null,
  };
}

async function gate(options: { waiting?: boolean; conflicted?: boolean; now?: number } = {}) {
  db ??= await openTestDatabase();
  return ownerGate({
    db,
    waiting: () => options.waiting ?? false,
    conflicted: async () => options.conflicted ?? false,
    now: () => options.now ?? QUEUED_AT + 1000,
  });
}

async function writeDocument(fields: Record<string, unknown> = {}) {
  db ??= await openTestDatabase();
  return db.medical_documents.insert(
    sampleRow('medical_documents', { id: DOCUMENT_ID, storage_path: PATH, ...fields }),
  );
}

describe('a file goes after its row', () => {
  it('uploads once the server holds the row naming it', async () => {
    await writeDocument();
    expect(await (await gate())(entry())).toBe('upload');
  });

  it('waits while the row is on its way, or refused and not settled', async () => {
    await writeDocument();
    expect(await (await gate({ waiting: true }))(entry())).toBe('wait');
    expect(await (await gate({ conflicted: true }))(entry())).toBe('wait');
  });

  it('waits for a row about to be written, and lets go of one never written', async () => {
    expect(await (await gate())(entry())).toBe('wait');
    expect(await (await gate({ now: QUEUED_AT + ROW_NOT_WRITTEN_AFTER_MS + 1 }))(entry())).toBe('drop');
  });

  it('lets go of a file whose row is deleted or names another file', async () => {
    const doc = await writeDocument();
    await doc.incrementalPatch({ storage_path: `${SAMPLE_CLINIC_ID}/other.pdf` });
    expect(await (await gate())(entry())).toBe('drop');
    await doc.getLatest().remove();
    expect(await (await gate())(entry())).toBe('drop');
  });

  it('sends a file of a row this build does not know, as before', async () => {
    const unknown = { ...entry(), owner: { collection: 'invoices', docId: 'i1', field: 'pdf' } };
    expect(await (await gate({ waiting: true }))(unknown)).toBe('upload');
  });
});
