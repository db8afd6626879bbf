/** The bench page: puts the measurements on `window.cabinetBench` for bench/run.ts to call. */
import type { BenchPageApi } from './bench-api.ts';
import { bulkPutCeiling, indexedBulkPutCeiling } from './dexie-ceiling.ts';
import { firstSync, serverCounts } from './first-sync.ts';
import {
  editTaskLocally,
  editTaskOnServer,
  readTaskFromServer,
  seenAt,
  taskIds,
  watchTaskTitle,
} from './incremental.ts';
import { localQueries } from './local-queries.ts';
import { armDrain, awaitDrain, makeOfflineEdits, pushDirectly } from './offline-push.ts';
import {
  closeClinic,
  reopenClinic,
  sealAtRest,
  settle,
  signIn,
  syncStatus,
  wipeClinic,
} from './page-session.ts';
import { pageWriterCeiling, rxdbCeiling } from './rxdb-ceiling.ts';
import { fetchRows, pullRows } from './server-rows.ts';
import { writeReachesServer } from './write-reaches-server.ts';

const api: BenchPageApi = {
  signIn,
  serverCounts,
  wipeClinic,
  sealAtRest,
  reopenClinic,
  firstSync,
  fetchRows,
  pullRows,
  bulkPutCeiling,
  indexedBulkPutCeiling,
  rxdbCeiling,
  pageWriterCeiling,
  localQueries,
  taskIds,
  watchTaskTitle,
  seenAt,
  editTaskLocally,
  editTaskOnServer,
  readTaskFromServer,
  makeOfflineEdits,
  armDrain,
  awaitDrain,
  pushDirectly,
  settle,
  writeReachesServer,
  syncStatus,
  closeClinic,
};

window.cabinetBench = api;
document.title = 'cabinet-bench-ready';
