/**
 * What PostgREST learns from pg_catalog before serving: the tables and views of the exposed
 * schema (public) with their columns and keys, the relationships between them (from foreign
 * keys, as PostgREST 13 derives them: many-to-one, one-to-many, one-to-one and many-to-many
 * through junction tables), and the functions callable through /rpc.
 *
 * One cache per pool. It is loaded on first use and reloaded when something a request names
 * is missing (a table created after start-up), or when reloadSchemaCache() is called.
 */
import type pg from 'pg';

export interface Column {
  name: string;
  /** format_type() of the column, usable in a cast or a column definition list. */
  type: string;
  /** The type name underneath domains and arrays' element types stay as is (e.g. 'jsonb', 'tsvector'). */
  baseType: string;
  nullable: boolean;
  /** The column's DEFAULT expression as SQL, for `Prefer: missing=default`. */
  defaultExpr: string | null;
}

export interface Table {
  name: string;
  isView: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** (junction column, origin table column) */
  sourceColumns: Array<[string, string]>;
  /** (junction column, target table column) */
  targetColumns: Array<[string, string]>;
}

/** A way to embed `foreignTable` into `table`. */
export interface Relationship {
  table: string;
  foreignTable: string;
  isSelf: boolean;
  cardinality: Cardinality;
  /** The foreign key's name; for many-to-many, the junction's foreign key to `table`. */
  constraint: string;
  /** (column of `table`, column of `foreignTable`) pairs; empty for many-to-many. */
  columns: Array<[string, string]>;
  junction?: Junction;
}

export interface RoutineParam {
  /** '' for an unnamed parameter. */
  name: string;
  type: string;
  required: boolean;
  variadic: boolean;
}

export interface Routine {
  name: string;
  params: RoutineParam[];
  setOf: boolean;
  /** Returns a row (a composite type, or OUT/TABLE parameters). */
  composite: boolean;
  returnsVoid: boolean;
  /** Returns one json or jsonb value. */
  returnsJson: boolean;
  /** Set when the return type is the row type of a table or view of public: embeds then work. */
  tableName?: string;
  /** Columns of the returned rows when known (table row type or OUT/TABLE parameters). */
  columns: Map<string, Column>;
  volatility: 'immutable' | 'stable' | 'volatile';
}

export interface SchemaCache {
  tables: Map<string, Table>;
  /** Keyed by the origin table name. */
  relationships: Map<string, Relationship[]>;
  /** Keyed by function name; overloads share a name. */
  routines: Map<string, Routine[]>;
}

interface Loaded {
  cache: SchemaCache;
  /** performance.now() when the load began: a request started before it may trust it. */
  startedAt: number;
}

interface CacheState {
  current?: Loaded;
  pending?: { promise: Promise<Loaded>; startedAt: number };
  generation: number;
}

const states = new WeakMap<pg.Pool, CacheState>();
/** Bumped by reloadSchemaCache(): every pool's cache older than this is reloaded on next use. */
let generation = 0;

function stateOf(pool: pg.Pool): CacheState {
  let state = states.get(pool);
  if (!state) {
    state = { generation };
    states.set(pool, state);
  }
  return state;
}

function startLoad(pool: pg.Pool, state: CacheState): Promise<Loaded> {
  const startedAt = performance.now();
  const loadGeneration = generation;
  const promise = loadSchemaCache(pool).then(
    (cache) => {
      const loaded = { cache, startedAt };
      if (!state.current || state.current.startedAt < startedAt) {
        state.current = loaded;
        state.generation = loadGeneration;
      }
      if (state.pending?.promise === promise) state.pending = undefined;
      return loaded;
    },
    (error: unknown) => {
      if (state.pending?.promise === promise) state.pending = undefined;
      throw error;
    },
  );
  state.pending = { promise, startedAt };
  return promise;
}

/** The cache to plan a request with; loads it the first time or after reloadSchemaCache(). */
export async function getSchemaCache(pool: pg.Pool): Promise<SchemaCache> {
  const state = stateOf(pool);
  if (state.current && state.generation === generation) return state.current.cache;
  if (state.pending) return (await state.pending.promise).cache;
  return (await startLoad(pool, state)).cache;
}

/**
 * A cache read no earlier than `since` (performance.now() at the start of a request that found
 * something missing). Concurrent misses share one reload.
 */
export async function freshSchemaCache(pool: pg.Pool, since: number): Promise<SchemaCache> {
  const state = stateOf(pool);
  if (state.current && state.current.startedAt >= since) return state.current.cache;
  if (state.pending && state.pending.startedAt >= since) return (await state.pending.promise).cache;
  return (await startLoad(pool, state)).cache;
}

/**
 * Drops every loaded cache, as PostgREST's `NOTIFY pgrst, 'reload schema'` does: the next
 * request reloads it. With a pool, reloads that pool's cache now.
 */
