/**
 * What screens may know of the running sync: its handle (status, pending ids, the conflict log)
 * and the status the indicator shows. Starting and stopping it is the app's (src/app).
 */
export type { ClinicSync, SyncStatus } from '../replication/start-clinic-sync.ts';
export type { CollectionProgress, SyncProgress } from '../replication/sync-progress.ts';
