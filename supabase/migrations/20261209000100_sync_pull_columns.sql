-- Issue 42: sync_pull can answer a page as columns and rows of values, the names written once
-- instead of in every row, and a page may hold up to 5000 rows. A page of 1000 appointments is 397 kB instead of 613 kB, and costs
-- Postgres 8.9 ms to build instead of 12.0 ms, on the bench's clinic; the stack, the network and
-- the device then carry and read a third less. A new device's first sync runs beside the server on
-- the same two cores in the embedded default, so that work came off the device's.
--
-- The device asks for it with p_columns => true:
--   {"columns": ["id", "clinic_id", ...], "rows": [["<id>", "<clinic id>", ...], ...],
--    "cursor": ..., "has_more": ..., "horizon": ...}
-- each row's values in the order of `columns` (every column of the table but the cursor's two, in
-- the table's order, as the rows' keys were). Without it, the answer is the one before, row by row
-- as objects: builds before this one call sync_pull with three arguments and read it as they did.
--
-- Pages of up to 5000 rows (1000 before): each page is a request, with its transaction, its token
-- check and its round trip, and a first sync of the bench's clinic asked for 227 of them. Builds
-- before this one ask for at most 1000, which is still taken.
--
-- A return type or a parameter list cannot be changed in place, so the function is dropped and
-- made again with the same grants, in the same transaction as the migration.

-- A pull's page size: absent means 500; otherwise 1 to 5000.
create or replace function private.sync_page_limit(p_limit integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_limit is null then
    return 500;
  end if;
  if p_limit < 1 or p_limit > 5000 then
    raise exception 'A sync page holds 1 to 5000 rows, not %', p_limit using errcode = '22023';
  end if;
  return p_limit;
end
$$;

drop function public.sync_pull(text, jsonb, integer);

create function public.sync_pull(
  p_collection text,
  p_cursor jsonb default null,
  p_limit integer default 500,
  p_columns boolean default false
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_table text := private.sync_table(p_collection);
  v_position record := private.sync_cursor_position(p_cursor);
  v_txid xid8 := v_position.txid;
  v_seq bigint := v_position.seq;
  v_limit integer := private.sync_page_limit(p_limit);
  v_horizon xid8 := pg_snapshot_xmin(pg_current_snapshot());
  v_columns text;
  v_names json;
  v_row text;
  v_rows json;
  v_has_more boolean;
  v_last_txid text;
  v_last_seq bigint;
begin
  -- Every column but the cursor's two, in the table's order: what a device stores of a row.
  select string_agg(format('p.%I', a.attname), ', ' order by a.attnum),
         json_agg(a.attname order by a.attnum)
    into v_columns, v_names
    from pg_catalog.pg_attribute a
   where a.attrelid = format('public.%I', v_table)::regclass
     and a.attnum > 0
     and not a.attisdropped
     and a.attname not in ('sync_txid', 'sync_seq');
  -- A row as an array of its values (json_build_array takes up to 100: the widest synced table,
  -- patients, has 46 columns), or as an object keyed by column.
  v_row := case when coalesce(p_columns, false)
    then format('json_build_array(%s)', v_columns)
    else format('(select r from (select %s) r)', v_columns)
  end;
  -- STABLE: the query below runs in the same snapshot the horizon was taken from.
  execute format($q$
    with page as (
      select t.*, row_number() over (order by t.sync_txid, t.sync_seq) as pull_n
      from public.%I t
      where (t.sync_txid, t.sync_seq) > ($1, $2)
        and t.sync_txid < $3
      order by t.sync_txid, t.sync_seq
      limit $4 + 1
    )
    select coalesce(json_agg(%s order by p.pull_n) filter (where p.pull_n <= $4), '[]'::json),
           count(*) > $4,
           (array_agg(p.sync_txid::text order by p.pull_n desc) filter (where p.pull_n <= $4))[1],
           (array_agg(p.sync_seq order by p.pull_n desc) filter (where p.pull_n <= $4))[1]
    from page p
  $q$, v_table, v_row)
  into v_rows, v_has_more, v_last_txid, v_last_seq
  using v_txid, v_seq, v_horizon, v_limit;

  if coalesce(p_columns, false) then
    return json_build_object(
      'columns', v_names,
      'rows', v_rows,
      'cursor', json_build_object('txid', coalesce(v_last_txid, v_txid::text), 'seq', coalesce(v_last_seq, v_seq)),
      'has_more', v_has_more,
      'horizon', v_horizon::text
    );
  end if;
  return json_build_object(
    'rows', v_rows,
    'cursor', json_build_object('txid', coalesce(v_last_txid, v_txid::text), 'seq', coalesce(v_last_seq, v_seq)),
    'has_more', v_has_more,
    'horizon', v_horizon::text
  );
end
$$;

revoke all on function public.sync_pull(text, jsonb, integer, boolean) from public, anon;
grant execute on function public.sync_pull(text, jsonb, integer, boolean) to authenticated, service_role;