export async function reloadSchemaCache(pool?: pg.Pool): Promise<void> {
  generation += 1;
  if (pool) await startLoad(pool, stateOf(pool));
}

// ---------------------------------------------------------------------------------------------
// Loading from pg_catalog
// ---------------------------------------------------------------------------------------------

const COLUMNS_SQL = `
  select c.relname as table_name,
         c.relkind in ('v', 'm') as is_view,
         a.attname as name,
         format_type(a.atttypid, a.atttypmod) as type,
         coalesce(bt.typname, t.typname)::text as base_type,
         not a.attnotnull as nullable,
         -- An identity column has no pg_attrdef row: its default is its sequence's next value
         -- (PostgREST's schema cache does the same, so missing=default fills it).
         case when a.attidentity = 'd'
              then format('nextval(%L::regclass)', pg_get_serial_sequence(c.oid::regclass::text, a.attname))
              else pg_get_expr(d.adbin, d.adrelid)
         end as default_expr
  from pg_class c
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_type t on t.oid = a.atttypid
  left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum and a.attgenerated = ''
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'f', 'p')
  order by c.relname, a.attnum`;

const KEYS_SQL = `
  select c.relname as table_name, con.contype::text as kind,
         array(select a.attname::text
               from unnest(con.conkey) with ordinality as k (attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
               order by k.ord) as columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  where con.contype in ('p', 'u') and c.relnamespace = 'public'::regnamespace`;

const FOREIGN_KEYS_SQL = `
  select con.conname::text as name,
         src.relname::text as table_name,
         dst.relname::text as foreign_table_name,
         array(select a.attname::text
               from unnest(con.conkey) with ordinality as k (attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
               order by k.ord) as columns,
         array(select a.attname::text
               from unnest(con.confkey) with ordinality as k (attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
               order by k.ord) as foreign_columns
  from pg_constraint con
  join pg_class src on src.oid = con.conrelid
  join pg_class dst on dst.oid = con.confrelid
  where con.contype = 'f' and con.conparentid = 0
    and src.relnamespace = 'public'::regnamespace and dst.relnamespace = 'public'::regnamespace
  order by con.conrelid, con.conname`;

const ROUTINES_SQL = `
  select p.proname::text as name,
         p.proretset as set_of,
         p.provolatile::text as volatility,
         p.pronargdefaults as arg_defaults,
         format_type(p.prorettype, null) as return_type,
         t.typtype::text as return_typtype,
         case when rc.relnamespace = 'public'::regnamespace then rc.relname::text end as return_table,
         coalesce((
           select json_agg(json_build_object(
                    'name', coalesce(x.name, ''),
                    'type', format_type(x.type, null),
                    'mode', coalesce(x.mode, 'i')) order by x.ord)
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes::text[])
                with ordinality as x (type, name, mode, ord)
         ), '[]'::json) as args
  from pg_proc p
  join pg_type t on t.oid = p.prorettype
  left join pg_class rc on rc.oid = t.typrelid
  where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`;

interface ColumnRow {
  table_name: string;
  is_view: boolean;
  name: string | null;
  type: string | null;
  base_type: string | null;
  nullable: boolean | null;
  default_expr: string | null;
}

interface KeyRow {
  table_name: string;
  kind: string;
  columns: string[];
}

interface ForeignKeyRow {
  name: string;
  table_name: string;
  foreign_table_name: string;
  columns: string[];
  foreign_columns: string[];
}

interface RoutineRow {
  name: string;
  set_of: boolean;
  volatility: string;
  arg_defaults: number;
  return_type: string;
  return_typtype: string;
  return_table: string | null;
  args: Array<{ name: string; type: string; mode: string }>;
}

