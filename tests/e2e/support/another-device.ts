/**
 * Another device of the clinic as the server meets it: a signed-in client that sends a change it
 * made offline, with the row as it last pulled it (the base) and the time of each field's edit,
 * as the app's sync does (sync/replication/server-protocol.ts; load/simulated-device.ts does the
 * same at scale). A journey keeps one device in the UI and makes the other's change here: two
 * devices' replication itself is proven in tests/sync/replication-two-devices.test.ts.
 */
import { createClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import { LOCAL_ANON_KEY } from '#lib/app-env.ts';
import { callSyncRpc } from '#sync/replication/call-sync-rpc.ts';
import {
  type Cursor,
  PullPageSchema,
  type PushChange,
  PushResponseSchema,
  type PushResult,
  type ServerRow,
} from '#sync/replication/server-protocol.ts';
import { API_URL } from './e2e-stack-config.ts';
import { DEMO_PASSWORD } from './sign-in-page.ts';

async function signedIn(email: string) {
  const client = createClient(API_URL, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw new Error(`${email} cannot sign in: ${error.message}`);
  return client;
}

/** The row as `email`'s device pulls it (sync_pull, as the app's replication asks). */
export async function pulledRow(email: string, collection: string, id: string): Promise<ServerRow> {
  const client = await signedIn(email);
  try {
    let cursor: Cursor | null = null;
    for (;;) {
      const page: v.InferOutput<typeof PullPageSchema> = v.parse(
        PullPageSchema,
        await callSyncRpc(
          client,
          'sync_pull',
          { p_collection: collection, p_cursor: cursor, p_limit: 1000 },
          { timeoutMs: 10_000 },
        ),
      );
      const row = page.rows.find((each) => each.id === id);
      if (row) return row;
      if (!page.has_more) throw new Error(`${collection} ${id} is not pulled by ${email}`);
      cursor = page.cursor;
    }
  } finally {
    await client.auth.signOut({ scope: 'local' });
  }
}

export interface OfflineEdit {
  /** The row as the other device held it when it went offline. */
  base: ServerRow;
  /** The fields it changed. */
  fields: Record<string, unknown>;
  /** When it changed them (its clock, while offline). */
  editedAt: string;
}

/** Sends one change as `email`'s device and answers the server's result for it. */
async function push(email: string, collection: string, change: PushChange): Promise<PushResult> {
  const client = await signedIn(email);
  try {
    const answer = v.parse(
      PushResponseSchema,
      await callSyncRpc(
        client,
        'sync_push',
        { p_collection: collection, p_changes: [change] },
        { timeoutMs: 10_000 },
      ),
    );
    const [result] = answer.results;
    if (!result) throw new Error(`sync_push ${collection}: no result`);
    return result;
  } finally {
    await client.auth.signOut({ scope: 'local' });
  }
}

/** Sends, as `email`'s device, an edit made offline, and answers the server's result for it. */
export function pushOfflineEdit(
  email: string,
  collection: string,
  { base, fields, editedAt }: OfflineEdit,
): Promise<PushResult> {
  return push(email, collection, {
    id: base.id,
    new: { ...base, ...fields },
    base,
    changed_at: editedAt,
    field_changed_at: Object.fromEntries(Object.keys(fields).map((field) => [field, editedAt])),
  });
}

/** Sends, as `email`'s device, a row it made (with its id), and answers the server's result. */
export function pushNewRow(
  email: string,
  collection: string,
  row: Record<string, unknown> & { id: string },
): Promise<PushResult> {
  return push(email, collection, { id: row.id, new: row, base: null, changed_at: new Date().toISOString() });
}
