/**
 * The storage catalogue in SQL: storage.buckets and storage.objects. Object queries take the
 * client of a request transaction opened as the caller (see storage-request.ts), so the app's
 * policies on storage.objects decide what each caller may see and change, as on Supabase.
 */
import type pg from 'pg';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

/** What Supabase keeps in storage.objects.metadata for each object. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: unknown;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';
const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at';

type Queryable = Pick<pg.PoolClient, 'query'> | Pick<pg.Pool, 'query'>;

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | undefined> {
  const result = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
    id,
  ]);
  return result.rows[0];
}

export async function listBuckets(
  db: Queryable,
  options: { limit: number | undefined; offset: number; search: string | undefined },
): Promise<BucketRow[]> {
  const result = await db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets
     where $1::text is null or name ilike '%' || $1 || '%'
     order by name limit $2 offset $3`,
    [options.search ?? null, options.limit ?? null, options.offset],
  );
  return result.rows;
}

export async function findObject(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const result = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return result.rows[0];
}

/** The names among `names` that exist and that the caller may see. */
export async function visibleNames(db: Queryable, bucket: string, names: string[]): Promise<Set<string>> {
  const result = await db.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucket, names],
  );
  return new Set(result.rows.map((row) => row.name));
}

export interface NewObject {
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  metadata: ObjectMetadata | Partial<ObjectMetadata> | null;
  userMetadata: unknown;
  version: string;
}

/**
 * Inserts the object row as the caller (RLS insert policies decide), or with `upsert`
 * replaces an existing one (then the update policies decide too, as on Supabase).
 */
export async function writeObjectRow(db: Queryable, object: NewObject, upsert: boolean): Promise<ObjectRow> {
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set
         owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
         user_metadata = excluded.user_metadata, version = excluded.version,
         updated_at = now(), last_accessed_at = now()`
    : '';
  const result = await db.query<ObjectRow>(
    `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7) ${conflict}
     returning ${OBJECT_COLUMNS}`,
    [
      object.bucket,
      object.name,
      object.owner,
      object.ownerId,
      object.metadata === null ? null : JSON.stringify(object.metadata),
      object.userMetadata === undefined ? null : JSON.stringify(object.userMetadata),
      object.version,
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error('insert into storage.objects returned no row');
  return row;
}

export async function deleteObjects(db: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const result = await db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return result.rows;
}

/** Renames an object row as the caller: its update policy must allow both the old and new name. */
export async function renameObject(
  db: Queryable,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
  owner: { owner: string | null; ownerId: string | null },
): Promise<ObjectRow | undefined> {
  const result = await db.query<ObjectRow>(
    `update storage.objects
        set bucket_id = $3, name = $4, owner = $5, owner_id = $6, version = gen_random_uuid()::text,
            updated_at = now(), last_accessed_at = now()
      where bucket_id = $1 and name = $2
      returning ${OBJECT_COLUMNS}`,
    [from.bucket, from.name, to.bucket, to.name, owner.owner, owner.ownerId],
  );
  return result.rows[0];
}

export type ListSortColumn = 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';

export interface ListOptions {
  /** A folder: empty, or ending with "/". */
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: ListSortColumn;
  ascending: boolean;
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: unknown;
}

/**
 * One level of the object tree under `prefix`, like storage.search(): files with their
 * catalogue fields and folders as {name, id: null, …, metadata: null}; names are relative to
 * the prefix; prefix and search match case-insensitively. Sorted by name, folders and files
 * interleave; sorted by a timestamp, folders come first (Supabase does the same).
 */
export async function listObjects(db: Queryable, bucket: string, options: ListOptions): Promise<ListEntry[]> {
  const direction = options.ascending ? 'asc' : 'desc';
  const order =
    options.sortColumn === 'name'
      ? `name collate "C" ${direction}`
      : `is_folder desc, ${options.sortColumn} ${direction} nulls last, name collate "C" asc`;
  const result = await db.query<ListEntry>(
    `with matched as (
       select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
              substr(o.name, char_length($2::text) + 1) as rest
         from storage.objects o
        where o.bucket_id = $1 and starts_with(lower(o.name), lower($2::text || $3::text))
     ), entries as (
       select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
              true as is_folder
         from matched where position('/' in rest) > 0
        group by 1
       union all
       select rest, id, updated_at, created_at, last_accessed_at, metadata, false
         from matched where position('/' in rest) = 0
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata
       from entries where name <> ''
      order by ${order}
      limit $4 offset $5`,
    [bucket, options.prefix, options.search, options.limit, options.offset],
  );
  return result.rows;
}
