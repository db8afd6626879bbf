/**
 * Turns read plans into SQL the way PostgREST 13 does (Query/QueryBuilder.hs, SqlFragment.hs):
 * embeds are LATERAL joins producing JSON, the response body is built by json_agg in Postgres so
 * values look exactly as PostgREST renders them, and every value from the request is a bind
 * parameter (sent untyped, so Postgres infers its type from the column it meets).
 * Identifiers are always quoted; casts and FTS configs are restricted by the parser.
 */

import { type Condition, type EmbedNode, quoteIdent, type ReadNode, type ResolvedOrder } from './plan.ts';
import type { FieldRef, Filter } from './query-params.ts';
import type { Column } from './schema-cache.ts';

/** Collects bind parameters; `add` returns the placeholder. */
export class SqlParams {
  readonly values: Array<string | null> = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface Statement {
  text: string;
  values: Array<string | null>;
}

const q = quoteIdent;

function column(node: ReadNode, name: string): Column | undefined {
  return node.columns?.get(name);
}

function isJsonType(col: Column | undefined): boolean {
  return col !== undefined && (col.baseType === 'json' || col.baseType === 'jsonb');
}

/** A column reference with its JSON path; non-json columns go through to_jsonb first. */
function fieldSql(alias: string, field: FieldRef, col: Column | undefined, params: SqlParams): string {
  if (field.name === '*') return `${q(alias)}.*`;
  let sql = `${q(alias)}.${q(field.name)}`;
  if (field.jsonPath.length === 0) return sql;
  if (!isJsonType(col)) sql = `to_jsonb(${sql})`;
  for (const step of field.jsonPath) {
    sql += `${step.arrow}${params.add(step.key)}::${step.index ? 'int' : 'text'}`;
  }
  return sql;
}

const QUANT_SQL: Record<string, string> = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

const SIMPLE_SQL: Record<string, string> = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_SQL: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A Postgres array literal of text elements, each quoted (PostgREST's pgBuildArrayLiteral). */
function arrayLiteral(values: string[]): string {
  const quoted = values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return `{${quoted.join(',')}}`;
}

function filterSql(node: ReadNode, filter: Filter, params: SqlParams): string {
  const col = column(node, filter.field.name);
  const operation = filter.operation;
  let target = fieldSql(node.alias, filter.field, col, params);
  let condition: string;
  switch (operation.kind) {
    case 'quant': {
      const isPattern = operation.op === 'like' || operation.op === 'ilike';
      // In like patterns '*' stands for '%', which is awkward in URLs.
      const value = params.add(isPattern ? operation.value.replace(/\*/g, '%') : operation.value);
      const operand = operation.quantifier ? `${operation.quantifier.toUpperCase()}(${value})` : value;
      condition = `${target} ${QUANT_SQL[operation.op]} ${operand}`;
      break;
    }
    case 'simple':
      condition = `${target} ${SIMPLE_SQL[operation.op]} ${params.add(operation.value)}`;
      break;
    case 'is':
      condition = `${target} IS ${operation.value === 'not_null' ? 'NOT NULL' : operation.value.toUpperCase()}`;
      break;
    case 'isdistinct':
      condition = `${target} IS DISTINCT FROM ${params.add(operation.value)}`;
      break;
    case 'in':
      condition =
        operation.values.length === 1 && operation.values[0] === ''
          ? `${target} = ANY('{}')`
          : `${target} = ANY(${params.add(arrayLiteral(operation.values))})`;
      break;
    case 'fts': {
      const language =
        operation.language === undefined ? '' : `${params.add(operation.language)}::regconfig, `;
      // Text and json columns are searched through to_tsvector, as PostgREST 12+ does.
      if (col !== undefined && col.baseType !== 'tsvector' && filter.field.jsonPath.length === 0) {
        target = `to_tsvector(${language}${target})`;
      }
      condition = `${target} @@ ${FTS_SQL[operation.op]}(${language}${params.add(operation.value)})`;
      break;
    }
  }
  return filter.negated ? `NOT (${condition})` : condition;
}

function conditionSql(node: ReadNode, condition: Condition, params: SqlParams): string {
  switch (condition.kind) {
    case 'filter':
      return filterSql(node, condition.filter, params);
    case 'embed-null':
      // The LATERAL alias: its whole row for a to-one embed, its json_agg column for a to-many one.
      return `${q(condition.aggAlias)} IS ${condition.negated ? '' : 'NOT '}DISTINCT FROM NULL`;
    case 'logic': {
      const joiner = condition.operator === 'and' ? ' AND ' : ' OR ';
      const inner = `(${condition.children.map((child) => conditionSql(node, child, params)).join(joiner)})`;
      return condition.negated ? `NOT ${inner}` : inner;
    }
  }
}

/** The node's conditions joined with AND ('' when there are none). */
export function conditionsSql(node: ReadNode, params: SqlParams): string {
  return node.where.map((condition) => conditionSql(node, condition, params)).join(' AND ');
}

function orderSql(node: ReadNode, order: ResolvedOrder[], params: SqlParams): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const alias = term.aggAlias ?? node.alias;
    const col = term.aggAlias === undefined ? column(node, term.field.name) : undefined;
    let sql = fieldSql(alias, term.field, col, params);
    if (term.direction) sql += term.direction === 'asc' ? ' ASC' : ' DESC';
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

function limitSql(node: ReadNode, params: SqlParams): string {
  const { offset, limit } = node.range;
  if (limit === undefined && offset === 0) return '';
  return ` LIMIT ${limit === undefined ? 'ALL' : params.add(String(limit))} OFFSET ${params.add(String(offset))}`;
}

/** How an embedded resource is tied to its parent, in the embed's WHERE. */
function joinConditions(parent: ReadNode, embed: EmbedNode): string[] {
  const rel = embed.rel;
  if (rel.cardinality === 'many-to-many' && rel.junction) {
    const junction = `"public".${q(rel.junction.table)}`;
    return [
      ...rel.junction.targetColumns.map(([jc, tc]) => `${q(embed.alias)}.${q(tc)} = ${junction}.${q(jc)}`),
      ...rel.junction.sourceColumns.map(([jc, oc]) => `${junction}.${q(jc)} = ${q(parent.alias)}.${q(oc)}`),
    ];
  }
  return rel.columns.map(
    ([parentColumn, childColumn]) =>
      `${q(embed.alias)}.${q(childColumn)} = ${q(parent.alias)}.${q(parentColumn)}`,
  );
}

function selectItemsSql(node: ReadNode, params: SqlParams): string[] {
  const items = node.selects.map((select) => {
    let sql = fieldSql(node.alias, select.field, column(node, select.field.name), params);
    if (select.cast !== undefined) sql = `CAST(${sql} AS ${select.cast})`;
    return select.alias === undefined ? sql : `${sql} AS ${q(select.alias)}`;
  });
  // Nothing selected and nothing embedded: every column, like PostgREST's default select.
  if (node.selects.length === 0 && node.embeds.length === 0) items.push(`${q(node.alias)}.*`);
  for (const embed of node.embeds) {
    if (embed.hidden) continue;
    const agg = q(embed.aggAlias);
    if (embed.spread) items.push(`${agg}.*`);
    else if (embed.toOne) items.push(`row_to_json(${agg}.*)::jsonb AS ${q(embed.outputName)}`);
    else items.push(`COALESCE(${agg}.${agg}, '[]') AS ${q(embed.outputName)}`);
  }
  return items;
}

function joinsSql(node: ReadNode, params: SqlParams): string {
  return node.embeds
    .map((embed) => {
      const agg = q(embed.aggAlias);
      const join = embed.joinType === 'inner' ? 'INNER' : 'LEFT';
      const sub = readQuery(embed, params, joinConditions(node, embed));
      if (embed.toOne) return ` ${join} JOIN LATERAL ( ${sub} ) AS ${agg} ON TRUE`;
      const aggregated = `SELECT json_agg(${agg})::jsonb AS ${agg} FROM ( ${sub} ) AS ${agg}`;
      return ` ${join} JOIN LATERAL ( ${aggregated} ) AS ${agg} ON ${embed.joinType === 'inner' ? `${agg} IS NOT NULL` : 'TRUE'}`;
    })
    .join('');
}

function fromSql(node: ReadNode): string {
  const junction =
    'rel' in node && (node as EmbedNode).rel.cardinality === 'many-to-many'
      ? `, "public".${q((node as EmbedNode).rel.junction?.table ?? '')}`
      : '';
  return ` FROM ${node.from} AS ${q(node.alias)}${junction}`;
}

/** SELECT for one node: its columns and embeds, filters, join conditions, order and range. */
function readQuery(node: ReadNode, params: SqlParams, joinConds: string[] = []): string {
  const selects = selectItemsSql(node, params);
  const joins = joinsSql(node, params);
  const where = [...node.where.map((condition) => conditionSql(node, condition, params)), ...joinConds];
  return (
    `SELECT ${selects.join(', ')}${fromSql(node)}${joins}` +
    (where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '') +
    orderSql(node, node.order, params) +
    limitSql(node, params)
  );
}

/**
 * The rows a count sees: filters and join conditions only, with !inner embeds and null-embed
 * filters as EXISTS subqueries (PostgREST's readPlanToCountQuery).
 */
function countQuery(node: ReadNode, params: SqlParams, joinConds: string[] = []): string {
  const countCondition = (condition: Condition): string => {
    if (condition.kind === 'embed-null') {
      const embed = node.embeds.find((e) => e.aggAlias === condition.aggAlias);
      if (!embed) return 'TRUE';
      return `${condition.negated ? '' : 'NOT '}EXISTS (${countQuery(embed, params, joinConditions(node, embed))})`;
    }
    if (condition.kind === 'logic') {
      const joiner = condition.operator === 'and' ? ' AND ' : ' OR ';
      const inner = `(${condition.children.map(countCondition).join(joiner)})`;
      return condition.negated ? `NOT ${inner}` : inner;
    }
    return filterSql(node, condition.filter, params);
  };
  const where = [
    ...node.where.map(countCondition),
    ...joinConds,
    ...node.embeds
      .filter((embed) => embed.joinType === 'inner')
      .map((embed) => `EXISTS (${countQuery(embed, params, joinConditions(node, embed))})`),
  ];
  return `SELECT 1${fromSql(node)}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

export type BodyShape = 'array' | 'single' | 'none';

export interface OutputOptions {
  body: BodyShape;
  stripNulls: boolean;
  /** The rows are a scalar function's results: aggregate the value, not the row. */
  scalar: boolean;
  /** That value is json or jsonb: one of them is answered as its own text. */
  scalarJson?: boolean;
}

function bodySql({ body, stripNulls, scalar, scalarJson }: OutputOptions): string {
  if (body === 'none') return `''`;
  const value = scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const strip = (sql: string) => (stripNulls ? `json_strip_nulls(${sql})` : sql);
  // The text PostgREST's json_agg(...)->0 answers, without writing the value into an array and
  // parsing it back: a 1000-row sync_pull page is over half a megabyte, 6 ms a page (issue 42).
  if (body === 'single' && scalar && scalarJson) {
    return `coalesce(${strip(`(array_agg(${value}))[1]::json`)}, 'null')::text`;
  }
  if (body === 'single') return `coalesce(${strip(`json_agg(${value})->0`)}, 'null')::text`;
  return `coalesce(${strip(`json_agg(${value})`)}, '[]')::text`;
}

/** Columns every statement answers, read by the handler. */
const RESPONSE_GUCS =
  `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
  `nullif(current_setting('response.status', true), '') AS response_status`;

/** GET/HEAD on a table, or the read part of an RPC: `source` is the CTE feeding pgrst_source. */
export function readStatement(
  source: string,
  root: ReadNode,
  params: SqlParams,
  output: OutputOptions,
  count: boolean,
): Statement {
  const main = readQuery(root, params);
  const counted = count ? `, pgrst_source_count AS (${countQuery(root, params)})` : '';
  const text =
    `WITH pgrst_source AS (${source === '' ? main : source})${counted} ` +
    `SELECT ${count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint'} AS total_result_set, ` +
    `pg_catalog.count(_postgrest_t) AS page_total, ${bodySql(output)} AS body, ${RESPONSE_GUCS}, null::int AS response_inserted ` +
    `FROM (${source === '' ? 'SELECT * FROM pgrst_source' : main}) _postgrest_t`;
  return { text, values: params.values };
}

/** A mutation in pgrst_source, then its representation (select and embeds) read from it. */
export function mutationStatement(
  mutation: string,
  representation: ReadNode | undefined,
  params: SqlParams,
  output: OutputOptions,
  trackInserted: boolean,
): Statement {
  const select = representation ? readQuery(representation, params) : 'SELECT * FROM pgrst_source';
  const inserted = trackInserted ? `nullif(current_setting('pgrst.inserted', true), '')::int` : 'null::int';
  const text =
    `WITH pgrst_source AS (${mutation}) ` +
    `SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ` +
    `${representation ? bodySql(output) : `''`} AS body, ${RESPONSE_GUCS}, ${inserted} AS response_inserted ` +
    `FROM (${select}) _postgrest_t`;
  return { text, values: params.values };
}
