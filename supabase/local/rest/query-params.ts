/**
 * Parses PostgREST's query string (select, filters, and/or trees, order, limit/offset,
 * columns, on_conflict) into a plain AST. Grammar and error messages follow PostgREST 13's
 * ApiRequest/QueryParams.hs, so a malformed parameter answers 400 PGRST100 the same way.
 * Nothing here knows the schema: names are resolved and quoted later (plan.ts).
 */
import { type PgrstError, queryParamError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  /** The key, or the index as a signed integer string when `index` is true. */
  key: string;
  index: boolean;
}

export interface FieldRef {
  name: string;
  jsonPath: JsonStep[];
}

export type JoinType = 'inner' | 'left';

export type SelectItem =
  | { kind: 'field'; field: FieldRef; alias?: string; cast?: string; aggregate?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      joinType?: JoinType;
      spread: boolean;
      children: SelectItem[];
    };

export const QUANT_OPERATORS = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'] as const;
export const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const;
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type QuantOperator = (typeof QUANT_OPERATORS)[number];
export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];
export type FtsOperator = (typeof FTS_OPERATORS)[number];
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'quant'; op: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'simple'; op: SimpleOperator; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; language?: string; value: string };

export interface Filter {
  field: FieldRef;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  /** Set for `relation(column)` terms: ordering by a to-one embedded resource. */
  relation?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface Range {
  offset: number;
  /** Undefined: no limit. */
  limit?: number;
}

/** Where a parameter applies: [] for the root resource, ['patients'] for an embedded one. */
export type EmbedPath = string[];

export interface QueryParams {
  select: SelectItem[];
  filters: Array<{ path: EmbedPath; filter: Filter }>;
  logic: Array<{ path: EmbedPath; tree: LogicTree }>;
  order: Array<{ path: EmbedPath; terms: OrderTerm[] }>;
  /** Keyed by the embed path joined with '.', '' for the root. */
  ranges: Map<string, Range>;
  /** A negative limit was asked for somewhere: 416 in PostgREST. */
  negativeLimit: boolean;
  columns?: string[];
  onConflict?: string[];
  /** GET/HEAD /rpc/fn: parameters that are not filters are the function's arguments. */
  rpcArgs: Array<[string, string]>;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/** Splits a raw query string the way Haskell's parseQueryReplacePlus does ('+' is a space). */
function splitQuery(rawQuery: string): Array<[string, string | undefined]> {
  const out: Array<[string, string | undefined]> = [];
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  if (query === '') return out;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? undefined : decodeComponent(part.slice(eq + 1));
    out.push([key, value]);
  }
  return out;
}

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A stray '%' is kept literally rather than failing the whole request.
    return spaced;
  }
}

function lastSegment(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot === -1 ? key : key.slice(dot + 1);
}

