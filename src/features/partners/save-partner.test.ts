// Real RxDB (dev-mode, the collection's validation hooks) and the real file store, on fake IndexedDB.
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updatePartner } from '#sync/api/partner-commands.ts';
import { partnerById$ } from '#sync/api/partner-queries.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { closeClinicDatabase } from '#sync/database/open-clinic-database.ts';
import { closeFileStore, type FileStore } from '#sync/files/file-store.ts';
import { blobFor } from '#sync/files/local-blob.ts';
import { openTestDatabase } from '#sync/testing/api-test-database.ts';
import { SAMPLE_CLINIC_ID } from '#sync/testing/sample-rows.ts';
import { openTestFileStore } from '#sync/testing/test-file-store.ts';
import { checkPartnerForm, emptyPartnerForm, type PartnerFormInput } from './partner-form-values.ts';
import { savePartner } from './save-partner.ts';

const PARTNER_ID = '5b1f6a2e-8c3d-4e7f-9a0b-1c2d3e4f5a6b';
const NOW = 1_790_000_000_000;

const filled: PartnerFormInput = {
  ...emptyPartnerForm(),
  name: 'Laborator Synevo',
  type: 'laboratory',
  contact_person: 'Ana Pop',
  city: 'Cluj-Napoca',
  rating: 4,
};

function valuesOf(input: PartnerFormInput) {
  const check = checkPartnerForm(input);
  if (!check.ok) throw new Error(`invalid test input: ${JSON.stringify(check.errors)}`);
  return check.values;
}

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

const stored = () => firstValueFrom(partnerById$(db, PARTNER_ID));
const common = () => ({ db, files, clinicId: SAMPLE_CLINIC_ID, partnerId: PARTNER_ID, now: () => NOW });

describe('savePartner', () => {
  it('creates the partner on the device with its logo queued in the partner-avatars bucket', async () => {
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const outcome = await savePartner({
      ...common(),
      base: null,
      values: valuesOf(filled),
      logo: { kind: 'replace', blob, type: 'image/jpeg' },
    });
    expect(outcome).toBe('created');
    const path = `${SAMPLE_CLINIC_ID}/partners/${PARTNER_ID}/${NOW}.jpg`;
    expect(await stored()).toEqual(
      expect.objectContaining({
        clinic_id: SAMPLE_CLINIC_ID,
        name: 'Laborator Synevo',
        rating: 4,
        status: 'active',
        avatar: path,
      }),
    );
    expect(await (await blobFor(files, 'partner-avatars', path))?.arrayBuffer()).toEqual(
      await blob.arrayBuffer(),
    );
    expect(await files.uploads.toArray()).toEqual([
      expect.objectContaining({
        bucket: 'partner-avatars',
        path,
        owner: { collection: 'partners', docId: PARTNER_ID, field: 'avatar' },
      }),
    ]);
  });

  it('an edit writes only what the user changed, keeping another device’s change, and nothing when unchanged', async () => {
    await savePartner({ ...common(), base: null, values: valuesOf(filled), logo: { kind: 'keep' } });
    const base = await stored();
    if (!base) throw new Error('not stored');
    await updatePartner(db, PARTNER_ID, { phone: '0264 111 222' });

    expect(await savePartner({ ...common(), base, values: valuesOf(filled), logo: { kind: 'keep' } })).toBe(
      'unchanged',
    );
    expect(
      await savePartner({
        ...common(),
        base,
        values: valuesOf({ ...filled, status: 'pending' }),
        logo: { kind: 'keep' },
      }),
    ).toBe('updated');
    expect(await stored()).toEqual(expect.objectContaining({ status: 'pending', phone: '0264 111 222' }));
  });
});
