/** The appointment detail (/patient/{id}/medical-record/{appointment}) as a user sees it, in English. */
import { expect, type Locator, type Page } from '@playwright/test';
import { clinicDay, wallTimeToIso } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import { serverWeek } from './calendar-page.ts';
import { labelled } from './field-label.ts';
import { chooseOption } from './select-option.ts';
import { serverAdmin } from './server-admin.ts';

export interface RecordItemEntry {
  category: string;
  type?: string;
  value?: string;
  description?: string;
}

export class MedicalRecordPage {
  readonly presence: Locator;
  readonly items: Locator;
  readonly dialog: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.presence = page.getByTestId('presence-tile');
    this.items = page.getByTestId('record-item');
    this.dialog = page.getByRole('dialog');
  }

  async open(patientId: string, appointmentId: string): Promise<void> {
    await this.page.goto(`/patient/${patientId}/medical-record/${appointmentId}`);
    await expect(this.page.getByTestId('appointment-detail')).toBeVisible();
  }

  /** Clicks the tile and answers the confirmation. */
  async togglePresence(answer: 'Yes' | 'No' = 'Yes'): Promise<void> {
    await this.presence.click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: answer, exact: true }).click();
    await expect(this.page.getByRole('alertdialog')).toBeHidden();
  }

  /** The value beside a label of the visit's facts (Location, Sent by…). */
  fact(label: string): Locator {
    return this.page
      .getByTestId('appointment-detail')
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  }

  item(category: string): Locator {
    return this.items.filter({ has: this.page.getByText(category, { exact: true }) });
  }

  /** Opens the add dialog and fills it; Save is left to the caller. */
  async fillNew(entry: RecordItemEntry): Promise<void> {
    await this.page.getByRole('button', { name: 'Add record item' }).click();
    await expect(this.dialog).toBeVisible();
    await chooseOption(this.page, this.dialog, 'Category', entry.category);
    if (entry.type) await chooseOption(this.page, this.dialog, 'Type', entry.type);
    if (entry.value !== undefined) await this.dialog.getByRole('textbox').first().fill(entry.value);
    if (entry.description !== undefined) {
      await this.dialog.getByRole('textbox', { name: labelled('Description') }).fill(entry.description);
    }
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  }

  async add(entry: RecordItemEntry): Promise<void> {
    await this.fillNew(entry);
    await this.save();
    await expect(this.dialog).toBeHidden();
  }

  async attach(item: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await item.getByTestId('document-picker').setInputFiles(file);
  }

  document(item: Locator, name: string): Locator {
    return item.getByRole('link', { name });
  }

  /** What the app address of a document answers on this page (the service worker's answer offline). */
  async fetchDocument(link: Locator): Promise<{ status: number; type: string | null; text: string }> {
    const href = await link.getAttribute('href');
    if (!href) throw new Error('the document has no address');
    return this.page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        text: await response.text(),
      };
    }, href);
  }
}

/** The server's view of a visit's record, read with the service key. */
export class RecordServer {
  private readonly client = serverAdmin();

  async records(
    appointmentId: string,
  ): Promise<Array<{ id: string; category: string; description: string | null }>> {
    const { data, error } = await this.client
      .from('medical_records')
      .select('id, category, description')
      .eq('appointment_id', appointmentId)
      .eq('deleted', false)
      .order('recorded_at');
    if (error) throw error;
    return data;
  }

  async documents(
    patientId: string,
  ): Promise<Array<{ id: string; name: string; storage_path: string | null }>> {
    const { data, error } = await this.client
      .from('medical_documents')
      .select('id, name, storage_path')
      .eq('patient_id', patientId)
      .eq('deleted', false);
    if (error) throw error;
    return data;
  }

  /** The stored objects under a patient's folder of the documents bucket. */
  async storedFiles(clinicId: string, patientId: string): Promise<string[]> {
    const { data, error } = await this.client.storage
      .from('medical-documents')
      .list(`${clinicId}/${patientId}`);
    if (error) throw error;
    return (data ?? []).map((entry) => entry.name);
  }

  async download(path: string): Promise<string> {
    const { data, error } = await this.client.storage.from('medical-documents').download(path);
    if (error || !data) throw error ?? new Error('no file');
    return data.text();
  }

  /** A start today on the clinic's clock with a free half hour in the doctor's appointments. */
  freeTimeToday(doctorId: string): Promise<{ day: string; time: string }> {
    return this.freeTime(doctorId, clinicDay(new Date()));
  }

  /** A start on `day` (from `from`, every 15 minutes) with a free half hour in the doctor's appointments. */
  async freeTime(doctorId: string, day: string, from = '06:00'): Promise<{ day: string; time: string }> {
    const taken = await serverWeek(
      doctorId,
      wallTimeToIso(day, '00:00') ?? '',
      wallTimeToIso(addDays(day, 1), '00:00') ?? '',
    );
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    for (let start = minutes(from); start < 22 * 60; start += 15) {
      const clear = taken.every(
        (other) => minutes(other.time) + other.duration_minutes <= start || minutes(other.time) >= start + 30,
      );
      if (clear) {
        const time = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
        return { day, time };
      }
    }
    throw new Error(`the doctor has no free half hour on ${day}`);
  }
}

/** A document another device attached to a visit: the item, the row and the stored file. */
export async function serverDocument(input: {
  clinicId: string;
  patientId: string;
  appointmentId: string;
  doctorId: string;
  name: string;
  text: string;
}): Promise<string> {
  const client = serverAdmin();
  const itemId = crypto.randomUUID();
  const documentId = crypto.randomUUID();
  const path = `${input.clinicId}/${input.patientId}/${documentId}-${input.name}`;
  const stored = await client.storage
    .from('medical-documents')
    .upload(path, new Blob([input.text], { type: 'application/pdf' }), { contentType: 'application/pdf' });
  if (stored.error) throw stored.error;
  const item = await client.from('medical_records').insert({
    id: itemId,
    clinic_id: input.clinicId,
    appointment_id: input.appointmentId,
    patient_id: input.patientId,
    category: 'documents',
    recorded_at: new Date().toISOString(),
    created_by: input.doctorId,
  });
  if (item.error) throw item.error;
  const document = await client.from('medical_documents').insert({
    id: documentId,
    clinic_id: input.clinicId,
    medical_record_id: itemId,
    patient_id: input.patientId,
    name: input.name,
    storage_path: path,
    mime_type: 'application/pdf',
    size_bytes: input.text.length,
  });
  if (document.error) throw document.error;
  return path;
}

/**
 * Waits until this device holds a stored document: its app address is answered from the device
 * only (the service worker), 200 once the preload brought the file. Answers the address.
 */
export async function untilDeviceHoldsDocument(page: Page, storagePath: string): Promise<string> {
  const url = `/files/medical-documents/${storagePath.split('/').map(encodeURIComponent).join('/')}`;
  await expect
    .poll(() => page.evaluate(async (address) => (await fetch(address)).status, url), { timeout: 30_000 })
    .toBe(200);
  return url;
}
