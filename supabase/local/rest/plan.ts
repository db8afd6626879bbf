/**
 * Resolves a parsed request against the schema cache into a read plan: one node per resource
 * (the root and each embedded one) with its columns, filters, order and range, and for every
 * embed the relationship that joins it to its parent (PostgREST 13, Plan.hs findRel).
 */
import {
  aggregatesNotAllowed,
  closestName,
  notEmbedded,
  notImplemented,
  PgrstError,
  relatedOrderNotToOne,
} from './errors.ts';
import type {
  EmbedPath,
  FieldRef,
  Filter,
  JoinType,
  LogicTree,
  OrderTerm,
  QueryParams,
  Range,
  SelectItem,
} from './query-params.ts';
import type { Column, Relationship, SchemaCache } from './schema-cache.ts';

/** Supabase's db-max-rows: no read returns more rows per resource. */
const MAX_ROWS = 1000;

export interface SelectField {
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export type Condition =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; negated: boolean; operator: 'and' | 'or'; children: Condition[] }
  /** `embed=is.null` / `embed=not.is.null`: whether the embedded resource matched. */
  | { kind: 'embed-null'; negated: boolean; aggAlias: string };

export interface ResolvedOrder {
  /** For an order on a to-one embed, the embed's join alias. */
  aggAlias?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ReadNode {
  /** The name relationships are looked up by: a table, or the alias of pgrst_source. */
  relName: string;
  /** Known columns of the source (undefined: unknown, nothing is checked). */
  columns: Map<string, Column> | undefined;
  /** SQL for the FROM item: '"public"."patients"' or 'pgrst_source'. */
  from: string;
  /** The alias columns are qualified with. */
  alias: string;
  selects: SelectField[];
  embeds: EmbedNode[];
  where: Condition[];
  order: ResolvedOrder[];
  range: Range;
  depth: number;
}

export interface EmbedNode extends ReadNode {
  /** The name written in select (table, constraint or column). */
  name: string;
  /** Key of the embed in the output object. */
  outputName: string;
  hint: string | undefined;
  joinType: JoinType;
  spread: boolean;
  rel: Relationship;
  /** Alias of the LATERAL join in the parent query. */
  aggAlias: string;
  toOne: boolean;
  /** `patients()` with nothing selected anywhere below: joined (for filtering) but not output. */
  hidden: boolean;
}

/** Thrown on a first planning pass when the cache lacks a column a request names. */
export class SchemaMiss extends Error {}

export interface PlanOptions {
  cache: SchemaCache;
  /** First pass: a name missing from the cache may mean a stale cache (throw SchemaMiss). */
  strict: boolean;
  /** Reads are capped at MAX_ROWS per resource; mutations return every affected row. */
  capRows: boolean;
}

export interface RootSource {
  relName: string;
  columns: Map<string, Column> | undefined;
  from: string;
  alias: string;
}

interface PendingNode {
  node: ReadNode;
  children: Array<{ item: Extract<SelectItem, { kind: 'embed' }>; pending: PendingNode }>;
}

/** Builds the read plan of `params` over `root`. */
export function buildReadPlan(root: RootSource, params: QueryParams, options: PlanOptions): ReadNode {
  const tree = initTree(root, params.select, 0);
  for (const { path, filter } of params.filters) {
    findPending(tree, path).node.where.push({ kind: 'filter', filter });
  }
  for (const { path, tree: logic } of params.logic) {
    findPending(tree, path).node.where.push(toCondition(logic));
  }
  for (const { path, terms } of params.order) {
    findPending(tree, path).node.order = terms.map((term) => pendingOrder(term));
  }
  for (const [key, range] of params.ranges) {
    findPending(tree, key === '' ? [] : key.split('.')).node.range = range;
  }
  const planned = resolveRelationships(tree, options, root.relName);
  finishNode(planned, options);
  return planned;
}

function initTree(root: RootSource, items: SelectItem[], depth: number): PendingNode {
  const node: ReadNode = {
    relName: root.relName,
    columns: root.columns,
    from: root.from,
    alias: root.alias,
    selects: [],
    embeds: [],
    where: [],
    order: [],
    range: { offset: 0 },
    depth,
  };
  const pending: PendingNode = { node, children: [] };
  for (const item of items) {
    if (item.kind === 'field') {
      if (item.aggregate !== undefined) throw aggregatesNotAllowed();
      const field: SelectField = { field: item.field };
      if (item.alias !== undefined) field.alias = item.alias;
      else if (item.field.jsonPath.length > 0) field.alias = jsonPathAlias(item.field);
      if (item.cast !== undefined) field.cast = item.cast;
      node.selects.push(field);
    } else {
      const child = initTree(
        { relName: item.relation, columns: undefined, from: '', alias: '' },
        item.children,
        depth + 1,
      );
      pending.children.push({ item, pending: child });
    }
  }
  return pending;
}

/** `data->a->>b` is output as "b"; a trailing index uses the last key, or the column. */
function jsonPathAlias(field: FieldRef): string {
  const last = field.jsonPath[field.jsonPath.length - 1];
  if (last && !last.index) return last.key;
  const lastKey = [...field.jsonPath].reverse().find((step) => !step.index);
  return lastKey?.key ?? field.name;
}

function findPending(tree: PendingNode, path: EmbedPath): PendingNode {
  let current = tree;
  for (const name of path) {
    const next = current.children.find(({ item }) => item.relation === name || item.alias === name);
    if (!next) throw notEmbedded(name);
    current = next.pending;
  }
  return current;
}

function toCondition(tree: LogicTree): Condition {
  if (tree.kind === 'filter') return { kind: 'filter', filter: tree.filter };
  return {
    kind: 'logic',
    negated: tree.negated,
    operator: tree.operator,
    children: tree.children.map(toCondition),
  };
}

/** Orders on `relation(column)` keep the relation name until relationships are known. */
function pendingOrder(term: OrderTerm): ResolvedOrder & { relation?: string } {
  const order: ResolvedOrder & { relation?: string } = { field: term.field };
  if (term.relation !== undefined) order.relation = term.relation;
  if (term.direction !== undefined) order.direction = term.direction;
  if (term.nulls !== undefined) order.nulls = term.nulls;
  return order;
}

function resolveRelationships(pending: PendingNode, options: PlanOptions, origin: string): ReadNode {
  const parent = pending.node;
  for (const { item, pending: childPending } of pending.children) {
    const rel = findRelationship(options.cache, origin, item.relation, item.hint);
    const table = options.cache.tables.get(rel.foreignTable);
    const child = childPending.node;
    const depth = parent.depth + 1;
    const toOne = rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
    if (item.spread && !toOne) {
      throw notImplemented('Spreading a one-to-many or many-to-many relationship is not supported here.');
    }
    const embed: EmbedNode = {
      ...child,
      relName: rel.foreignTable,
      columns: table?.columns,
      from: `"public".${quoteIdent(rel.foreignTable)}`,
      alias: `${rel.foreignTable}_${depth}`,
      embeds: [],
      name: item.relation,
      outputName: item.alias ?? item.relation,
      hint: item.hint,
      joinType: item.joinType ?? 'left',
      spread: item.spread,
      rel,
      aggAlias: `${rel.table}_${item.alias ?? item.relation}_${depth}`,
      toOne,
      hidden: false,
    };
    const resolved = resolveRelationships(
      { node: embed, children: childPending.children },
      options,
      rel.foreignTable,
    );
    const resolvedEmbed = resolved as EmbedNode;
    resolvedEmbed.hidden = resolvedEmbed.selects.length === 0 && resolvedEmbed.embeds.every((e) => e.hidden);
    parent.embeds.push(resolvedEmbed);
  }
  return parent;
}

/** Null-embed filters, related orders, column checks and row caps, once embeds are known. */
function finishNode(node: ReadNode, options: PlanOptions): void {
  const byName = (name: string) =>
    node.embeds.find((embed) => embed.name === name || embed.outputName === name);
  const convert = (condition: Condition): Condition => {
    if (condition.kind === 'logic') return { ...condition, children: condition.children.map(convert) };
    if (condition.kind !== 'filter') return condition;
    const { filter } = condition;
    const embed = filter.field.jsonPath.length === 0 ? byName(filter.field.name) : undefined;
    if (embed && filter.operation.kind === 'is' && filter.operation.value === 'null') {
      return { kind: 'embed-null', negated: filter.negated, aggAlias: embed.aggAlias };
    }
    checkColumn(node, filter.field, options);
    return condition;
  };
  node.where = node.where.map(convert);
  node.order = node.order.map((term) => {
    const { relation, ...order } = term as ResolvedOrder & { relation?: string };
    if (relation === undefined) {
      checkColumn(node, order.field, options);
      return order;
    }
    const embed = byName(relation);
    if (!embed) throw notEmbedded(relation);
    if (!embed.toOne) throw relatedOrderNotToOne(node.relName, relation);
    return { ...order, aggAlias: embed.aggAlias };
  });
  for (const select of node.selects) checkColumn(node, select.field, options);
  if (options.capRows) {
    const limit = node.range.limit === undefined ? MAX_ROWS : Math.min(node.range.limit, MAX_ROWS);
    node.range = { offset: node.range.offset, limit };
  }
  for (const embed of node.embeds) finishNode(embed, options);
}

function checkColumn(node: ReadNode, field: FieldRef, options: PlanOptions): void {
  if (!options.strict || !node.columns || field.name === '*') return;
  // Unknown on a first pass: reload the cache and plan again; after that Postgres reports it.
  if (!node.columns.has(field.name)) throw new SchemaMiss(`${node.relName}.${field.name}`);
}

// ---------------------------------------------------------------------------------------------
// Relationship lookup (PostgREST's findRel)
// ---------------------------------------------------------------------------------------------

function singleColumn(rel: Relationship, side: 0 | 1): string | undefined {
  if (rel.cardinality === 'many-to-many' || rel.columns.length !== 1) return undefined;
  return rel.columns[0]?.[side];
}

function findRelationship(
  cache: SchemaCache,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = cache.relationships.get(origin) ?? [];
  const constraintIs = (rel: Relationship, name: string) =>
    rel.cardinality !== 'many-to-many' && rel.constraint === name;
  const targetIsView = (rel: Relationship) => cache.tables.get(rel.foreignTable)?.isView === true;
  const matches = candidates.filter((rel) => {
    if (rel.isSelf) {
      if (hint === undefined) {
        return (
          (target === rel.foreignTable && rel.cardinality === 'one-to-many') ||
          (singleColumn(rel, 0) === target && rel.cardinality === 'many-to-one')
        );
      }
      return (
        target === rel.foreignTable && rel.cardinality === 'one-to-many' && singleColumn(rel, 1) === hint
      );
    }
    if (hint === undefined) {
      return (
        target === rel.foreignTable ||
        (constraintIs(rel, target) && !targetIsView(rel)) ||
        (singleColumn(rel, 0) === target && !targetIsView(rel))
      );
    }
    return (
      target === rel.foreignTable &&
      (constraintIs(rel, hint) ||
        singleColumn(rel, 0) === hint ||
        singleColumn(rel, 1) === hint ||
        (rel.cardinality === 'many-to-many' && rel.junction?.table === hint))
    );
  });
  const [first] = matches;
  if (first && matches.length === 1) return first;
  if (matches.length > 1) throw ambiguousRelationship(origin, target, matches);
  throw noRelationship(cache, origin, target, hint);
}

function noRelationship(
  cache: SchemaCache,
  parent: string,
  child: string,
  hint: string | undefined,
): PgrstError {
  const parentRels = cache.relationships.get(parent);
  let suggestion: string | undefined;
  if (parentRels) {
    const children = parentRels.map((rel) => rel.foreignTable);
    suggestion = children.includes(child) ? undefined : closestName(child, children);
    if (suggestion !== undefined) suggestion = `Perhaps you meant '${suggestion}' instead of '${child}'.`;
  } else {
    const parents = closestName(parent, cache.relationships.keys());
    if (parents !== undefined) suggestion = `Perhaps you meant '${parents}' instead of '${parent}'.`;
  }
  return new PgrstError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}${hint === undefined ? '' : `' using the hint '${hint}`}' in the schema 'public', but no matches were found.`,
    suggestion ?? null,
  );
}

