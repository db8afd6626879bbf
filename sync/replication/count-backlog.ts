/**
 * sync_backlog: how many rows of a collection the server has past a cursor for this caller
 * (issue 19's progress bar). Null when there is no answer: an older server has no such function,
 * and only the bar needs it, so the sync goes on either way.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import type { CollectionName } from '../collections/collection-registry.ts';
import { callSyncRpc, type RpcOptions } from './call-sync-rpc.ts';
import { BacklogSchema, type Cursor } from './server-protocol.ts';

export async function countBacklog(
  supabase: SupabaseClient,
  name: CollectionName,
  cursor: Cursor | null,
  options: RpcOptions,
): Promise<number | null> {
  try {
    const answer = await callSyncRpc(
      supabase,
      'sync_backlog',
      { p_collection: name, p_cursor: cursor },
      options,
    );
    return v.parse(BacklogSchema, answer);
  } catch {
    return null;
  }
}
