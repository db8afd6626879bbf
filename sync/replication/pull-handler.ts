/**
 * One collection's pull: sync_pull pages in the server's cursor order (the replication stores
 * each page and then its cursor, replicate-collection.ts). A collection never pulled here starts
 * with the calendar window's rows; a pass that does not end with its first page is counted for the
 * progress bar; the end of a pass is published, once its last page is stored, with the server's
 * horizon, for the status and for the rounds that wait on it.
 */
import type { WithDeleted } from 'rxdb';
import { BehaviorSubject } from 'rxjs';
import * as v from 'valibot';
import type { CollectionName } from '../collections/collection-registry.ts';
import { callSyncRpc } from './call-sync-rpc.ts';
import type { CollectionSyncContext, SyncDoc } from './collection-sync-context.ts';
import { countBacklog } from './count-backlog.ts';
import { firstSyncWindow, pullWindow, WINDOWED_COLLECTIONS, windowBeforePage } from './first-sync-window.ts';
import {
  ColumnsPageSchema,
  type Cursor,
  type PulledDocument,
  PullPageSchema,
  pulledDocuments,
  rowToDoc,
  type ServerRow,
  trustedDocument,
} from './server-protocol.ts';
import { isSyncRequestError } from './sync-request-error.ts';

export interface PulledPage<Doc extends SyncDoc> {
  checkpoint: Cursor;
  documents: WithDeleted<Doc>[];
  /** The page ends the pass (the server has nothing more for now). */
  ended: boolean;
  /** The request's sequence number. */
  seq: number;
}

export interface PullHandler<Doc extends SyncDoc> {
  pull(checkpoint: Cursor | undefined, batchSize: number): Promise<PulledPage<Doc>>;
  /** The page that ended a pass is stored: publishes its request's sequence number. */
  passStored(seq: number): void;
  /** Sequence number of the last pull request that ended a pass (a page shorter than the batch), once stored. */
  readonly pulledThrough$: BehaviorSubject<number>;
  /** Sequence number of the latest pull request. */
  requestSeq(): number;
  /** The server's horizon at the end of the last pass; null before it or from a server that does not say. */
  horizon(): bigint | null;
}

export function createPullHandler<Doc extends SyncDoc>(
  name: CollectionName,
  ctx: CollectionSyncContext,
): PullHandler<Doc> {
  let requestSeq = 0;
  const pulledThrough$ = new BehaviorSubject(0);
  let horizon: bigint | null = null;
  // The next pull begins a pass: the first of the session, or the first after a pass ended.
  let passStarting = true;

  const pull = async (checkpoint: Cursor | undefined, batchSize: number): Promise<PulledPage<Doc>> => {
    requestSeq += 1;
    const seq = requestSeq;
    await ctx.gate.ready();
    ctx.activity('pulling', 1);
    let page: PageHead;
    let pageDocs: PulledDocument[];
    let limit: number;
    let windowRows: ServerRow[] = [];
    try {
      // A collection never pulled here starts with the calendar window's rows, read before its
      // first page (first-sync-window.ts). Never throws: without them the pull goes on as before.
      if (checkpoint === undefined && WINDOWED_COLLECTIONS.has(name)) {
        windowRows = await pullWindow(ctx.supabase, name, firstSyncWindow(new Date()), {
          timeoutMs: ctx.requestTimeoutMs,
          signal: ctx.gate.signal,
        });
      }
      // A pass's first page is kept short: it carries the calendar window's rows to the device
      // first, and most passes after the first sync hold a few rows.
      ({
        page,
        docs: pageDocs,
        limit,
      } = await pullPage(
        ctx,
        name,
        checkpoint ?? null,
        passStarting ? Math.min(batchSize, FIRST_PAGE_ROWS) : batchSize,
      ));
      ctx.gate.succeeded();
    } catch (error) {
      await ctx.gate.failed(error);
      throw error;
    } finally {
      ctx.activity('pulling', -1);
    }
    // A pass that does not end with its first page is a large pull: counted for the progress bar
    // from the cursor it began at. A first sync counted every collection up front
    // (start-clinic-sync.ts); an ordinary start or round asks nothing more of the server.
    if (passStarting) {
      passStarting = false;
      if (page.has_more && ctx.progress.claimCount(name)) {
        void countBacklog(ctx.supabase, name, checkpoint ?? null, {
          timeoutMs: ctx.requestTimeoutMs,
          signal: ctx.gate.signal,
        }).then((rows) => {
          if (rows !== null) ctx.progress.expect(name, rows);
        });
      }
    }
    ctx.progress.stored(name, pageDocs.length);
    // A page shorter than asked for ends the pass; the window's rows only ever make the page
    // longer, so they are not counted.
    const ended = pageDocs.length < limit;
    if (ended) {
      horizon = page.horizon === undefined ? null : BigInt(page.horizon);
      passStarting = true;
      ctx.progress.passEnded(name);
    }
    return {
      checkpoint: page.cursor,
      documents: windowBeforePage(windowRows.map(rowToDoc), pageDocs).map((doc) =>
        trustedDocument<WithDeleted<Doc>>(doc),
      ),
      ended,
      seq,
    };
  };

  return {
    pull,
    passStored: (seq) => pulledThrough$.next(Math.max(seq, pulledThrough$.value)),
    pulledThrough$,
    requestSeq: () => requestSeq,
    horizon: () => horizon,
  };
}

/** Rows asked for by the first page of a pass. */
export const FIRST_PAGE_ROWS = 1000;

/** The most rows a page holds on a server before migration 20261209000100. */
const PAGE_ROWS_BEFORE_COLUMNS = 1000;

/** What the pull reads of a page besides its rows. */
type PageHead = Omit<v.InferOutput<typeof PullPageSchema>, 'rows'>;

/**
 * A server that answers a page as columns, until one says it cannot (a server before migration
 * 20261209000100 knows no p_columns: PostgREST finds no such function, 404 PGRST202); the pull then
 * asks for rows as objects and pages of at most 1000 rows, as builds before did.
 */
const serversWithoutColumns = new WeakSet<object>();

/** One sync_pull page, its rows as local documents, and the rows asked for. */
async function pullPage(
  ctx: CollectionSyncContext,
  name: CollectionName,
  cursor: Cursor | null,
  limit: number,
): Promise<{ page: PageHead; docs: PulledDocument[]; limit: number }> {
  const options = { timeoutMs: ctx.requestTimeoutMs, signal: ctx.gate.signal };
  if (!serversWithoutColumns.has(ctx.supabase)) {
    try {
      const answer = await callSyncRpc(
        ctx.supabase,
        'sync_pull',
        { p_collection: name, p_cursor: cursor, p_limit: limit, p_columns: true },
        options,
      );
      const page = v.parse(ColumnsPageSchema, answer);
      return { page, docs: pulledDocuments(page), limit };
    } catch (error) {
      if (!isSyncRequestError(error) || error.status !== 404 || error.code !== 'PGRST202') throw error;
      serversWithoutColumns.add(ctx.supabase);
    }
  }
  const asked = Math.min(limit, PAGE_ROWS_BEFORE_COLUMNS);
  const answer = await callSyncRpc(
    ctx.supabase,
    'sync_pull',
    { p_collection: name, p_cursor: cursor, p_limit: asked },
    options,
  );
  const page = v.parse(PullPageSchema, answer);
  return { page, docs: page.rows.map(rowToDoc), limit: asked };
}
