/**
 * One PostgREST action per function: read a table, insert/upsert, update, delete, call a
 * function. Each plans the request against the schema cache, runs one statement in the
 * request's transaction (db.ts asRequest: the JWT's role, RLS decides) and shapes the reply:
 * status, Content-Range, Preference-Applied, Location, and the body Postgres rendered.
 */
import type pg from 'pg';
import { asRequest, type RequestIdentity, type RequestInfo } from '../db.ts';
import {
  invalidBody,
  invalidRange,
  maxAffectedViolation,
  singularityError,
  tableNotFound,
} from './errors.ts';
import { deleteSql, insertSql, type Payload, payloadColumns, readPayload, updateSql } from './mutate.ts';
import {
  checkStrictPreferences,
  contentRange,
  type MediaChoice,
  type Preferences,
  preferenceApplied,
  rangeStatus,
} from './negotiation.ts';
import { buildReadPlan, quoteIdent, type ReadNode, returningColumns } from './plan.ts';
import type { QueryParams, Range } from './query-params.ts';
import { callQuery, findRoutine, type RpcArguments } from './rpc.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import { mutationStatement, readStatement, SqlParams, type Statement } from './sql-builder.ts';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

/** Everything an action needs, decided before the database is involved. */
export interface ActionInput {
  pool: pg.Pool;
  identity: RequestIdentity;
  info: RequestInfo;
  method: string;
  params: QueryParams;
  prefs: Preferences;
  media: MediaChoice;
  /** The request body as text (POST/PATCH/PUT; RPC POST). */
  body: string | undefined;
  /** `Range` request header, GET only. */
  headerRange: Range | undefined;
  cache: SchemaCache;
  /** First planning pass: names missing from the cache trigger a reload (plan.ts SchemaMiss). */
  strict: boolean;
}

interface ResultRow {
  total_result_set: string | null;
  page_total: string;
  body: string;
  response_headers: string | null;
  response_status: string | null;
  response_inserted: number | null;
}

interface Result {
  total: number | undefined;
  pageTotal: number;
  body: string;
  gucHeaders: string | null;
  gucStatus: string | null;
  inserted: number | null;
}

/** Runs `statement` in the request's transaction; `check` may throw to roll it back. */
async function run(
  input: ActionInput,
  statement: Statement,
  readOnly: boolean,
  check: (result: Result) => void = () => {},
): Promise<Result> {
  return asRequest(input.pool, input.identity, input.info, readOnly, async (client) => {
    const { rows } = await client.query<ResultRow>({ text: statement.text, values: statement.values });
    const row = rows[0];
    const result: Result = {
      total: row?.total_result_set == null ? undefined : Number(row.total_result_set),
      pageTotal: row ? Number(row.page_total) : 0,
      body: row?.body ?? '',
      gucHeaders: row?.response_headers ?? null,
      gucStatus: row?.response_status ?? null,
      inserted: row?.response_inserted ?? null,
    };
    check(result);
    return result;
  });
}

function singularCheck(input: ActionInput): (result: Result) => void {
  return (result) => {
    if (input.media.body === 'single' && result.pageTotal !== 1) throw singularityError(result.pageTotal);
  };
}

function maxAffectedCheck(input: ActionInput): (result: Result) => void {
  return (result) => {
    const { maxAffected, handling } = input.prefs;
    if (handling === 'strict' && maxAffected !== undefined && result.pageTotal > maxAffected) {
      throw maxAffectedViolation(result.pageTotal);
    }
  };
}

function both(...checks: Array<(result: Result) => void>): (result: Result) => void {
  return (result) => {
    for (const check of checks) check(result);
  };
}

function lookupTable(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (!table) throw tableNotFound(name, [...cache.tables.keys()]);
  return table;
}

/** response.status / response.headers set by SQL (PostgREST lets functions shape the reply). */
function applyGucs(reply: Reply, result: Result): Reply {
  if (result.gucStatus !== null) {
    const status = Number.parseInt(result.gucStatus, 10);
    if (Number.isInteger(status) && status >= 100 && status <= 599) reply.status = status;
  }
  if (result.gucHeaders !== null) {
    try {
      const list: unknown = JSON.parse(result.gucHeaders);
      if (Array.isArray(list)) {
        for (const entry of list) {
          if (typeof entry !== 'object' || entry === null) continue;
          for (const [name, value] of Object.entries(entry)) reply.headers[name] = String(value);
        }
      }
    } catch {
      // An unparsable response.headers is ignored rather than failing a committed request.
    }
  }
  return reply;
}