async function loadSchemaCache(pool: pg.Pool): Promise<SchemaCache> {
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    // Type names are printed as requests will resolve them (db.ts sets this search_path).
    await client.query("set local search_path = 'public', 'extensions'");
    const columns = await client.query<ColumnRow>(COLUMNS_SQL);
    const keys = await client.query<KeyRow>(KEYS_SQL);
    const foreignKeys = await client.query<ForeignKeyRow>(FOREIGN_KEYS_SQL);
    const routines = await client.query<RoutineRow>(ROUTINES_SQL);
    await client.query('commit');
    return buildCache(columns.rows, keys.rows, foreignKeys.rows, routines.rows);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function buildCache(
  columnRows: ColumnRow[],
  keyRows: KeyRow[],
  foreignKeyRows: ForeignKeyRow[],
  routineRows: RoutineRow[],
): SchemaCache {
  const tables = new Map<string, Table>();
  for (const row of columnRows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, isView: row.is_view, columns: new Map(), primaryKey: [] };
      tables.set(row.table_name, table);
    }
    if (row.name === null) continue;
    table.columns.set(row.name, {
      name: row.name,
      type: row.type ?? 'text',
      baseType: row.base_type ?? '',
      nullable: row.nullable ?? true,
      defaultExpr: row.default_expr,
    });
  }
  const uniques = new Map<string, string[][]>();
  for (const row of keyRows) {
    if (row.kind === 'p') {
      const table = tables.get(row.table_name);
      if (table) table.primaryKey = row.columns;
    }
    uniques.set(row.table_name, [...(uniques.get(row.table_name) ?? []), row.columns]);
  }
  return {
    tables,
    relationships: buildRelationships(tables, uniques, foreignKeyRows),
    routines: buildRoutines(tables, routineRows),
  };
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function buildRelationships(
  tables: Map<string, Table>,
  uniques: Map<string, string[][]>,
  foreignKeys: ForeignKeyRow[],
): Map<string, Relationship[]> {
  const direct: Relationship[] = [];
  for (const fk of foreignKeys) {
    const pairs = fk.columns.map((column, i): [string, string] => [column, fk.foreign_columns[i] ?? '']);
    // The referencing columns being a key of their table makes it one-to-one (PostgREST 11+).
    const oneToOne = (uniques.get(fk.table_name) ?? []).some((key) => sameColumns(key, fk.columns));
    direct.push({
      table: fk.table_name,
      foreignTable: fk.foreign_table_name,
      isSelf: fk.table_name === fk.foreign_table_name,
      cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
      constraint: fk.name,
      columns: pairs,
    });
  }
  const all: Relationship[] = [...direct];
  // A table whose primary key holds the columns of two foreign keys joins their targets.
  for (const first of direct) {
    for (const second of direct) {
      if (first.table !== second.table || first.constraint === second.constraint) continue;
      if (first.cardinality !== 'many-to-one' || second.cardinality !== 'many-to-one') continue;
      const primaryKey = tables.get(first.table)?.primaryKey ?? [];
      const junctionColumns = [...first.columns, ...second.columns].map(([column]) => column);
      if (primaryKey.length === 0 || !junctionColumns.every((column) => primaryKey.includes(column)))
        continue;
      all.push({
        table: first.foreignTable,
        foreignTable: second.foreignTable,
        isSelf: first.foreignTable === second.foreignTable,
        cardinality: 'many-to-many',
        constraint: first.constraint,
        columns: [],
        junction: {
          table: first.table,
          constraint1: first.constraint,
          constraint2: second.constraint,
          sourceColumns: first.columns,
          targetColumns: second.columns,
        },
      });
    }
  }
  for (const rel of direct) {
    all.push({
      table: rel.foreignTable,
      foreignTable: rel.table,
      isSelf: rel.isSelf,
      cardinality: rel.cardinality === 'one-to-one' ? 'one-to-one' : 'one-to-many',
      constraint: rel.constraint,
      columns: rel.columns.map(([a, b]): [string, string] => [b, a]),
    });
  }
  const byTable = new Map<string, Relationship[]>();
  for (const rel of all) byTable.set(rel.table, [...(byTable.get(rel.table) ?? []), rel]);
  return byTable;
}

const CALLABLE_UNNAMED_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

function buildRoutines(tables: Map<string, Table>, rows: RoutineRow[]): Map<string, Routine[]> {
  const routines = new Map<string, Routine[]>();
  for (const row of rows) {
    const inputs = row.args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
    const outputs = row.args.filter((arg) => ['o', 'b', 't'].includes(arg.mode));
    // Like PostgREST: more than one unnamed parameter, or one of another type, cannot be called.
    const unnamed = inputs.filter((arg) => arg.name === '');
    if (unnamed.length > 1) continue;
    if (unnamed.length === 1 && (inputs.length > 1 || !CALLABLE_UNNAMED_TYPES.has(unnamed[0]?.type ?? '')))
      continue;
    const requiredCount = inputs.length - row.arg_defaults;
    const params = inputs.map((arg, i) => ({
      name: arg.name,
      type: arg.type,
      required: i < requiredCount,
      variadic: arg.mode === 'v',
    }));
    const columns = new Map<string, Column>();
    const table = row.return_table ? tables.get(row.return_table) : undefined;
    if (table) {
      for (const [name, column] of table.columns) columns.set(name, column);
    } else {
      for (const arg of outputs) {
        columns.set(arg.name, {
          name: arg.name,
          type: arg.type,
          baseType: arg.type,
          nullable: true,
          defaultExpr: null,
        });
      }
    }
    const routine: Routine = {
      name: row.name,
      params,
      setOf: row.set_of,
      composite: row.return_typtype === 'c' || outputs.length > 0,
      returnsVoid: row.return_type === 'void',
      returnsJson: row.return_type === 'json' || row.return_type === 'jsonb',
      columns,
      volatility: row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile',
    };
    if (table) routine.tableName = table.name;
    routines.set(row.name, [...(routines.get(row.name) ?? []), routine]);
  }
  return routines;
}
