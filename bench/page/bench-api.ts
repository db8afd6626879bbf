/**
 * What the bench page offers its driver (bench/run.ts through Playwright's page.evaluate):
 * plain JSON in and out. Times are milliseconds; `epoch` times are comparable between pages.
 */
import type { RecordQueryResults } from './record-queries.ts';

export interface SignInRequest {
  apiUrl: string;
  anonKey: string;
  email: string;
  password: string;
}

export interface PageIdentity {
  authUserId: string;
  profileId: string;
  clinicId: string;
}

/** Rows per synced collection. */
export type RowCounts = Record<string, number>;

export interface FirstSyncResult {
  /** From opening the empty database to the last of the sync's writes committed, every row stored. */
  ms: number;
  /** From opening the empty database until the local counts showed every row (after `ms`). */
  countedMs: number;
  /** Of which opening the database. */
  openMs: number;
  rows: number;
  counts: RowCounts;
  /** Failed requests the sync met and retried (0 in a clean run). */
  lastError: string | null;
  /**
   * A patient edited once every patient was stored and appointments were still arriving, timed
   * until the server held it; null when the appointments were all stored before the edit.
   */
  writeDuringMs: number | null;
  /**
   * From opening the empty database until today's and tomorrow's appointments and every patient
   * they name are stored (issue 19: a desk works on today before the history arrives).
   */
  calendarMs: number;
  /** How many rows that calendar is (appointments and patients). */
  calendarRows: number;
}

export interface FetchResult {
  ms: number;
  rows: number;
  requests: number;
}

export interface CeilingResult {
  ms: number;
  rows: number;
}

/** One question asked of the local database and of the server. */
export interface QuerySample {
  localMs: number;
  serverMs: number;
  localRows: number;
  serverRows: number;
}

export interface QueryResults {
  /** The patient list opening right after the sync: every patient and appointment read, index built. */
  patientListOpenMs: number;
  /** Every patient read and indexed after the first page, what search and filters wait for. */
  patientListIndexMs: number;
  weekCalendar: QuerySample[];
  patientSearch: QuerySample[];
  patientListFiltered: QuerySample[];
  pipelineBoard: QuerySample[];
  /** The medical record of the patient with two hundred visits. */
  record: RecordQueryResults;
}

export interface PushPreparation {
  edits: number;
  /** Time to make the edits locally (offline). */
  editMs: number;
}

export interface PushDrain {
  /** From the browser's 'online' event to nothing left waiting. */
  drainMs: number;
}

export interface SyncStatusSnapshot {
  online: boolean;
  phase: string;
  pendingChanges: number;
  lastSyncedAt: string | null;
  lastError: string | null;
}

export interface BenchPageApi {
  signIn(request: SignInRequest): Promise<PageIdentity>;
  /** Rows of each synced table the server shows this user (tombstones left out). */
  serverCounts(): Promise<RowCounts>;
  /** Deletes the local clinic database (and the sync's store) of this page. */
  wipeClinic(): Promise<void>;
  /** From the next open on, seal sensitive fields at rest under a new data key (or not). */
  sealAtRest(on: boolean): Promise<void>;
  /** Closes and reopens the clinic database and its sync, as a reload does. */
  reopenClinic(): Promise<void>;
  firstSync(expected: RowCounts, timeoutMs: number): Promise<FirstSyncResult>;
  /** Fetches every row of every synced table with plain supabase-js selects and keeps them. */
  fetchRows(pageSize: number): Promise<FetchResult>;
  /** Pulls every row with sync_pull in the sync's page size, storing nothing: the protocol alone. */
  pullRows(firstPage: number, laterPages: number): Promise<FetchResult>;
  /** Writes the kept rows into a new IndexedDB with plain Dexie bulkPut, then deletes it. */
  bulkPutCeiling(): Promise<CeilingResult>;
  /** The same with the indexes RxDB's Dexie storage gives each collection, documents as it stores them. */
  indexedBulkPutCeiling(): Promise<CeilingResult>;
  /** Bulk-inserts the kept rows into a new RxDB database with the clinic's schemas, then removes it. */
  rxdbCeiling(): Promise<CeilingResult>;
  /** Issue 42's page writer alone (store-pulled-page.ts), same rows and schemas. */
  pageWriterCeiling(): Promise<CeilingResult>;
  localQueries(repetitions: number, seed: string): Promise<QueryResults>;
  /** Ids of `count` tasks of the local database (the incremental sync edits them). */
  taskIds(count: number): Promise<string[]>;
  /** Starts watching for a task to show `title` locally; `seenAt` answers when it did. */
  watchTaskTitle(id: string, title: string, timeoutMs: number): void;
  seenAt(): Promise<number>;
  /** Edits a task through the local database; answers the epoch time of the edit. */
  editTaskLocally(id: string, title: string): Promise<number>;
  /** The reference: the same edit written with supabase-js, and read back from another page. */
  editTaskOnServer(id: string, title: string): Promise<number>;
  readTaskFromServer(id: string, title: string): Promise<number>;
  /** Edits `count` patients (from `offset` in id order) while the page is offline. */
  makeOfflineEdits(count: number, offset: number, label: string): Promise<PushPreparation>;
  /** Listens for the next 'online' event, then resolves when nothing waits to be pushed. */
  armDrain(): void;
  awaitDrain(timeoutMs: number): Promise<PushDrain>;
  /**
   * The same kind of edits sent straight to sync_push in the sync's batch size: the server's part.
   * The page's sync is brought to rest and paused meanwhile, so it does not compete.
   */
  pushDirectly(count: number, offset: number, label: string): Promise<CeilingResult>;
  /** Waits until the sync has nothing to push and has pulled once more (its awaitIdle); answers the wait. */
  settle(timeoutMs: number): Promise<number>;
  /** A patient edited in the local database now, timed until the server holds it (ms). */
  writeReachesServer(timeoutMs: number): Promise<number>;
  /** The sync's status as the header shows it. */
  syncStatus(): Promise<SyncStatusSnapshot>;
  /** Ends the sync and closes the database (keeps the data). */
  closeClinic(): Promise<void>;
}

declare global {
  interface Window {
    cabinetBench: BenchPageApi;
  }
}
