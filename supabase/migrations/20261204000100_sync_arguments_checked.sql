-- Issue 37, point 13: every argument of the sync functions is checked by its shape, in SQL of
-- its own, never left to a type cast. Casts differ between PostgreSQL versions: on 15 (hosted
-- Supabase still runs it) '0); select 1--'::xid8 reads as 0, where 16 and later refuse it, so a
-- malformed cursor was a silent "start again" on one server and an error on another. Row-level
-- security held either way; the answer to bad input now is the same everywhere: SQLSTATE 22023.
--
-- What a device sends is unchanged (every build sends a cursor the server wrote, a limit of at
-- most 1000, a canonical uuid and an ISO time), so older builds pass these checks as they are.

-- A pull cursor: absent or JSON null (the start), or exactly {"txid": "<decimal xid8>", "seq":
-- <integer>}, as sync_pull writes it.
create or replace function private.sync_cursor_position(p_cursor jsonb, out txid xid8, out seq bigint)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_txid jsonb;
  v_seq jsonb;
begin
  if p_cursor is null or jsonb_typeof(p_cursor) = 'null' then
    txid := '0'::xid8;
    seq := 0;
    return;
  end if;
  if jsonb_typeof(p_cursor) <> 'object'
     or exists (select 1 from jsonb_object_keys(p_cursor) as k where k not in ('txid', 'seq')) then
    raise exception 'A sync cursor is {"txid": "<digits>", "seq": <integer>}'
      using errcode = '22023';
  end if;
  v_txid := p_cursor -> 'txid';
  v_seq := p_cursor -> 'seq';
  -- xid8 is an unsigned 64-bit number, written in decimal.
  if v_txid is null or jsonb_typeof(v_txid) <> 'string'
     or (v_txid #>> '{}') !~ '^[0-9]{1,20}$'
     or (v_txid #>> '{}')::numeric > 18446744073709551615 then
    raise exception 'A sync cursor''s txid is a string of decimal digits'
      using errcode = '22023';
  end if;
  -- jsonb keeps a number's written form: 5, never 5.0 or -5, is a position.
  if v_seq is null or jsonb_typeof(v_seq) <> 'number'
     or v_seq::text !~ '^[0-9]{1,19}$'
     or v_seq::text::numeric > 9223372036854775807 then
    raise exception 'A sync cursor''s seq is a whole number from 0'
      using errcode = '22023';
  end if;
  txid := (v_txid #>> '{}')::xid8;
  seq := v_seq::text::bigint;
end
$$;

-- A pull's page size: absent means 500; otherwise 1 to 1000 (the device sends at most 1000).
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
  if p_limit < 1 or p_limit > 1000 then
    raise exception 'A sync page holds 1 to 1000 rows, not %', p_limit using errcode = '22023';
  end if;
  return p_limit;
end
$$;

-- A time as devices write it (Date.toISOString): ISO 8601 with its zone. Null passes (absent).
create or replace function private.sync_is_iso_time(p_text text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_text is null
      or p_text ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}(:?[0-9]{2})?)$'
$$;

-- A field's edit time as in 20261125000100: its own when given and readable, else the change's;
-- never later than now. "Readable" is now the ISO shape first, then the cast (which may still
-- refuse a 13th month), so no version reads a stray string as a time.
create or replace function private.sync_field_time(p_field_at jsonb, p_field text, p_at timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  v_at timestamptz;
begin
  if jsonb_typeof(p_field_at -> p_field) = 'string' and private.sync_is_iso_time(p_field_at ->> p_field) then
    begin
      v_at := (p_field_at ->> p_field)::timestamptz;
    exception when others then
      -- An unreadable time is no reason to refuse the change: the change's own time stands in.
      v_at := null;
    end;
  end if;
  return least(coalesce(v_at, p_at), now());
end
$$;

-- What is wrong with one change of sync_push, or null. Checked before any cast, so the answer
-- ('rejected', 22023) is the same on every version.
create or replace function private.sync_change_problem(p_change jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_change) is distinct from 'object' then
    return 'A change is a JSON object';
  end if;
  if jsonb_typeof(p_change -> 'id') is distinct from 'string'
     or (p_change ->> 'id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return 'A change''s id is a uuid, written 8-4-4-4-12';
  end if;
  if jsonb_typeof(p_change -> 'new') is distinct from 'object' then
    return 'A change needs an id and a new row';
  end if;
  if coalesce(jsonb_typeof(p_change -> 'base'), 'null') not in ('null', 'object') then
    return 'A change''s base is a row or null';
  end if;
  if coalesce(jsonb_typeof(p_change -> 'changed_at'), 'null') not in ('null', 'string')
     or not private.sync_is_iso_time(p_change ->> 'changed_at') then
    return 'A change''s changed_at is an ISO 8601 time with its zone';
  end if;
  return null;
end
$$;

revoke all on function
  private.sync_cursor_position(jsonb),
  private.sync_page_limit(integer),
  private.sync_change_problem(jsonb),
  private.sync_is_iso_time(text)
  from public;
grant execute on function
  private.sync_cursor_position(jsonb),
  private.sync_page_limit(integer),
  private.sync_change_problem(jsonb),
  private.sync_is_iso_time(text)
  to authenticated, service_role;

-- sync_pull as in 20261201000100, with its cursor and limit checked.
create or replace function public.sync_pull(p_collection text, p_cursor jsonb default null, p_limit integer default 500)
returns jsonb
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
  v_rows jsonb;
  v_has_more boolean;
  v_last_txid text;
  v_last_seq bigint;
begin
  -- STABLE: the query below runs in the same snapshot the horizon was taken from.
  execute format($q$
    with page as (
      select t.sync_txid, t.sync_seq, to_jsonb(t) - 'sync_txid' - 'sync_seq' as doc,
             row_number() over (order by t.sync_txid, t.sync_seq) as n
      from public.%I t
      where (t.sync_txid, t.sync_seq) > ($1, $2)
        and t.sync_txid < $3
      order by t.sync_txid, t.sync_seq
      limit $4 + 1
    )
    select coalesce(jsonb_agg(doc order by n) filter (where n <= $4), '[]'::jsonb),
           count(*) > $4,
           (array_agg(sync_txid::text order by n desc) filter (where n <= $4))[1],
           (array_agg(sync_seq order by n desc) filter (where n <= $4))[1]
    from page
  $q$, v_table)
  into v_rows, v_has_more, v_last_txid, v_last_seq
  using v_txid, v_seq, v_horizon, v_limit;

  return jsonb_build_object(
    'rows', v_rows,
    'cursor', jsonb_build_object('txid', coalesce(v_last_txid, v_txid::text), 'seq', coalesce(v_last_seq, v_seq)),
    'has_more', v_has_more,
    'horizon', v_horizon::text
  );
end
$$;

-- sync_backlog as in 20261201000200, with its cursor checked.
create or replace function public.sync_backlog(p_collection text, p_cursor jsonb default null)
returns bigint
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_table text := private.sync_table(p_collection);
  v_position record := private.sync_cursor_position(p_cursor);
  v_count bigint;
begin
  execute format(
    'select count(*) from public.%I t where (t.sync_txid, t.sync_seq) > ($1, $2)', v_table)
  into v_count
  using v_position.txid, v_position.seq;
  return v_count;
end
$$;

-- sync_push as in 20261125000200, each change checked by private.sync_change_problem first.
create or replace function public.sync_push(p_collection text, p_changes jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
set cabinet.sync_push = 'on'
-- A push waiting on a row lock gives up instead of queueing behind others indefinitely.
set lock_timeout = '5s'
as $$
declare
  v_table text := private.sync_table(p_collection);
  v_cols text[];
  v_results jsonb := '[]'::jsonb;
  v_change jsonb;
  v_id uuid;
  v_new jsonb;
  v_base jsonb;
  v_at timestamptz;
  v_result jsonb;
  v_state text;
  v_constraint text;
  v_message text;
  v_column text;
  v_row jsonb;
  v_problem text;
begin
  if v_table = 'specializations' then
    raise exception 'specializations are read-only' using errcode = '42501';
  end if;
  if jsonb_typeof(p_changes) is distinct from 'array' then
    raise exception 'p_changes must be a JSON array of changes' using errcode = '22023';
  end if;
  if jsonb_array_length(p_changes) > 1000 then
    raise exception 'At most 1000 changes per push' using errcode = '22023';
  end if;
  v_cols := private.sync_writable_columns(v_table);

  -- Lock the batch's existing rows up front, in id order, so two pushes touching the same rows
  -- cannot deadlock on each other. Changes are still applied in input order (within a batch the
  -- earlier booking wins a slot). Ids that are not UUIDs are left to the per-change checks.
  begin
    execute format('select 1 from public.%I where id = any ($1) order by id for update', v_table)
      using array(
        select (c ->> 'id')::uuid
        from jsonb_array_elements(p_changes) as c
        where c ->> 'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      );
  exception when insufficient_privilege then
    -- A role that may not update this table gets per-change refusals below, not a failed push.
    null;
  end;

  for i in 0 .. jsonb_array_length(p_changes) - 1 loop
    v_change := p_changes -> i;
    v_id := null;
    begin
      v_problem := private.sync_change_problem(v_change);
      if v_problem is not null then
        raise exception '%', v_problem using errcode = '22023';
      end if;
      v_id := (v_change ->> 'id')::uuid;
      v_new := v_change -> 'new';
      v_base := case when jsonb_typeof(v_change -> 'base') = 'object' then v_change -> 'base' end;
      -- The device clock is trusted only up to the server's.
      v_at := least(coalesce((v_change ->> 'changed_at')::timestamptz, now()), now());
      if v_table = 'appointments' then
        v_result := private.sync_push_appointment(v_cols, v_id, v_new, v_base, v_at,
                                                  case when jsonb_typeof(v_change -> 'field_changed_at') = 'object'
                                                       then v_change -> 'field_changed_at' else '{}'::jsonb end);
      else
        v_result := private.sync_push_lww(v_table, v_cols, v_id, v_new, v_base, v_at,
                                          case when jsonb_typeof(v_change -> 'field_changed_at') = 'object'
                                               then v_change -> 'field_changed_at' else '{}'::jsonb end);
      end if;
      v_result := jsonb_build_object('id', v_change -> 'id', 'status', v_result -> 'status', 'row', v_result -> 'row',
                                     'error', null);
    exception when others then
      get stacked diagnostics v_state = returned_sqlstate, v_constraint = constraint_name, v_message = message_text,
                              v_column = column_name;
      -- Deadlocks, serialization failures, lock and statement timeouts say nothing about the change:
      -- end the whole push (releasing its locks) so the device retries it, instead of carrying on
      -- with the locks held and answering 'rejected'.
      if v_state in ('40P01', '40001', '55P03', '57014') then
        raise;
      end if;
      -- Not-null errors carry no constraint name; give the rule a name like the checks have.
      if v_state = '23502' and coalesce(v_constraint, '') = '' and coalesce(v_column, '') <> '' then
        v_constraint := v_table || '_' || v_column || '_not_null';
      end if;
      v_row := case when v_id is not null then private.sync_row(v_table, v_id) end;
      -- The id exists but the caller cannot see it: say "not permitted", never "it exists".
      if v_state = '23505' and v_constraint = v_table || '_pkey' and v_row is null then
        v_state := '42501';
        v_constraint := '';
        v_message := format('Not permitted to change this %s row', v_table);
      end if;
      v_result := jsonb_build_object(
        'id', v_change -> 'id', 'status', 'rejected', 'row', v_row,
        'error', jsonb_build_object('code', v_state, 'constraint', nullif(v_constraint, ''), 'message', v_message));
    end;
    v_results := v_results || jsonb_build_array(v_result);
  end loop;

  return jsonb_build_object('results', v_results);
end
$$;