function withBody(input: ActionInput, reply: Reply, body: string): Reply {
  reply.headers['Content-Type'] = input.media.contentType;
  reply.body = body;
  return reply;
}

function setPreferenceApplied(
  reply: Reply,
  prefs: Preferences,
  honoured: ReadonlyArray<keyof Preferences>,
): void {
  const applied = preferenceApplied(prefs, honoured);
  if (applied !== undefined) reply.headers['Preference-Applied'] = applied;
}

/** limit/offset intersected with a Range header; a negative limit is 416. */
function topRange(input: ActionInput): Range {
  if (input.params.negativeLimit) throw invalidRange('Limit should be greater than or equal to zero.');
  const fromParams = input.params.ranges.get('') ?? { offset: 0 };
  const header = input.headerRange;
  if (!header) return fromParams;
  const offset = Math.max(fromParams.offset, header.offset);
  const ends = [fromParams, header]
    .filter((range) => range.limit !== undefined)
    .map((range) => range.offset + (range.limit ?? 0));
  return ends.length === 0 ? { offset } : { offset, limit: Math.max(0, Math.min(...ends) - offset) };
}

function readReply(input: ActionInput, result: Result, offset: number, headOnly: boolean): Reply {
  const status = rangeStatus(offset, result.pageTotal, result.total);
  const reply: Reply = {
    status,
    headers: { 'Content-Range': contentRange(offset, offset + result.pageTotal - 1, result.total) },
  };
  setPreferenceApplied(reply, input.prefs, ['count', 'handling']);
  if (status === 416) {
    const error = invalidRange(
      `An offset of ${offset} was requested, but there are only ${result.total ?? 0} rows.`,
    );
    reply.headers['Content-Type'] = 'application/json; charset=utf-8';
    reply.body = JSON.stringify(error.body);
    return reply;
  }
  if (headOnly) {
    reply.headers['Content-Type'] = input.media.contentType;
    return applyGucs(reply, result);
  }
  return applyGucs(withBody(input, reply, result.body), result);
}

// ---------------------------------------------------------------------------------------------
// GET / HEAD /table
// ---------------------------------------------------------------------------------------------

export async function readTable(input: ActionInput, tableName: string): Promise<Reply> {
  checkStrictPreferences(input.prefs);
  const table = lookupTable(input.cache, tableName);
  const range = topRange(input);
  const params = { ...input.params, ranges: new Map(input.params.ranges).set('', range) };
  const root = buildReadPlan(
    {
      relName: table.name,
      columns: table.columns,
      from: `"public".${quoteIdent(table.name)}`,
      alias: table.name,
    },
    params,
    { cache: input.cache, strict: input.strict, capRows: true },
  );
  const headOnly = input.method === 'HEAD';
  const sql = new SqlParams();
  const statement = readStatement(
    '',
    root,
    sql,
    { body: headOnly ? 'none' : input.media.body, stripNulls: input.media.stripNulls, scalar: false },
    input.prefs.count !== undefined,
  );
  const result = await run(input, statement, true, singularCheck(input));
  return readReply(input, result, range.offset, headOnly);
}

// ---------------------------------------------------------------------------------------------
// POST / PATCH / DELETE /table
// ---------------------------------------------------------------------------------------------

function requirePayload(input: ActionInput): Payload {
  if (input.body === undefined || input.body.trim() === '') throw invalidBody();
  return readPayload(input.body, input.params.columns);
}

/**
 * The read plan of a mutation: root filters go to the mutation's WHERE, the representation
 * reads the affected rows from pgrst_source with the select, embeds and order.
 */
function mutationPlans(input: ActionInput, table: Table): { where: ReadNode; representation: ReadNode } {
  const where = buildReadPlan(
    {
      relName: table.name,
      columns: table.columns,
      from: `"public".${quoteIdent(table.name)}`,
      alias: table.name,
    },
    input.params,
    { cache: input.cache, strict: input.strict, capRows: false },
  );
  return { where, representation: { ...where, from: 'pgrst_source', where: [], range: { offset: 0 } } };
}

