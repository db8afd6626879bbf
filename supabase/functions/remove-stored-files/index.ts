/**
 * remove-stored-files: drains public.file_removals (issue 37, point 2). When a medical document,
 * a record item or a patient is removed, the database queues the files it named; this function
 * claims them (claim_file_removals: SKIP LOCKED, so concurrent calls never take the same row),
 * removes them through the Storage API with the service key (one request per bucket and batch),
 * and records each outcome (complete_file_removal). A file already gone counts as removed.
 *
 * Deployed as a Supabase Edge Function and run in-process by the local stack, like
 * send-appointment-email; it needs only what the edge runtime gives every function.
 */
import { answerJob } from '../_shared/responses.ts';
import {
  serviceHeaders as headers,
  readServiceSettings as readSettings,
  serviceRpc as rpc,
  type ServiceSettings,
} from '../_shared/service-api.ts';

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown };

type Settings = ServiceSettings;

interface Claimed {
  id: number;
  bucket: string;
  path: string;
}

const BATCH_SIZE = 100;
const MAX_BATCHES = 10;

/** Removes a bucket's paths; the Storage API answers the objects it removed, and a missing one is simply not there. */
async function removeFromBucket(settings: Settings, bucket: string, paths: string[]): Promise<string | null> {
  const response = await fetch(`${settings.supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}`, {
    method: 'DELETE',
    headers: headers(settings),
    body: JSON.stringify({ prefixes: paths }),
  });
  if (response.ok) return null;
  return `Storage answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
}

export interface RemovalSummary {
  processed: number;
  removed: number;
  failed: number;
}

async function drain(settings: Settings): Promise<RemovalSummary> {
  const summary: RemovalSummary = { processed: 0, removed: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const answer = await rpc(settings, 'claim_file_removals', { p_limit: BATCH_SIZE });
    const claimed = Array.isArray(answer) ? (answer as Claimed[]) : [];
    const byBucket = new Map<string, Claimed[]>();
    for (const item of claimed) byBucket.set(item.bucket, [...(byBucket.get(item.bucket) ?? []), item]);
    for (const [bucket, items] of byBucket) {
      let error: string | null;
      try {
        error = await removeFromBucket(
          settings,
          bucket,
          items.map((item) => item.path),
        );
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
      }
      for (const item of items) {
        await rpc(settings, 'complete_file_removal', {
          p_id: item.id,
          p_removed: error === null,
          p_error: error,
        });
        summary.processed++;
        if (error === null) summary.removed++;
        else summary.failed++;
      }
    }
    if (claimed.length < BATCH_SIZE) break;
  }
  return summary;
}

export function handler(request: Request): Promise<Response> {
  return answerJob(request, readSettings, drain);
}

Deno.serve(handler);
