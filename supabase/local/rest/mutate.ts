/**
 * INSERT/UPSERT, UPDATE and DELETE as PostgREST 13 writes them (QueryBuilder.mutatePlanToQuery):
 * the JSON body is one bind parameter read by json_to_record(set) with the table's column
 * types, so Postgres does every conversion and check; RETURNING feeds the representation.
 */
import { columnNotFound, invalidBody } from './errors.ts';
import { type Condition, quoteIdent, type ReadNode } from './plan.ts';
import type { Column, Table } from './schema-cache.ts';
import { conditionsSql, type SqlParams } from './sql-builder.ts';

const q = quoteIdent;

export interface Payload {
  /** The JSON text as received: Postgres parses it again, PostgREST does the same. */
  raw: string;
  isObject: boolean;
  /** Keys of the object, or the keys every element of the array shares. */
  keys: string[];
}

/**
 * Validates a JSON body for a mutation. Arrays must hold objects with the same keys unless
 * `columns` names them (PostgREST's payloadAttributes); anything else counts as no rows.
 */
export function readPayload(text: string, columnsParam: string[] | undefined): Payload {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody();
  }
  if (Array.isArray(value)) {
    if (columnsParam !== undefined) return { raw: text, isObject: false, keys: columnsParam };
    const [first] = value;
    if (first === undefined) return { raw: '[]', isObject: false, keys: [] };
    if (!isPlainObject(first)) throw invalidBody('All object keys must match');
    const keys = Object.keys(first).sort();
    const uniform = value.every((item) => isPlainObject(item) && sameKeys(Object.keys(item), keys));
    if (!uniform) throw invalidBody('All object keys must match');
    return { raw: text, isObject: false, keys };
  }
  if (isPlainObject(value)) return { raw: text, isObject: true, keys: columnsParam ?? Object.keys(value) };
  return { raw: '[]', isObject: false, keys: [] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameKeys(keys: string[], sorted: string[]): boolean {
  return keys.length === sorted.length && [...keys].sort().every((key, i) => key === sorted[i]);
}

/** The table's columns named by the payload; an unknown one is PGRST204. */
export function payloadColumns(table: Table, keys: string[]): Column[] {
  return keys.map((key) => {
    const column = table.columns.get(key);
    if (!column) throw columnNotFound(table.name, key);
    return column;
  });
}

/**
 * FROM items yielding `pgrst_body` rows typed like the table. With `missing=default` absent
 * keys take the column default (PostgREST merges a jsonb of defaults under each element).
 */
function jsonBodySql(
  payload: Payload,
  columns: Column[],
  params: SqlParams,
  applyDefaults: boolean,
  limitOne: boolean,
): string {
  const placeholder = `${params.add(payload.raw)}::${applyDefaults ? 'jsonb' : 'json'}`;
  let source = 'pgrst_payload.json_data';
  let defaults = '';
  const withDefaults = columns.filter((col) => col.defaultExpr !== null);
  if (applyDefaults && withDefaults.length > 0) {
    const build = `jsonb_build_object(${withDefaults.map((col) => `${params.add(col.name)}::text, ${col.defaultExpr}`).join(', ')})`;
    defaults = payload.isObject
      ? `LATERAL (SELECT ${build} || pgrst_payload.json_data AS val) pgrst_json_defs, `
      : `LATERAL (SELECT jsonb_agg(${build} || elem) AS val FROM jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `;
    source = 'pgrst_json_defs.val';
  }
  const prefix = applyDefaults ? 'jsonb' : 'json';
  let rows: string;
  if (columns.length === 0) {
    rows = payload.isObject ? '(VALUES (1)) _' : `${prefix}_array_elements(${source}) _`;
  } else {
    const reader = `${prefix}_to_record${payload.isObject ? '' : 'set'}`;
    const typed = columns.map((col) => `${q(col.name)} ${col.type}`).join(', ');
    rows = `${reader}(${source}) AS _(${typed})${limitOne ? ' LIMIT 1' : ''}`;
  }
  const names = columns.map((col) => q(col.name)).join(', ');
  return `(SELECT ${placeholder} AS json_data) pgrst_payload, ${defaults}LATERAL (SELECT ${names} FROM ${rows}) pgrst_body`;
}

function returningSql(table: Table, returning: string[] | '*' | undefined): string {
  const target = `"public".${q(table.name)}`;
  // Minimal: `RETURNING 1` counts rows without reading any column, so SELECT policies do not apply.
  if (returning === undefined || (Array.isArray(returning) && returning.length === 0)) return 'RETURNING 1';
  if (returning === '*') return `RETURNING ${target}.*`;
  return `RETURNING ${returning.map((name) => `${target}.${q(name)}`).join(', ')}`;
}

/** Counts rows inserted (not merged) by an upsert, for 201 vs 200 (PostgREST's pgrst.inserted). */
const INSERTED_COUNTER = (delta: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${delta} 1)::text, true) <> '${delta === '+' ? '0' : '-1'}'`;

export interface InsertOptions {
  table: Table;
  payload: Payload;
  columns: Column[];
  applyDefaults: boolean;
  onConflict?: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  returning: string[] | '*' | undefined;
}

export function insertSql(options: InsertOptions, params: SqlParams): string {
  const { table, columns, onConflict } = options;
  const target = `"public".${q(table.name)}`;
  const names = columns.map((col) => q(col.name)).join(', ');
  const merge = onConflict?.resolution === 'merge-duplicates';
  let sql =
    `INSERT INTO ${target}${columns.length > 0 ? `(${names})` : ''} ` +
    `SELECT ${columns.map((col) => `pgrst_body.${q(col.name)}`).join(', ')} ` +
    `FROM ${jsonBodySql(options.payload, columns, params, options.applyDefaults, false)}`;
  if (merge) sql += ` WHERE ${INSERTED_COUNTER('+')}`;
  if (onConflict && onConflict.columns.length > 0) {
    sql += ` ON CONFLICT(${onConflict.columns.map(q).join(', ')}) `;
    if (!merge || columns.length === 0) sql += 'DO NOTHING';
    else {
      const sets = columns.map((col) => `${q(col.name)} = EXCLUDED.${q(col.name)}`).join(', ');
      sql += `DO UPDATE SET ${sets} WHERE ${INSERTED_COUNTER('-')}`;
    }
  }
  return `${sql} ${returningSql(table, options.returning)}`;
}

/** Conditions of the root resource only: UPDATE and DELETE have no embeds to filter on. */
function rootWhere(root: ReadNode, params: SqlParams): string {
  const conditions = root.where.filter((condition: Condition) => condition.kind !== 'embed-null');
  const sql = conditionsSql({ ...root, where: conditions }, params);
  return sql === '' ? '' : ` WHERE ${sql}`;
}

export function updateSql(
  table: Table,
  payload: Payload,
  columns: Column[],
  applyDefaults: boolean,
  root: ReadNode,
  returning: string[] | '*' | undefined,
  params: SqlParams,
): string {
  const target = `"public".${q(table.name)}`;
  if (columns.length === 0) {
    // Nothing to set: an empty result with the returned columns' shape.
    const cols =
      returning === undefined || returning.length === 0
        ? 'NULL'
        : returning === '*'
          ? `${q(table.name)}.*`
          : returning.map((name) => `${q(table.name)}.${q(name)}`).join(', ');
    return `SELECT ${cols} FROM ${target} WHERE false`;
  }
  const sets = columns.map((col) => `${q(col.name)} = pgrst_body.${q(col.name)}`).join(', ');
  return (
    `UPDATE ${target} SET ${sets} FROM ${jsonBodySql(payload, columns, params, applyDefaults, true)}` +
    `${rootWhere(root, params)} ${returningSql(table, returning)}`
  );
}

export function deleteSql(
  table: Table,
  root: ReadNode,
  returning: string[] | '*' | undefined,
  params: SqlParams,
): string {
  return `DELETE FROM "public".${q(table.name)}${rootWhere(root, params)} ${returningSql(table, returning)}`;
}
