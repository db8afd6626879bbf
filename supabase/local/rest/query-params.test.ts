/**
 * The query-string grammar on its own: what PostgREST's QueryParams accepts, the AST it
 * gives, and the 400 PGRST100 it answers for what it does not. No database involved.
 */
import { describe, expect, it } from 'vitest';
import { PgrstError } from './errors.ts';
import { parseQueryParams } from './query-params.ts';

const parse = (query: string, rpcRead = false) => parseQueryParams(query, rpcRead);

function parseError(query: string): { message: string; details: unknown } {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof PgrstError && error.code === 'PGRST100') {
      const body = error.body as { message: string; details: unknown };
      return { message: body.message, details: body.details };
    }
    throw error;
  }
  throw new Error(`${query} parsed`);
}

describe('select', () => {
  it('reads columns, aliases, casts, JSON paths and embeds with hints and join types', () => {
    const { select } = parse(
      'select=id,given:first_name,height::text,data->a->>b,data->list->0,doctor:users!doctor_id!inner(name,clinic:clinics(*)),...services(price)',
    );
    expect(select).toEqual([
      { kind: 'field', field: { name: 'id', jsonPath: [] } },
      { kind: 'field', field: { name: 'first_name', jsonPath: [] }, alias: 'given' },
      { kind: 'field', field: { name: 'height', jsonPath: [] }, cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
      },
      {
        kind: 'field',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'list', index: false },
            { arrow: '->', key: '0', index: true },
          ],
        },
      },
      {
        kind: 'embed',
        relation: 'users',
        alias: 'doctor',
        hint: 'doctor_id',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', field: { name: 'name', jsonPath: [] } },
          {
            kind: 'embed',
            relation: 'clinics',
            alias: 'clinic',
            spread: false,
            children: [{ kind: 'field', field: { name: '*', jsonPath: [] } }],
          },
        ],
      },
      {
        kind: 'embed',
        relation: 'services',
        spread: true,
        children: [{ kind: 'field', field: { name: 'price', jsonPath: [] } }],
      },
    ]);
  });

  it('defaults to * and accepts quoted names', () => {
    expect(parse('').select).toEqual([{ kind: 'field', field: { name: '*', jsonPath: [] } }]);
    expect(parse('select="a,b":"odd name"').select).toEqual([
      { kind: 'field', field: { name: 'odd name', jsonPath: [] }, alias: 'a,b' },
    ]);
  });

  it('refuses malformed select with the position', () => {
    expect(parseError('select=id,,name')).toEqual({
      message: '"failed to parse select parameter (id,,name)" (line 1, column 4)',
      details: 'unexpected "," expecting field name (* or [a..z0..9_$])',
    });
    expect(parseError('select=users(name').message).toMatch(/^"failed to parse select parameter/);
    expect(parseError(`select=${'a('.repeat(100)}`).details).toContain('nested levels');
  });
});

describe('filters', () => {
  it('reads every operator, not., quantifiers, lists and FTS configs', () => {
    const { filters } = parse(
      [
        'a=eq.1',
        'b=not.gte.2',
        'c=like(any).{x*,y*}',
        'd=in.(1,"two, three",4)',
        'e=is.NULL',
        'f=cs.{1,2}',
        'g=wfts(simple).cats -dogs',
        'h=isdistinct.x',
        'rel.sub.i=neq.z',
        'data->>k=eq.v',
      ].join('&'),
    );
    expect(
      filters.map(({ path, filter }) => [path, filter.field.name, filter.negated, filter.operation]),
    ).toEqual([
      [[], 'a', false, { kind: 'quant', op: 'eq', value: '1' }],
      [[], 'b', true, { kind: 'quant', op: 'gte', value: '2' }],
      [[], 'c', false, { kind: 'quant', op: 'like', quantifier: 'any', value: '{x*,y*}' }],
      [[], 'd', false, { kind: 'in', values: ['1', 'two, three', '4'] }],
      [[], 'e', false, { kind: 'is', value: 'null' }],
      [[], 'f', false, { kind: 'simple', op: 'cs', value: '{1,2}' }],
      [[], 'g', false, { kind: 'fts', op: 'wfts', language: 'simple', value: 'cats -dogs' }],
      [[], 'h', false, { kind: 'isdistinct', value: 'x' }],
      [['rel', 'sub'], 'i', false, { kind: 'simple', op: 'neq', value: 'z' }],
      [[], 'data', false, { kind: 'quant', op: 'eq', value: 'v' }],
    ]);
  });

  it('fails where PostgREST does: after the longest operator prefix', () => {
    expect(parseError('name=eqq.x')).toEqual({
      message: '"failed to parse filter (eqq.x)" (line 1, column 3)',
      details: 'unexpected "q" expecting "(" or delimiter (.)',
    });
    expect(parseError('name=nope.x').details).toBe(
      'unexpected "n" expecting "not" or operator (eq, gt, ...)',
    );
    expect(parseError('name=is.maybe').details).toMatch(/^unexpected "m" expecting isVal/);
  });

  it('treats GET /rpc parameters without an operator as arguments', () => {
    const params = parse('a=1&b=gt.2&c=equal', true);
    expect(params.rpcArgs).toEqual([
      ['a', '1'],
      ['c', 'equal'],
    ]);
    expect(params.filters.map(({ filter }) => filter.field.name)).toEqual(['b']);
  });
});

