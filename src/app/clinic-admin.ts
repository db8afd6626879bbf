/**
 * A super administrator's clinics on the server (spec part 2 routes /clinics/new, /clinics/{id}):
 * outside a clinic's context there is no clinic database on the device, so creating, editing and
 * deleting a clinic go to the server here, online only. The screens get these as functions.
 */
import type { ClinicFormSource } from '#features/clinics/form/clinic-form-values.ts';
import type { ClinicFormValues } from '#sync/validation/clinic-rules.ts';
import { supabase } from './supabase-client.ts';

export interface ServerClinic extends ClinicFormSource {
  id: string;
}

const COLUMNS =
  'id, name, company_name, tax_code, address, city, phone, email, website, medical_director, license_date, status, schedule';

/** The clinic, or null when there is no such clinic (or it was deleted). Throws when the server cannot answer. */
export async function loadServerClinic(id: string): Promise<ServerClinic | null> {
  const { data, error } = await supabase
    .from('clinics')
    .select(COLUMNS)
    .eq('id', id)
    .eq('deleted', false)
    .maybeSingle();
  if (error) throw error;
  return data as ServerClinic | null;
}

export async function createServerClinic(values: ClinicFormValues): Promise<string> {
  const id = crypto.randomUUID();
  const { error } = await supabase.from('clinics').insert({ id, ...values });
  if (error) throw error;
  return id;
}

export async function updateServerClinic(id: string, changed: Partial<ClinicFormValues>): Promise<void> {
  if (Object.keys(changed).length === 0) return;
  const { error } = await supabase.from('clinics').update(changed).eq('id', id);
  if (error) throw error;
}

/** A tombstone: the server keeps the row marked deleted, and its members can no longer open it. */
export async function deleteServerClinic(id: string): Promise<void> {
  const { error } = await supabase.from('clinics').delete().eq('id', id);
  if (error) throw error;
}

/** What the clinic pages are handed (one object, so their effects see the same functions). */
export const CLINIC_SERVER = {
  load: loadServerClinic,
  create: createServerClinic,
  update: updateServerClinic,
  remove: deleteServerClinic,
};
