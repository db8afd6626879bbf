/**
 * Bad input to the sync functions (issue 37, point 13): refused with SQLSTATE 22023 on every
 * PostgreSQL a hosted project runs, never read as something else. Shared by the test stack's
 * file (embedded PostgreSQL 18) and postgres-15's (Debian's stock server), so both answer alike.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

/** Cursors a device never sends: each once read as "from the start" on PostgreSQL 15. */
export const MALFORMED_CURSORS: readonly unknown[] = [
  { txid: '0); select 1--', seq: 0 },
  { txid: '12abc', seq: 0 },
  { txid: ' 12', seq: 0 },
  { txid: '-1', seq: 0 },
  { txid: '18446744073709551616', seq: 0 },
  { txid: 12, seq: 0 },
  { txid: '', seq: 0 },
  { seq: 0 },
  { txid: '1' },
  { txid: '1', seq: -1 },
  { txid: '1', seq: 1.5 },
  { txid: '1', seq: '3' },
  { txid: '1', seq: 2 ** 64 },
  { txid: '1', seq: 0, extra: true },
  '{"txid":"1","seq":0}',
  [1, 0],
  17,
];

/** One sync_push change; `patch` replaces or removes (undefined) its fields. */
function patientChange(clinicId: string, patch: Record<string, unknown>): Record<string, unknown> {
  const id = randomUUID();
  const base: Record<string, unknown> = {
    id,
    new: {
      id,
      clinic_id: clinicId,
      name: 'Argument Verificat',
      first_name: 'Argument',
      last_name: 'Verificat',
    },
    base: null,
    changed_at: new Date().toISOString(),
  };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

export interface SyncArgumentContext {
  /** A clinic's staff member, signed in on the stack under test. */
  staff(): SupabaseClient;
  /** That staff member's clinic. */
  clinicId(): string;
}

export function describeSyncArgumentChecks(server: string, context: SyncArgumentContext): void {
  describe(`sync functions refuse malformed arguments (${server})`, () => {
    it('sync_pull and sync_backlog refuse every malformed cursor with 22023', async () => {
      for (const cursor of MALFORMED_CURSORS) {
        const pull = await context.staff().rpc('sync_pull', { p_collection: 'patients', p_cursor: cursor });
        expect({ cursor, code: pull.error?.code, data: pull.data }).toEqual({
          cursor,
          code: '22023',
          data: null,
        });
        const backlog = await context
          .staff()
          .rpc('sync_backlog', { p_collection: 'patients', p_cursor: cursor });
        expect({ cursor, code: backlog.error?.code }).toEqual({ cursor, code: '22023' });
      }
    });

    it('still answers the cursors a device sends: none, null and the one it was given', async () => {
      const first = await context.staff().rpc('sync_pull', { p_collection: 'patients', p_limit: 2 });
      expect(first.error).toBeNull();
      const page = first.data as { rows: unknown[]; cursor: { txid: string; seq: number } };
      expect(page.rows).toHaveLength(2);
      const again = await context
        .staff()
        .rpc('sync_pull', { p_collection: 'patients', p_cursor: null, p_limit: 2 });
      expect(again.data).toMatchObject({ rows: page.rows, cursor: page.cursor });
      const next = await context
        .staff()
        .rpc('sync_pull', { p_collection: 'patients', p_cursor: page.cursor, p_limit: 2 });
      expect(next.error).toBeNull();
      expect((next.data as { rows: { id: string }[] }).rows.map((row) => row.id)).not.toContain(
        (page.rows[0] as { id: string }).id,
      );
      const backlog = await context
        .staff()
        .rpc('sync_backlog', { p_collection: 'patients', p_cursor: page.cursor });
      expect(backlog.error).toBeNull();
      expect(backlog.data).toBeGreaterThan(0);
    });

    it('refuses a page size outside 1 to 5000, and an unknown collection', async () => {
      for (const limit of [0, -5, 5001, 2147483647]) {
        const { error } = await context
          .staff()
          .rpc('sync_pull', { p_collection: 'patients', p_limit: limit });
        expect({ limit, code: error?.code }).toEqual({ limit, code: '22023' });
      }
      for (const collection of ['email_outbox', 'patients; select 1', 'Patients', '']) {
        for (const fn of ['sync_pull', 'sync_backlog', 'sync_push'] as const) {
          const args =
            fn === 'sync_push' ? { p_collection: collection, p_changes: [] } : { p_collection: collection };
          const { error } = await context.staff().rpc(fn, args);
          expect({ fn, collection, code: error?.code }).toEqual({ fn, collection, code: '22023' });
        }
      }
      const window = await context.staff().rpc('sync_pull_window', {
        p_collection: 'auth.users',
        p_from: '2026-01-01T00:00:00Z',
        p_to: '2026-01-15T00:00:00Z',
      });
      expect(window.error?.code).toBe('22023');
    });

    it('sync_push rejects each malformed change with 22023 and applies the rest of the batch', async () => {
      const clinicId = context.clinicId();
      const malformed = [
        patientChange(clinicId, { id: '0); select 1--' }),
        patientChange(clinicId, { id: '{6f1c2a9e-0000-4000-8000-000000000000}' }),
        patientChange(clinicId, { id: 42 }),
        patientChange(clinicId, { new: 'a row' }),
        patientChange(clinicId, { base: [1] }),
        patientChange(clinicId, { changed_at: 'yesterday' }),
        patientChange(clinicId, { changed_at: '2026-11-27 10:00' }),
        patientChange(clinicId, { changed_at: 1_700_000_000 }),
        'not a change',
      ];
      const good = patientChange(clinicId, { changed_at: undefined });
      const { data, error } = await context
        .staff()
        .rpc('sync_push', { p_collection: 'patients', p_changes: [...malformed, good] });
      expect(error).toBeNull();
      const results = (data as { results: { status: string; error: { code: string } | null }[] }).results;
      expect(results).toHaveLength(malformed.length + 1);
      expect(results.slice(0, -1).map((result) => [result.status, result.error?.code])).toEqual(
        malformed.map(() => ['rejected', '22023']),
      );
      expect(results.at(-1)?.status).toBe('applied');
    });

    it('sync_push refuses a batch that is not a JSON array', async () => {
      for (const changes of [{ id: randomUUID() }, 'changes', null]) {
        const { error } = await context
          .staff()
          .rpc('sync_push', { p_collection: 'patients', p_changes: changes });
        expect({ changes, code: error?.code }).toEqual({ changes, code: '22023' });
      }
    });
  });
}