describe('and/or, order, ranges', () => {
  it('reads nested and/or trees with negation and quoted or array values', () => {
    const { logic } = parse('rel.not.or=(a.eq.1,and(b.in.(x,"y,z"),not.or(c.cs.{1,2},d.eq."e,f")))');
    expect(logic).toEqual([
      {
        path: ['rel'],
        tree: {
          kind: 'logic',
          negated: true,
          operator: 'or',
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'a', jsonPath: [] },
                negated: false,
                operation: { kind: 'quant', op: 'eq', value: '1' },
              },
            },
            {
              kind: 'logic',
              negated: false,
              operator: 'and',
              children: [
                {
                  kind: 'filter',
                  filter: {
                    field: { name: 'b', jsonPath: [] },
                    negated: false,
                    operation: { kind: 'in', values: ['x', 'y,z'] },
                  },
                },
                {
                  kind: 'logic',
                  negated: true,
                  operator: 'or',
                  children: [
                    {
                      kind: 'filter',
                      filter: {
                        field: { name: 'c', jsonPath: [] },
                        negated: false,
                        operation: { kind: 'simple', op: 'cs', value: '{1,2}' },
                      },
                    },
                    {
                      kind: 'filter',
                      filter: {
                        field: { name: 'd', jsonPath: [] },
                        negated: false,
                        operation: { kind: 'quant', op: 'eq', value: 'e,f' },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(parseError('or=(a.eq.1,').message).toMatch(/^"failed to parse logic tree/);
  });

  it('reads order terms, related orders and per-embed limit/offset', () => {
    const params = parse(
      'order=a.desc.nullslast,b,rel(c).asc&rel.order=d.nullsfirst&limit=10&offset=5&rel.limit=2&x.limit=junk',
    );
    expect(params.order).toEqual([
      {
        path: [],
        terms: [
          { field: { name: 'a', jsonPath: [] }, direction: 'desc', nulls: 'last' },
          { field: { name: 'b', jsonPath: [] } },
          { relation: 'rel', field: { name: 'c', jsonPath: [] }, direction: 'asc' },
        ],
      },
      { path: ['rel'], terms: [{ field: { name: 'd', jsonPath: [] }, nulls: 'first' }] },
    ]);
    // PostgREST ignores a limit that is not an integer.
    expect([...params.ranges]).toEqual([
      ['', { offset: 5, limit: 10 }],
      ['rel', { offset: 0, limit: 2 }],
      ['x', { offset: 0 }],
    ]);
    expect(parse('limit=-1').negativeLimit).toBe(true);
    expect(parseError('order=a.sideways').message).toBe(
      '"failed to parse order (a.sideways)" (line 1, column 2)',
    );
  });

  it('reads columns and on_conflict lists', () => {
    const params = parse('columns="first_name","last name"&on_conflict=doctor_id,service_id');
    expect(params.columns).toEqual(['first_name', 'last name']);
    expect(params.onConflict).toEqual(['doctor_id', 'service_id']);
  });
});