function representationOf(input: ActionInput, plan: ReadNode, table: Table): ReadNode | undefined {
  if (input.prefs.return === 'representation') return plan;
  if (input.prefs.return === 'headers-only' && table.primaryKey.length > 0) {
    // Only the primary key is read back, to build the Location header.
    return {
      ...plan,
      selects: table.primaryKey.map((name) => ({ field: { name, jsonPath: [] } })),
      embeds: [],
      order: [],
    };
  }
  return undefined;
}

function returningFor(input: ActionInput, plan: ReadNode, table: Table): string[] | '*' | undefined {
  if (input.prefs.return === 'representation') return returningColumns(plan, table.primaryKey);
  if (input.prefs.return === 'headers-only') return table.primaryKey;
  return undefined;
}

function locationOf(tableName: string, body: string): string | undefined {
  const rows: unknown = JSON.parse(body);
  if (!Array.isArray(rows) || rows.length !== 1) return undefined;
  const row = rows[0] as Record<string, unknown>;
  const pairs = Object.entries(row).map(([key, value]) => {
    const filter =
      value === null ? 'is.null' : `eq.${typeof value === 'string' ? value : JSON.stringify(value)}`;
    return `${encodeURIComponent(key)}=${encodeURIComponent(filter)}`;
  });
  return pairs.length === 0 ? undefined : `/${tableName}?${pairs.join('&')}`;
}

function mutationReply(
  input: ActionInput,
  result: Result,
  status: number,
  contentRangeValue: string,
  honoured: ReadonlyArray<keyof Preferences>,
): Reply {
  const reply: Reply = { status, headers: { 'Content-Range': contentRangeValue } };
  setPreferenceApplied(reply, input.prefs, honoured);
  if (input.prefs.return === 'representation') withBody(input, reply, result.body);
  else if (status === 200) reply.status = 204;
  return applyGucs(reply, result);
}

export async function insertRows(input: ActionInput, tableName: string): Promise<Reply> {
  const table = lookupTable(input.cache, tableName);
  const payload = requirePayload(input);
  const columns = payloadColumns(table, payload.keys);
  checkStrictPreferences(input.prefs);
  const { representation } = mutationPlans(input, table);
  const conflictColumns = input.params.onConflict ?? table.primaryKey;
  const resolution = input.prefs.resolution;
  const upsert = resolution !== undefined && conflictColumns.length > 0;
  const sql = new SqlParams();
  const mutation = insertSql(
    {
      table,
      payload,
      columns,
      applyDefaults: input.prefs.missing === 'default',
      ...(upsert ? { onConflict: { columns: conflictColumns, resolution } } : {}),
      returning: returningFor(input, representation, table),
    },
    sql,
  );
  const shown = representationOf(input, representation, table);
  const statement = mutationStatement(
    mutation,
    shown,
    sql,
    {
      body: input.prefs.return === 'headers-only' ? 'array' : input.media.body,
      stripNulls: input.media.stripNulls,
      scalar: false,
    },
    resolution === 'merge-duplicates' && upsert,
  );
  const result = await run(input, statement, false, singularCheck(input));
  // Upserts that only merged existing rows (or got none) answer 200, like PostgREST.
  const merged = resolution === 'merge-duplicates' && upsert && (result.inserted ?? 0) <= 0;
  const reply: Reply = {
    status: merged ? 200 : 201,
    headers: {
      'Content-Range': contentRange(1, 0, input.prefs.count === undefined ? undefined : result.pageTotal),
    },
  };
  const honoured: Array<keyof Preferences> = ['missing', 'return', 'count', 'handling'];
  if (upsert) honoured.unshift('resolution');
  setPreferenceApplied(reply, input.prefs, honoured);
  if (input.prefs.return === 'headers-only') {
    const location = locationOf(table.name, result.body);
    if (location !== undefined) reply.headers.Location = location;
  } else if (input.prefs.return === 'representation') {
    withBody(input, reply, result.body);
  }
  return applyGucs(reply, result);
}

export async function updateRows(input: ActionInput, tableName: string): Promise<Reply> {
  const table = lookupTable(input.cache, tableName);
  const payload = requirePayload(input);
  const columns = payloadColumns(table, payload.keys);
  checkStrictPreferences(input.prefs);
  const { where, representation } = mutationPlans(input, table);
  const sql = new SqlParams();
  const mutation = updateSql(
    table,
    payload,
    columns,
    input.prefs.missing === 'default',
    where,
    returningFor(input, representation, table),
    sql,
  );
  const statement = mutationStatement(
    mutation,
    representationOf(input, representation, table),
    sql,
    { body: input.media.body, stripNulls: input.media.stripNulls, scalar: false },
    false,
  );
  const result = await run(input, statement, false, both(singularCheck(input), maxAffectedCheck(input)));
  const total = input.prefs.count === undefined ? undefined : result.pageTotal;
  return mutationReply(input, result, 200, contentRange(0, result.pageTotal - 1, total), [
    'missing',
    'return',
    'count',
    'handling',
    'maxAffected',
  ]);
}