function describeRelationship(rel: Relationship): Record<string, string> {
  const list = (columns: string[]) => `(${columns.join(', ')})`;
  if (rel.cardinality === 'many-to-many' && rel.junction) {
    const j = rel.junction;
    return {
      cardinality: rel.cardinality,
      embedding: `${rel.table} with ${rel.foreignTable}`,
      relationship: `${j.table} using ${j.constraint1}${list(j.sourceColumns.map(([c]) => c))} and ${j.constraint2}${list(j.targetColumns.map(([c]) => c))}`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.table} with ${rel.foreignTable}`,
    relationship: `${rel.constraint} using ${rel.table}${list(rel.columns.map(([c]) => c))} and ${rel.foreignTable}${list(rel.columns.map(([, c]) => c))}`,
  };
}

function ambiguousRelationship(parent: string, child: string, rels: Relationship[]): PgrstError {
  const hints = rels
    .map(
      (rel) =>
        `'${rel.foreignTable}!${rel.cardinality === 'many-to-many' ? rel.junction?.table : rel.constraint}'`,
    )
    .join(', ');
  return new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    rels.map(describeRelationship),
    `Try changing '${child}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}

export function quoteIdent(name: string): string {
  // Postgres identifiers end at a NUL; PostgREST trims there too.
  const clean = name.includes('\0') ? name.slice(0, name.indexOf('\0')) : name;
  return `"${clean.replace(/"/g, '""')}"`;
}

/**
 * The columns a mutation must RETURN so its representation (select and embeds) can be built:
 * `*` when selected, else the selected columns, the embeds' join columns and the primary key.
 */
export function returningColumns(root: ReadNode, primaryKey: string[]): string[] | '*' {
  if (root.selects.some((select) => select.field.name === '*')) return '*';
  const names = new Set<string>(root.selects.map((select) => select.field.name));
  for (const embed of root.embeds) {
    if (embed.rel.cardinality === 'many-to-many') {
      for (const [, column] of embed.rel.junction?.sourceColumns ?? []) names.add(column);
    } else {
      for (const [column] of embed.rel.columns) names.add(column);
    }
  }
  for (const column of primaryKey) names.add(column);
  return [...names];
}