/** Parses every parameter; throws a 400 PGRST100 error on the first malformed one. */
export function parseQueryParams(rawQuery: string, isRpcRead: boolean): QueryParams {
  const pairs = splitQuery(rawQuery);
  const nonEmpty = pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
  const lookup = (name: string): string | undefined => pairs.find(([key]) => key === name)?.[1];

  const result: QueryParams = {
    select: parseSelect(lookup('select') ?? '*'),
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    negativeLimit: false,
    rpcArgs: [],
  };
  const columns = lookup('columns');
  if (columns !== undefined) result.columns = parseColumnList(columns, 'columns');
  const onConflict = lookup('on_conflict');
  if (onConflict !== undefined) result.onConflict = parseColumnList(onConflict, 'on_conflict');

  const limits = new Map<string, number | undefined>();
  const offsets = new Map<string, number | undefined>();
  for (const [key, value] of nonEmpty) {
    const last = lastSegment(key);
    if (RESERVED.has(key)) continue;
    if (last === 'order') {
      result.order.push({ path: parseEmbedPrefix(key), terms: parseOrder(value) });
    } else if (last === 'and' || last === 'or') {
      result.logic.push(parseLogicParam(key, value));
    } else if (last === 'limit' || last === 'offset') {
      const path = parseEmbedPrefix(key).join('.');
      // PostgREST reads these with readMaybe: a value that is not an integer is ignored.
      const parsed = /^-?\d+$/.test(value.trim()) ? Number.parseInt(value, 10) : undefined;
      (last === 'limit' ? limits : offsets).set(path, parsed);
    } else if (!RESERVED_EMBEDDABLE.has(last)) {
      const { path, field } = parseTreePath(key);
      const filter = parseFilterValue(value, isRpcRead);
      if (filter === undefined) {
        result.rpcArgs.push([key, value]);
      } else {
        result.filters.push({ path, filter: { field, ...filter } });
      }
    }
  }
  for (const path of new Set([...limits.keys(), ...offsets.keys()])) {
    const limit = limits.get(path);
    const offset = Math.max(0, offsets.get(path) ?? 0);
    if (limit !== undefined && limit < 0) result.negativeLimit = true;
    result.ranges.set(path, limit === undefined ? { offset } : { offset, limit: Math.max(0, limit) });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// A small recursive-descent parser over one parameter value.
// ---------------------------------------------------------------------------------------------

/** Deeper nesting of embeds or and/or groups is refused rather than recursed into. */
const MAX_NESTING = 64;

class Parser {
  readonly input: string;
  readonly what: string;
  pos = 0;
  depth = 0;

  constructor(input: string, what: string) {
    this.input = input;
    this.what = what;
  }

  get done(): boolean {
    return this.pos >= this.input.length;
  }

  peek(length = 1): string {
    return this.input.slice(this.pos, this.pos + length);
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string): void {
    if (!this.eat(text)) throw this.fail(`"${text}"`);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /** PostgREST's shape: message names the parameter and position, details say what was expected. */
  /** Runs `parse` one nesting level down; refuses absurd depths instead of overflowing the stack. */
  nested<T>(parse: () => T): T {
    if (this.depth >= MAX_NESTING) throw this.fail(`at most ${MAX_NESTING} nested levels`);
    this.depth += 1;
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }

  fail(expecting: string): PgrstError {
    const unexpected = this.done ? 'end of input' : `"${this.peek()}"`;
    return queryParamError(
      `"failed to parse ${this.what} (${this.input})" (line 1, column ${this.pos + 1})`,
      `unexpected ${unexpected} expecting ${expecting}`,
    );
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

/** A double-quoted name or value; backslash escapes the next character. */
function quotedValue(p: Parser): string | undefined {
  if (p.peek() !== '"') return undefined;
  p.pos += 1;
  let out = '';
  for (;;) {
    if (p.done) throw p.fail('"\\"" closing the quoted value');
    const ch = p.peek();
    if (ch === '"') break;
    if (ch === '\\') {
      p.pos += 1;
      if (p.done) throw p.fail('an escaped character');
    }
    out += p.peek();
    p.pos += 1;
  }
  p.pos += 1;
  return out;
}

/** Identifier segments joined by '-' (a '-' followed by '>' starts a JSON arrow instead). */
function dashed(p: Parser, segment: (p: Parser) => string | undefined): string | undefined {
  const first = segment(p);
  if (first === undefined) return undefined;
  const parts = [first];
  while (p.peek() === '-' && p.peek(2) !== '->') {
    const save = p.pos;
    p.pos += 1;
    const next = segment(p);
    if (next === undefined) {
      p.pos = save;
      break;
    }
    parts.push(next);
  }
  return parts.join('-');
}

function identifierSegment(p: Parser): string | undefined {
  const start = p.pos;
  while (!p.done && IDENTIFIER_CHAR.test(p.peek())) p.pos += 1;
  if (p.pos === start) return undefined;
  return p.input.slice(start, p.pos).trim();
}

function fieldName(p: Parser): string {
  const quoted = quotedValue(p);
  if (quoted !== undefined) return quoted;
  const name = dashed(p, identifierSegment);
  if (name === undefined) throw p.fail('field name (* or [a..z0..9_$])');
  return name;
}

const JSON_KEY_STOP = new Set(['(', '-', ':', '.', ',', '>', ')']);

function jsonKeySegment(p: Parser): string | undefined {
  const start = p.pos;
  while (!p.done && !JSON_KEY_STOP.has(p.peek())) p.pos += 1;
  if (p.pos === start) return undefined;
  return p.input.slice(start, p.pos).trim();
}

function jsonPath(p: Parser): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (p.eat('->>')) arrow = '->>';
    else if (p.eat('->')) arrow = '->';
    else return steps;
    const index = /^-?\d+/.exec(p.input.slice(p.pos));
    const after = index ? p.input.slice(p.pos + index[0].length) : '';
    if (index && (after === '' || /^(->|::|\.|,|\))/.test(after))) {
      p.pos += index[0].length;
      steps.push({ arrow, key: index[0], index: true });
      continue;
    }
    const key = quotedValue(p) ?? dashed(p, jsonKeySegment);
    if (key === undefined) throw p.fail('any non reserved character different from: .,>()');
    steps.push({ arrow, key, index: false });
  }
}

function field(p: Parser): FieldRef {
  p.skipSpaces();
  const name = fieldName(p);
  const path = jsonPath(p);
  p.skipSpaces();
  return { name, jsonPath: path };
}

/** The alias in `alias:name`; ':' but not '::'. Restores the position when there is none. */
function optionalAlias(p: Parser): string | undefined {
  const save = p.pos;
  try {
    const name = fieldName(p);
    if (p.peek() === ':' && p.peek(2) !== '::') {
      p.pos += 1;
      return name;
    }
  } catch {
    // not an alias
  }
  p.pos = save;
  return undefined;
}

function castIdentifier(p: Parser): string {
  const start = p.pos;
  while (!p.done && IDENTIFIER_CHAR.test(p.peek())) p.pos += 1;
  const cast = p.input.slice(start, p.pos).trim();
  if (cast === '') throw p.fail('letter or digit');
  return cast;
}

// ---------------------------------------------------------------------------------------------
// select
// ---------------------------------------------------------------------------------------------

function parseSelect(input: string): SelectItem[] {
  const p = new Parser(input, 'select parameter');
  const items = selectForest(p);
  if (!p.done) throw p.fail('",", ")" or end of input');
  return items;
}

function selectForest(p: Parser): SelectItem[] {
  const items: SelectItem[] = [];
  p.skipSpaces();
  if (p.done || p.peek() === ')') return items;
  for (;;) {
    items.push(selectItem(p));
    p.skipSpaces();
    if (!p.eat(',')) return items;
    p.skipSpaces();
  }
}

function embedParams(p: Parser): { hint?: string; joinType?: JoinType } {
  const out: { hint?: string; joinType?: JoinType } = {};
  for (let i = 0; i < 2 && p.peek() === '!'; i += 1) {
    p.pos += 1;
    const name = fieldName(p);
    if (name === 'inner' || name === 'left') out.joinType = name;
    else out.hint = name;
  }
  return out;
}

function selectEnd(p: Parser): void {
  p.skipSpaces();
  if (!p.done && p.peek() !== ',' && p.peek() !== ')')
    throw p.fail('"->>", "->", "::", ".", ",", ")" or end of input');
}

function selectItem(p: Parser): SelectItem {
  p.skipSpaces();
  if (p.eat('...')) {
    const relation = fieldName(p);
    const params = embedParams(p);
    if (p.peek() !== '(') throw p.fail('"("');
    return { kind: 'embed', relation, spread: true, ...params, children: embedChildren(p) };
  }
  if (p.eat('*')) {
    selectEnd(p);
    return { kind: 'field', field: { name: '*', jsonPath: [] } };
  }
  const alias = optionalAlias(p);
  if (p.eat('count()')) {
    if (p.eat('::')) castIdentifier(p);
    selectEnd(p);
    return {
      kind: 'field',
      field: { name: '*', jsonPath: [] },
      aggregate: 'count',
      ...(alias === undefined ? {} : { alias }),
    };
  }
  // A relation is a name with optional !hint/!inner followed by '('; anything else is a column.
  const afterAlias = p.pos;
  const relation = fieldName(p);
  const params = embedParams(p);
  if (p.peek() === '(' && relation !== 'count') {
    return {
      kind: 'embed',
      relation,
      spread: false,
      ...(alias === undefined ? {} : { alias }),
      ...params,
      children: embedChildren(p),
    };
  }
  p.pos = afterAlias;
  const item: SelectItem = { kind: 'field', field: field(p) };
  if (alias !== undefined) item.alias = alias;
  if (p.eat('::')) item.cast = castIdentifier(p);
  const aggregate = /^\.(sum|avg|count|max|min)\(\)/.exec(p.input.slice(p.pos));
  if (aggregate) {
    p.pos += aggregate[0].length;
    item.aggregate = aggregate[1] ?? '';
    if (p.eat('::')) castIdentifier(p);
  }
  selectEnd(p);
  return item;
}

function embedChildren(p: Parser): SelectItem[] {
  p.expect('(');
  const children = p.nested(() => selectForest(p));
  p.skipSpaces();
  if (!p.eat(')')) throw p.fail('")"');
  p.skipSpaces();
  return children;
}

// ---------------------------------------------------------------------------------------------
// filters and/or trees
// ---------------------------------------------------------------------------------------------

/** `a.b.c->>d` in a parameter name: the embed path and the field. */
function parseTreePath(key: string): { path: EmbedPath; field: FieldRef } {
  const p = new Parser(key, 'tree path');
  const names = [fieldName(p)];
  while (p.eat('.')) names.push(fieldName(p));
  const path = jsonPath(p);
  if (!p.done) throw p.fail('"->>", "->", "." or end of input');
  const name = names.pop() ?? '';
  return { path: names, field: { name, jsonPath: path } };
}

/** The embed path before the last segment, e.g. `patients.order` → ['patients']. */
function parseEmbedPrefix(key: string): EmbedPath {
  const p = new Parser(key, 'tree path');
  const names = [fieldName(p)];
  while (p.eat('.')) names.push(fieldName(p));
  if (!p.done) throw p.fail('"." or end of input');
  names.pop();
  return names;
}

type SingleValue = (p: Parser) => string;

const restOfInput: SingleValue = (p) => {
  const value = p.input.slice(p.pos);
  p.pos = p.input.length;
  return value;
};

/** Inside and/or: a quoted value, a {pg,array} literal, or everything up to ',' or ')'. */
const logicValue: SingleValue = (p) => {
  const save = p.pos;
  const quoted = quotedValue(p);
  if (quoted !== undefined && (p.done || p.peek() === ',' || p.peek() === ')')) return quoted;
  p.pos = save;
  if (p.peek() === '{') {
    const close = p.input.indexOf('}', p.pos);
    const inner = close === -1 ? '' : p.input.slice(p.pos + 1, close);
    if (close !== -1 && !inner.includes('{')) {
      p.pos = close + 1;
      return `{${inner}}`;
    }
  }
  const start = p.pos;
  while (!p.done && p.peek() !== ',' && p.peek() !== ')') p.pos += 1;
  return p.input.slice(start, p.pos);
};

function listValue(p: Parser): string[] {
  p.skipSpaces();
  if (!p.eat('(')) throw p.fail('"("');
  p.skipSpaces();
  const values: string[] = [];
  for (;;) {
    const save = p.pos;
    const quoted = quotedValue(p);
    if (quoted !== undefined && (p.peek() === ',' || p.peek() === ')')) {
      values.push(quoted);
    } else {
      p.pos = save;
      const start = p.pos;
      while (!p.done && p.peek() !== ',' && p.peek() !== ')') p.pos += 1;
      values.push(p.input.slice(start, p.pos));
    }
    if (!p.eat(',')) break;
  }
  p.skipSpaces();
  if (!p.eat(')')) throw p.fail('"," or ")"');
  p.skipSpaces();
  return values;
}

const OPERATOR_EXPECTED = 'operator (eq, gt, ...)';

/**
 * `[not.]op[(modifier)].value`; undefined when `lenient` and the value has no operator.
 * Like PostgREST's Parsec grammar, operators are tried as prefixes in a fixed order and a
 * failure reports the furthest position reached (`eqq.x` fails after `eq`, at column 3).
 */
function operatorExpression(
  p: Parser,
  value: SingleValue,
  lenient: boolean,
): Omit<Filter, 'field'> | undefined {
  const negated = p.eat('not.');
  const start = p.pos;
  if (p.startsWith('in.')) {
    p.pos += 3;
    return { negated, operation: { kind: 'in', values: listValue(p) } };
  }
  if (p.startsWith('is.')) {
    p.pos += 3;
    const found = /^(null|not_null|true|false|unknown)/i.exec(p.input.slice(p.pos))?.[0];
    if (found === undefined) throw p.fail('isVal: (null, not_null, true, false, unknown)');
    p.pos += found.length;
    return { negated, operation: { kind: 'is', value: found.toLowerCase() as IsValue } };
  }
  if (p.startsWith('isdistinct.')) {
    p.pos += 11;
    return { negated, operation: { kind: 'isdistinct', value: value(p) } };
  }
  // Each alternative backtracks on failure; the furthest failure is the one reported.
  let furthest: { pos: number; expecting: string } | undefined;
  const failAt = (pos: number, expecting: string) => {
    if (!furthest || pos > furthest.pos) furthest = { pos, expecting };
  };
  const ftsOp = FTS_OPERATORS.find((op) => p.startsWith(op));
  if (ftsOp !== undefined) {
    p.pos = start + ftsOp.length;
    let language: string | undefined;
    const lang = /^\(([\p{L}\p{N}_ $]+)\)/u.exec(p.input.slice(p.pos));
    if (lang) {
      language = (lang[1] ?? '').trim();
      p.pos += lang[0].length;
    }
    if (p.eat('.')) {
      const operation: Operation = { kind: 'fts', op: ftsOp, value: value(p) };
      if (language !== undefined) operation.language = language;
      return { negated, operation };
    }
    failAt(p.pos, language === undefined ? '"(" or delimiter (.)' : 'delimiter (.)');
  }
  const simpleOp = SIMPLE_OPERATORS.find((op) => p.startsWith(op));
  if (simpleOp !== undefined) {
    p.pos = start + simpleOp.length;
    if (p.eat('.')) return { negated, operation: { kind: 'simple', op: simpleOp, value: value(p) } };
    failAt(p.pos, 'delimiter (.)');
  }
  const quantOp = QUANT_OPERATORS.find((op) => p.startsWith(op));
  if (quantOp !== undefined) {
    p.pos = start + quantOp.length;
    let quantifier: 'any' | 'all' | undefined;
    if (p.eat('(any)')) quantifier = 'any';
    else if (p.eat('(all)')) quantifier = 'all';
    if (p.eat('.')) {
      const operation: Operation = { kind: 'quant', op: quantOp, value: value(p) };
      if (quantifier !== undefined) operation.quantifier = quantifier;
      return { negated, operation };
    }
    failAt(p.pos, quantifier === undefined ? '"(" or delimiter (.)' : 'delimiter (.)');
  }
  if (lenient) return undefined;
  if (furthest) {
    p.pos = furthest.pos;
    throw p.fail(furthest.expecting);
  }
  p.pos = start;
  throw p.fail(negated ? OPERATOR_EXPECTED : `"not" or ${OPERATOR_EXPECTED}`);
}

/** The value of `column=...`; undefined for a GET /rpc argument (no operator). */
function parseFilterValue(value: string, isRpcRead: boolean): Omit<Filter, 'field'> | undefined {
  const p = new Parser(value, 'filter');
  return operatorExpression(p, restOfInput, isRpcRead);
}

function parseLogicParam(key: string, value: string): { path: EmbedPath; tree: LogicTree } {
  const keyParser = new Parser(key, 'logic path');
  const names = [fieldName(keyParser)];
  while (keyParser.eat('.')) names.push(fieldName(keyParser));
  const operator = names.pop() === 'and' ? 'and' : 'or';
  const negated = names.includes('not');
  const path = names.filter((name) => name !== 'not');
  const p = new Parser(value, 'logic tree');
  p.skipSpaces();
  if (!p.eat('(')) throw p.fail('"("');
  const children = logicChildren(p);
  if (!p.done) throw p.fail('end of input');
  return { path, tree: { kind: 'logic', negated, operator, children } };
}

/** After the opening '(': items separated by ',' up to the closing ')'. */
function logicChildren(p: Parser): LogicTree[] {
  const children: LogicTree[] = [];
  for (;;) {
    p.skipSpaces();
    children.push(logicItem(p));
    p.skipSpaces();
    if (p.eat(',')) continue;
    if (p.eat(')')) {
      p.skipSpaces();
      return children;
    }
    throw p.fail('"," or ")"');
  }
}

function logicItem(p: Parser): LogicTree {
  const start = p.pos;
  const nested = /^(not\.)?(and|or)\(/.exec(p.input.slice(p.pos));
  if (nested) {
    p.pos += nested[0].length;
    return {
      kind: 'logic',
      negated: nested[1] !== undefined,
      operator: nested[2] === 'and' ? 'and' : 'or',
      children: p.nested(() => logicChildren(p)),
    };
  }
  let ref: FieldRef;
  try {
    ref = field(p);
  } catch {
    p.pos = start;
    throw p.fail('field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)');
  }
  if (!p.eat('.')) throw p.fail('delimiter (.)');
  const expression = operatorExpression(p, logicValue, false);
  if (expression === undefined) throw p.fail(OPERATOR_EXPECTED);
  return { kind: 'filter', filter: { field: ref, ...expression } };
}

// ---------------------------------------------------------------------------------------------
// order, columns
// ---------------------------------------------------------------------------------------------

function parseOrder(input: string): OrderTerm[] {
  const p = new Parser(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    p.skipSpaces();
    const term: OrderTerm = { field: { name: '', jsonPath: [] } };
    const save = p.pos;
    const relation = /^[^(),.]+\(/.exec(p.input.slice(p.pos)) ? fieldName(p) : undefined;
    if (relation !== undefined && p.eat('(')) {
      term.relation = relation;
      term.field = field(p);
      if (!p.eat(')')) throw p.fail('")"');
    } else {
      p.pos = save;
      term.field = field(p);
    }
    if (p.eat('.asc')) term.direction = 'asc';
    else if (p.eat('.desc')) term.direction = 'desc';
    if (p.eat('.nullsfirst')) term.nulls = 'first';
    else if (p.eat('.nullslast')) term.nulls = 'last';
    p.skipSpaces();
    terms.push(term);
    if (p.done) return terms;
    if (!p.eat(',')) {
      throw p.fail(
        term.direction === undefined && term.nulls === undefined
          ? '"asc", "desc", "nullsfirst" or "nullslast"'
          : '"," or end of input',
      );
    }
  }
}

function parseColumnList(input: string, what: string): string[] {
  const p = new Parser(input, `${what} parameter`);
  const names: string[] = [];
  for (;;) {
    p.skipSpaces();
    names.push(fieldName(p));
    p.skipSpaces();
    if (p.done) return names;
    if (!p.eat(',')) throw p.fail('"," or end of input');
  }
}