export async function deleteRows(input: ActionInput, tableName: string): Promise<Reply> {
  const table = lookupTable(input.cache, tableName);
  checkStrictPreferences(input.prefs);
  const { where, representation } = mutationPlans(input, table);
  const sql = new SqlParams();
  const mutation = deleteSql(table, where, returningFor(input, representation, table), sql);
  const statement = mutationStatement(
    mutation,
    representationOf(input, representation, table),
    sql,
    { body: input.media.body, stripNulls: input.media.stripNulls, scalar: false },
    false,
  );
  const result = await run(input, statement, false, both(singularCheck(input), maxAffectedCheck(input)));
  const total = input.prefs.count === undefined ? undefined : result.pageTotal;
  return mutationReply(input, result, 200, contentRange(1, 0, total), [
    'return',
    'count',
    'handling',
    'maxAffected',
  ]);
}

// ---------------------------------------------------------------------------------------------
// /rpc/fn
// ---------------------------------------------------------------------------------------------

/** The argument names and values of a call: query parameters (GET) or the JSON body (POST). */
function rpcArguments(input: ActionInput, isRead: boolean): { args: RpcArguments; keys: Set<string> } {
  if (isRead) {
    const values = new Map(input.params.rpcArgs);
    return { args: { kind: 'direct', values }, keys: new Set(values.keys()) };
  }
  const text = input.body === undefined || input.body.trim() === '' ? '{}' : input.body;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody();
  }
  const isArray = Array.isArray(value);
  const first: unknown = isArray ? (value as unknown[])[0] : value;
  const keys =
    input.params.columns ??
    (typeof first === 'object' && first !== null && !Array.isArray(first) ? Object.keys(first) : []);
  return { args: { kind: 'json', body: text, isArray }, keys: new Set(keys) };
}

export async function callRoutine(input: ActionInput, name: string): Promise<Reply> {
  const isRead = input.method === 'GET' || input.method === 'HEAD';
  const { args, keys } = rpcArguments(input, isRead);
  const routine = findRoutine(input.cache, name, keys, !isRead);
  checkStrictPreferences(input.prefs);
  const range = topRange(input);
  const params = { ...input.params, ranges: new Map(input.params.ranges).set('', range) };
  const relName = routine.tableName ?? routine.name;
  const root = buildReadPlan(
    {
      relName,
      columns: routine.composite && routine.columns.size > 0 ? routine.columns : undefined,
      from: 'pgrst_source',
      alias: relName,
    },
    params,
    { cache: input.cache, strict: input.strict, capRows: true },
  );
  const sql = new SqlParams();
  const source = callQuery(routine, args, keys, sql);
  const headOnly = input.method === 'HEAD';
  // A function returning one value or one row answers that value, not an array.
  const shape = headOnly ? 'none' : routine.setOf ? input.media.body : 'single';
  const statement = readStatement(
    source,
    root,
    sql,
    {
      body: shape,
      stripNulls: input.media.stripNulls,
      scalar: !routine.composite,
      scalarJson: !routine.composite && routine.returnsJson,
    },
    input.prefs.count !== undefined,
  );
  // GET runs read-only whatever the function is (PostgREST); so does POST to a non-volatile one.
  const readOnly = isRead || routine.volatility !== 'volatile';
  const result = await run(input, statement, readOnly, (r) => {
    const rows = routine.setOf ? r.pageTotal : 1;
    if (input.media.body === 'single' && rows !== 1) throw singularityError(rows);
    maxAffectedCheck(input)(r);
  });
  if (!routine.setOf) result.pageTotal = 1;
  if (routine.returnsVoid) {
    const reply: Reply = {
      status: 204,
      headers: { 'Content-Range': contentRange(range.offset, range.offset, result.total) },
    };
    setPreferenceApplied(reply, input.prefs, ['count', 'handling', 'maxAffected']);
    return applyGucs(reply, result);
  }
  return readReply(input, result, range.offset, headOnly);
}
