/**
 * /rpc/fn: choosing the function among overloads by the argument names given (PostgREST 13,
 * Plan.hs findProc) and the SQL that calls it. POST arguments are a JSON object read through
 * json_to_record, so JSON arrays and objects reach array and json parameters intact; GET
 * arguments are query-string values cast to the parameter types.
 */
import { closestName, PgrstError } from './errors.ts';
import { quoteIdent } from './plan.ts';
import type { Routine, RoutineParam, SchemaCache } from './schema-cache.ts';
import type { SqlParams } from './sql-builder.ts';

export type RpcArguments =
  /** POST: the raw JSON body (an object, or an array whose first object is used). */
  | { kind: 'json'; body: string; isArray: boolean }
  /** GET/HEAD: name → query-string value. */
  | { kind: 'direct'; values: Map<string, string> };

function matchesParams(routine: Routine, keys: Set<string>): boolean {
  const params = routine.params;
  if (params.length === 0) return keys.size === 0;
  const required = params.filter((param) => param.required).map((param) => param.name);
  const optional = new Set(params.filter((param) => !param.required).map((param) => param.name));
  const rest = [...keys].filter((key) => !optional.has(key));
  return rest.length === required.length && required.every((name) => keys.has(name));
}

function singleUnnamedJson(routine: Routine): boolean {
  const [param] = routine.params;
  return (
    routine.params.length === 1 && param?.name === '' && (param.type === 'json' || param.type === 'jsonb')
  );
}

export function findRoutine(cache: SchemaCache, name: string, keys: Set<string>, isPost: boolean): Routine {
  const overloads = cache.routines.get(name) ?? [];
  const matching = overloads.filter((routine) => matchesParams(routine, keys));
  const fallback = isPost
    ? overloads.filter((routine) => !matchesParams(routine, keys) && singleUnnamedJson(routine))
    : [];
  const candidates = matching.length > 0 ? matching : fallback;
  const [first] = candidates;
  if (first && candidates.length === 1) return first;
  if (candidates.length > 1) {
    const list = candidates
      .map((r) => `public.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
      .join(', ');
    throw new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  throw noRoutine(cache, name, [...keys].sort(), isPost, overloads);
}

function noRoutine(
  cache: SchemaCache,
  name: string,
  keys: string[],
  isPost: boolean,
  overloads: Routine[],
): PgrstError {
  const func = `public.${name}`;
  const params = keys.join(', ');
  const withParams =
    keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${params}`;
  let hint: string | undefined;
  if (overloads.length === 0) {
    const other = closestName(name, cache.routines.keys());
    if (other !== undefined) hint = `Perhaps you meant to call the function public.${other}`;
  } else {
    const lists = overloads.map(
      (r) =>
        `(${r.params
          .map((p) => p.name)
          .sort()
          .join(', ')})`,
    );
    const best = closestName(`(${params})`, lists, true);
    if (best !== undefined) hint = `Perhaps you meant to call the function public.${name}${best}`;
  }
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${func}${keys.length === 0 ? ' without parameters' : `(${params})`} in the schema cache`,
    `Searched for the function ${func}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint ?? null,
  );
}

/** Types whose declared length must not truncate an argument (PostgREST's ppTypeMaxLength). */
function argumentType(param: RoutineParam): string {
  switch (param.type) {
    case 'character':
      return 'character varying';
    case 'character[]':
      return 'character varying[]';
    case 'bit':
      return 'bit varying';
    case 'bit[]':
      return 'bit varying[]';
    default:
      return param.type;
  }
}

/**
 * The SELECT that feeds pgrst_source: one row with `pgrst_scalar` for functions returning a
 * value (or a set of them), else the function's rows.
 */
export function callQuery(
  routine: Routine,
  args: RpcArguments,
  keys: Set<string>,
  params: SqlParams,
): string {
  const fn = `"public".${quoteIdent(routine.name)}`;
  const call = (argumentList: string) =>
    routine.composite
      ? `${fn}(${argumentList}) pgrst_call`
      : `(SELECT ${fn}(${argumentList}) pgrst_scalar) pgrst_call`;
  const select = routine.composite ? 'SELECT pgrst_call.*' : 'SELECT pgrst_call.pgrst_scalar';
  const named = (param: RoutineParam, value: string) =>
    `${param.variadic ? 'VARIADIC ' : ''}${quoteIdent(param.name)} := ${value}`;
  const given = routine.params.filter((param) => keys.has(param.name));

  if (args.kind === 'json' && singleUnnamedJson(routine) && !matchesParams(routine, keys)) {
    return `${select} FROM ${call(`${params.add(args.body)}::${routine.params[0]?.type ?? 'json'}`)}`;
  }
  if (given.length === 0) return `${select} FROM ${call('')}`;
  if (args.kind === 'direct') {
    const list = given.map((param) =>
      named(param, `${params.add(args.values.get(param.name) ?? null)}::${argumentType(param)}`),
    );
    return `${select} FROM ${call(list.join(', '))}`;
  }
  const columns = given.map((param) => `${quoteIdent(param.name)} ${argumentType(param)}`).join(', ');
  const reader = args.isArray ? 'json_to_recordset' : 'json_to_record';
  const body =
    `(SELECT ${params.add(args.body)}::json AS json_data) pgrst_payload, ` +
    `LATERAL (SELECT * FROM ${reader}(pgrst_payload.json_data) AS _(${columns}) LIMIT 1) pgrst_body`;
  const list = given.map((param) => named(param, `pgrst_body.${quoteIdent(param.name)}`));
  return `${select} FROM ${body}, LATERAL ${call(list.join(', '))}`;
}
