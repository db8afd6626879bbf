/**
 * Opening, closing and wiping the local database of one signed-in user in one clinic: RxDB on
 * its Dexie (IndexedDB) storage, with the 11 synced collections and the validation hooks.
 *
 * Dev-mode and the ajv schema check run only when `devMode` is true (tests). They are imported
 * lazily, so a production bundle never loads them. RxDB's open-source build allows 13 open
 * collections per JavaScript realm: close one clinic database before opening another.
 */

import type { Dexie } from 'dexie';
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollectionCreator,
  type RxJsonSchema,
  type RxStorage,
  removeRxDatabase,
} from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  type ClinicCollections,
  type ClinicDatabase,
  COLLECTION_MIGRATION_STRATEGIES,
  COLLECTION_SCHEMAS,
  type CollectionDocs,
  type CollectionName,
} from '../collections/collection-registry.ts';
import { rememberSealer } from '../encryption/database-sealer.ts';
import type { FieldSealer } from '../encryption/field-sealer.ts';
import { withSealedFields } from '../encryption/sealed-storage.ts';
import type { ClinicDatabaseContext } from './clinic-database-context.ts';
import { clinicDatabaseName } from './clinic-database-name.ts';
import { deleteIndexedDbFiles } from './delete-indexeddb-files.ts';
import { withIndexedChangesSince } from './indexed-changes-since.ts';
import { withInsertWithoutRead } from './insert-without-read.ts';
import { declarePlannedIndexesOnly, withCleanupOnPlannedIndexes } from './planned-indexes-only.ts';
import { rehearsalSteps, rehearsedSchema, rehearsedStrategies } from './schema-rehearsal.ts';
import { withStorageFullGuard } from './storage-full-guard.ts';
import { installValidationHooks } from './validation-hooks.ts';

export interface ClinicDatabaseLocation {
  userId: string;
  clinicId: string;
  /** IndexedDB to use instead of the global one (tests pass fake-indexeddb's). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Share changes between tabs of this origin (RxDB's default, true). */
  multiInstance?: boolean;
}

export interface OpenClinicDatabaseOptions extends ClinicDatabaseLocation {
  /** RxDB dev-mode checks and the ajv schema validator: tests only, never in production. */
  devMode?: boolean;
  /**
   * Seals each row's sensitive fields at rest with the user's data key on this device (issue 40);
   * without it rows are stored in clear (a device whose user has not chosen a PIN yet).
   */
  sealer?: FieldSealer;
}

/** Databases opened in this realm, by name, so a wipe can remove an open one. */
const openDatabases = new Map<string, ClinicDatabase>();

let devModeReady: Promise<void> | undefined;

/** Adds RxDB's dev-mode plugin once per realm (it cannot be removed again). */
function enableDevMode(): Promise<void> {
  devModeReady ??= import('rxdb/plugins/dev-mode').then(({ RxDBDevModePlugin, disableWarnings }) => {
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
  });
  return devModeReady;
}

/**
 * RxDB watches its own writes. Dexie's liveQuery bookkeeping on its databases (the key ranges each
 * write touched, structured-cloned onto a BroadcastChannel for every other tab) serves no one and
 * was the costliest single step of a write in the sync tests' profiles. The app's own Dexie stores
 * (files, pending changes) keep it: their liveQueries follow the service worker's writes.
 */
function withoutLiveQueryBookkeeping(db: Dexie): void {
  db.unuse({ stack: 'dbcore', name: 'Observability' });
  db.unuse({ stack: 'dbcore', name: 'Cache' });
}

/** RxDB's Dexie storage as the clinic's database uses it (the bench's page writer measures the same). */
export function dexieStorage(location: Pick<ClinicDatabaseLocation, 'indexedDB' | 'IDBKeyRange'>) {
  return withStorageFullGuard(
    withCleanupOnPlannedIndexes(
      withIndexedChangesSince(
        withInsertWithoutRead(
          getRxStorageDexie({
            ...(location.indexedDB ? { indexedDB: location.indexedDB } : {}),
            ...(location.IDBKeyRange ? { IDBKeyRange: location.IDBKeyRange } : {}),
            onCreate: (db) => {
              withoutLiveQueryBookkeeping(db);
              declarePlannedIndexesOnly(db);
            },
          }),
        ),
      ),
    ),
  );
}

async function storageFor(options: OpenClinicDatabaseOptions): Promise<RxStorage<unknown, unknown>> {
  const storage = options.sealer
    ? withSealedFields(dexieStorage(options), options.sealer)
    : dexieStorage(options);
  if (!options.devMode) return storage;
  await enableDevMode();
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage });
}

type CollectionCreators = { [Name in CollectionName]: RxCollectionCreator<CollectionDocs[Name]> };

const SCHEMAS: { [Name in CollectionName]: RxJsonSchema<CollectionDocs[Name]> } = COLLECTION_SCHEMAS;

function collectionCreators(): CollectionCreators {
  const steps = rehearsalSteps();
  const creator = <Name extends CollectionName>(name: Name): RxCollectionCreator<CollectionDocs[Name]> => ({
    schema: rehearsedSchema(SCHEMAS[name], steps),
    migrationStrategies: rehearsedStrategies(
      SCHEMAS[name].version,
      COLLECTION_MIGRATION_STRATEGIES[name],
      steps,
    ),
  });
  return {
    specializations: creator('specializations'),
    clinics: creator('clinics'),
    users: creator('users'),
    services: creator('services'),
    doctor_services: creator('doctor_services'),
    patients: creator('patients'),
    appointments: creator('appointments'),
    medical_records: creator('medical_records'),
    medical_documents: creator('medical_documents'),
    tasks: creator('tasks'),
    partners: creator('partners'),
  };
}

/**
 * Opens (creating on first use) the database of `userId` in `clinicId` with every synced
 * collection. Opening the same one twice in a realm without closing it throws (RxDB DB8).
 */
export async function openClinicDatabase(options: OpenClinicDatabaseOptions): Promise<ClinicDatabase> {
  addRxPlugin(RxDBMigrationSchemaPlugin);
  const name = clinicDatabaseName(options.userId, options.clinicId);
  const context: ClinicDatabaseContext = { userId: options.userId, clinicId: options.clinicId };
  const db = await createRxDatabase<ClinicCollections>({
    name,
    storage: await storageFor(options),
    multiInstance: options.multiInstance ?? true,
    ignoreDuplicate: false,
    options: context,
  });
  try {
    if (options.sealer) rememberSealer(db, options.sealer);
    await db.addCollections(collectionCreators());
    installValidationHooks(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  openDatabases.set(name, db);
  db.onClose.push(() => {
    if (openDatabases.get(name) === db) openDatabases.delete(name);
  });
  return db;
}

/** Closes the database (its data stays on the device). */
export async function closeClinicDatabase(db: ClinicDatabase): Promise<void> {
  await db.close();
}

/**
 * Deletes the database of `userId` in `clinicId` from this device (sign-out wipe), closing it
 * first if it is open in this realm, down to its IndexedDB files. Unsynced changes are lost:
 * warn before calling.
 */
export async function removeClinicDatabase(location: ClinicDatabaseLocation): Promise<void> {
  const name = clinicDatabaseName(location.userId, location.clinicId);
  const open = openDatabases.get(name);
  if (open && !open.closed) await open.remove();
  else await removeRxDatabase(name, dexieStorage(location), location.multiInstance ?? true);
  await deleteIndexedDbFiles(name, location.indexedDB ?? globalThis.indexedDB);
}
