/**
 * The server's side of a sync test, read with the service key (row-level security bypassed):
 * rows as a device should hold them, and counts of what a clinic's user may see.
 */
import type { CollectionName } from '#sync/collections/collection-registry.ts';
import { serviceClient } from '../../backend/harness.ts';

export type Row = Record<string, unknown> & { id: string };

const service = serviceClient();

/** A server row as a device stores it: `deleted` is `_deleted`, the cursor columns stay home. */
export function asDeviceDoc(row: Record<string, unknown>): Record<string, unknown> {
  const { deleted, sync_txid: _txid, sync_seq: _seq, ...columns } = row;
  return { ...columns, _deleted: deleted === true };
}

export async function serverRow(table: CollectionName, id: string): Promise<Row | null> {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`${table} ${id}: ${error.message}`);
  return data;
}

/** The live (not deleted) rows of a clinic's table, as devices store them, by id. */
export async function liveServerDocs(
  table: CollectionName,
  clinicId: string,
): Promise<Map<string, Record<string, unknown>>> {
  const { data, error } = await service
    .from(table)
    .select('*')
    .eq('clinic_id', clinicId)
    .eq('deleted', false);
  if (error) throw new Error(`${table}: ${error.message}`);
  return new Map((data ?? []).map((row: Row) => [row.id, asDeviceDoc(row)]));
}

/**
 * How many live rows of each collection a user of the clinic with this role may read
 * (supabase/migrations/20261121000200_rls.sql), counted with the service key.
 */
export async function visibleCounts(
  clinicId: string,
  role: 'admin' | 'staff' | 'doctor',
): Promise<Record<CollectionName, number>> {
  /** Live rows of the table whose `column` equals (or, with `not`, differs from) the value. */
  const count = async (table: CollectionName, ...filters: Array<[string, string, 'eq' | 'neq']>) => {
    let query = service.from(table).select('*', { count: 'exact', head: true }).eq('deleted', false);
    for (const [column, value, op] of filters)
      query = op === 'eq' ? query.eq(column, value) : query.neq(column, value);
    const { count: n, error } = await query;
    if (error || n === null) throw new Error(`count ${table}: ${error?.message}`);
    return n;
  };
  const ofClinic: [string, string, 'eq'] = ['clinic_id', clinicId, 'eq'];
  return {
    specializations: await count('specializations'),
    clinics: await count('clinics', ['id', clinicId, 'eq']),
    users: await count('users', ofClinic, ['role', 'super_admin', 'neq']),
    services: await count('services', ofClinic),
    doctor_services: await count('doctor_services', ofClinic),
    patients: await count('patients', ofClinic),
    appointments: await count('appointments', ofClinic),
    medical_records: await count('medical_records', ofClinic),
    medical_documents: await count('medical_documents', ofClinic),
    tasks: await count('tasks', ofClinic),
    partners: role === 'doctor' ? 0 : await count('partners', ofClinic),
  };
}
