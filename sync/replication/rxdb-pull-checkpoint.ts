/**
 * Where RxDB's replication of the previous build had pulled a collection to (issue 42, decision
 * 0046): its stored downstream checkpoint, the cursor the device's own pull starts from once the
 * device updates, so an update does not pull the whole clinic again. Read from RxDB's meta
 * collection, never written.
 */
import {
  getComposedPrimaryKeyOfDocumentData,
  getRxReplicationMetaInstanceSchema,
  type RxCollection,
} from 'rxdb';

/** RxDB's name for a replication's meta collection (its replication plugin's own rule). */
async function metaCollectionName(collection: RxCollection, replicationIdentifier: string): Promise<string> {
  const hash = await collection.database.hashFunction([collection.name, replicationIdentifier].join('-'));
  return `rx-replication-meta-${hash}`;
}

/** The checkpoint RxDB stored for the collection's pull, or undefined when it stored none. */
export async function rxdbPullCheckpoint(
  collection: RxCollection,
  replicationIdentifier: string,
): Promise<unknown> {
  const database = collection.database;
  const schema = getRxReplicationMetaInstanceSchema(collection.schema.jsonSchema, false);
  const instance = await database.storage.createStorageInstance({
    databaseName: database.name,
    collectionName: await metaCollectionName(collection, replicationIdentifier),
    databaseInstanceToken: database.token,
    multiInstance: database.multiInstance,
    options: {},
    schema,
    devMode: false,
  });
  try {
    const id = getComposedPrimaryKeyOfDocumentData(schema, { isCheckpoint: '1', itemId: 'down' });
    const [stored] = await instance.findDocumentsById([id], false);
    return stored?.checkpointData;
  } finally {
    await instance.close();
  }
}
