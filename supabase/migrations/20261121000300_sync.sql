-- Replication endpoints for the devices: sync_pull (server -> device) and sync_push
-- (device -> server), called with supabase-js rpc() as the signed-in user.
--
-- Both are SECURITY INVOKER: row-level security decides what a caller receives and changes,
-- exactly as for a direct table request. A row the caller may not see is never returned, not
-- even inside an error.

-- The collections a device may replicate. Anything else is refused before any SQL is built.
create or replace function private.sync_table(p_collection text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_collection is null or not p_collection = any (array[
    'clinics', 'users', 'specializations', 'patients', 'services', 'doctor_services',
    'appointments', 'medical_records', 'medical_documents', 'tasks', 'partners'
  ]) then
    raise exception 'Unknown sync collection: %', coalesce(p_collection, 'null')
      using errcode = '22023',
            hint = 'One of clinics, users, specializations, patients, services, doctor_services, appointments, '
                   'medical_records, medical_documents, tasks, partners';
  end if;
  return p_collection;
end
$$;

-- Columns a device may write: not the key, not the server's bookkeeping, not generated columns.
create or replace function private.sync_writable_columns(p_table text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = pg_catalog.to_regclass('public.' || pg_catalog.quote_ident(p_table))
    and a.attnum > 0
    and not a.attisdropped
    and a.attgenerated = ''
    and a.attname not in ('id', 'created_at', 'updated_at', 'field_updated_at', 'sync_txid', 'sync_seq')
$$;

-- ---------------------------------------------------------------------------------------------
-- sync_pull
-- ---------------------------------------------------------------------------------------------

-- Rows of one collection changed after p_cursor, in cursor order, tombstones included:
--   {"rows": [row, ...], "cursor": {"txid": "<xid8>", "seq": <bigint>}, "has_more": bool}
-- Rows are whole rows minus sync_txid/sync_seq (field_updated_at is kept).
--
-- Why not a timestamp: a transaction that started earlier can commit after a later one was
-- pulled, and a timestamp cursor would skip its rows forever. Here the cursor is (writing
-- transaction, sequence), and only rows whose transaction id is below the snapshot's xmin are
-- returned: every such transaction has finished, so nothing can still appear before the cursor.
-- Rows of a transaction still open come in a later pull. (Trade-off: one long-running writing
-- transaction anywhere in the cluster holds back every pull until it ends.)
create or replace function public.sync_pull(p_collection text, p_cursor jsonb default null, p_limit integer default 500)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_table text := private.sync_table(p_collection);
  v_txid xid8 := coalesce(nullif(p_cursor ->> 'txid', ''), '0')::xid8;
  v_seq bigint := coalesce((p_cursor ->> 'seq')::bigint, 0);
  v_limit integer := least(greatest(coalesce(p_limit, 500), 1), 1000);
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
    'has_more', v_has_more
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- sync_push building blocks (all run as the caller, under row-level security)
-- ---------------------------------------------------------------------------------------------

-- The row as the caller sees it (null when missing or not visible), optionally locked so that
-- concurrent pushes of one row merge one after the other.
create or replace function private.sync_row(p_table text, p_id uuid, p_lock boolean default false)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_row jsonb;
begin
  execute format(
    'select to_jsonb(t) - ''sync_txid'' - ''sync_seq'' from public.%I t where t.id = $1%s',
    p_table, case when p_lock then ' for update' else '' end)
  into v_row
  using p_id;
  return v_row;
end
$$;

-- A device's JSON in the server's canonical form (types checked, timestamps and numbers in the
-- server's spelling), so values compare equal however the device wrote them. A value of the wrong
-- type raises here (22P02 and friends), which rejects the change.
create or replace function private.sync_normalize(p_table text, p_doc jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_doc jsonb;
begin
  execute format('select to_jsonb(jsonb_populate_record(null::public.%I, $1))', p_table) into v_doc using p_doc;
  return v_doc;
end
$$;

-- True when a and b agree on every one of p_keys.
create or replace function private.sync_same(p_a jsonb, p_b jsonb, p_keys text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (select 1 from unnest(p_keys) as k where (p_a -> k) is distinct from (p_b -> k))
$$;

-- Inserts the row with the device's id and only the columns it sent (the rest take defaults).
-- field_updated_at {"*": p_at} dates every column at the device's edit time, compactly: when the
-- same row arrives again from another device (doctor_services pairs) the later edit wins.
-- No RETURNING: a super_admin may create a profile in a clinic they cannot see.
create or replace function private.sync_insert(p_table text, p_id uuid, p_doc jsonb, p_cols text[], p_at timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'insert into public.%1$I (id, field_updated_at%2$s) select $1, $3%3$s from jsonb_populate_record(null::public.%1$I, $2) r',
    p_table,
    (select coalesce(string_agg(format(', %I', c), ''), '') from unnest(p_cols) as c),
    (select coalesce(string_agg(format(', r.%I', c), ''), '') from unnest(p_cols) as c))
  using p_id, p_doc, jsonb_build_object('*', p_at);
end
$$;

-- Writes p_cols of p_doc into the row and records p_at as their edit time.
create or replace function private.sync_update(p_table text, p_id uuid, p_doc jsonb, p_cols text[], p_at timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  execute format(
    'update public.%1$I t set %2$s, field_updated_at = t.field_updated_at || $3
       from jsonb_populate_record(null::public.%1$I, $2) r
      where t.id = $1',
    p_table,
    (select string_agg(format('%1$I = r.%1$I', c), ', ') from unnest(p_cols) as c))
  using p_id, p_doc, (select jsonb_object_agg(c, to_jsonb(p_at)) from unnest(p_cols) as c);
  get diagnostics v_count = row_count;
  if v_count = 0 then
    raise exception 'Not permitted to change this % row', p_table using errcode = '42501';
  end if;
end
$$;

-- Field-level last-write-wins for every collection but appointments. Returns {status, row}.
create or replace function private.sync_push_lww(
  p_table text, p_cols text[], p_id uuid, p_new jsonb, p_base jsonb, p_at timestamptz
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_sent text[];
  v_new jsonb := private.sync_normalize(p_table, p_new);
  v_base jsonb;
  v_base_keys text[] := '{}';
  v_server jsonb;
  v_target uuid := p_id;
  v_apply text[] := '{}';
  v_since timestamptz;
  k text;
begin
  select coalesce(array_agg(key), '{}') into v_sent from jsonb_object_keys(p_new) as key where key = any (p_cols);
  if p_base is not null then
    v_base := private.sync_normalize(p_table, p_base);
    select coalesce(array_agg(key), '{}') into v_base_keys from jsonb_object_keys(p_base) as key;
  end if;

  v_server := private.sync_row(p_table, p_id, true);
  if v_server is null then
    -- Visible but not lockable: the caller may read this row and not change it.
    if private.sync_row(p_table, p_id, false) is not null then
      raise exception 'Not permitted to change this % row', p_table using errcode = '42501';
    end if;
    -- A doctor-service pair created on two devices: the pair is the identity, so the second
    -- creation merges into the first row instead of failing on the unique pair.
    if p_table = 'doctor_services' then
      select to_jsonb(d) - 'sync_txid' - 'sync_seq' into v_server
      from public.doctor_services d
      where d.doctor_id = (v_new ->> 'doctor_id')::uuid and d.service_id = (v_new ->> 'service_id')::uuid
      for update;
      if v_server is not null then
        v_target := (v_server ->> 'id')::uuid;
        v_base := null;
      end if;
    end if;
    if v_server is null then
      perform private.sync_insert(p_table, p_id, p_new, v_sent, p_at);
      v_server := private.sync_row(p_table, p_id);
      return jsonb_build_object(
        'status', case when v_server is null or private.sync_same(v_new, v_server, v_sent) then 'applied' else 'merged' end,
        'row', v_server);
    end if;
  end if;

  foreach k in array v_sent loop
    -- The server already holds this value (a retry, or both sides made the same edit).
    continue when (v_new -> k) is not distinct from (v_server -> k);
    if v_base is not null and k = any (v_base_keys) then
      -- Not edited on the device: the server's newer value stays.
      continue when (v_new -> k) is not distinct from (v_base -> k);
      -- Edited only on the device: apply.
      if (v_server -> k) is not distinct from (v_base -> k) then
        v_apply := v_apply || k;
        continue;
      end if;
    end if;
    -- Edited on both sides (or the device's base is unknown): the later edit wins, a tie keeps
    -- the server. A column never edited since creation dates from the creating edit ("*"), or
    -- from created_at for a row not created by sync_push.
    v_since := coalesce((v_server -> 'field_updated_at' ->> k)::timestamptz,
                        (v_server -> 'field_updated_at' ->> '*')::timestamptz,
                        (v_server ->> 'created_at')::timestamptz);
    if p_at > v_since then
      v_apply := v_apply || k;
    end if;
  end loop;

  if cardinality(v_apply) = 0 then
    -- Nothing to write: no updated_at or cursor bump, so a retried push is idempotent.
    return jsonb_build_object(
      'status', case when v_target = p_id and private.sync_same(v_new, v_server, v_sent) then 'unchanged' else 'merged' end,
      'row', v_server);
  end if;

  perform private.sync_update(p_table, v_target, p_new, v_apply, p_at);
  v_server := private.sync_row(p_table, v_target);
  return jsonb_build_object(
    'status', case when v_target = p_id and private.sync_same(v_new, v_server, v_sent) then 'applied' else 'merged' end,
    'row', v_server);
end
$$;

-- Appointments: the server wins (DESIGN.md, sync rules). A change based on a row that was changed
-- meanwhile is not applied; a booking that would overlap another scheduled appointment of the
-- doctor is stored with status 'conflict' instead of being dropped. Returns {status, row}.
create or replace function private.sync_push_appointment(
  p_cols text[], p_id uuid, p_new jsonb, p_base jsonb, p_at timestamptz
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_sent text[];
  v_new jsonb := private.sync_normalize('appointments', p_new);
  v_base jsonb;
  v_base_keys text[];
  v_server jsonb;
  v_apply text[];
  v_status text;
  -- The device's row as a conflict: kept on the server for someone to rebook.
  v_as_conflict jsonb := p_new || '{"status": "conflict"}'::jsonb;
begin
  select coalesce(array_agg(key), '{}') into v_sent from jsonb_object_keys(p_new) as key where key = any (p_cols);

  v_server := private.sync_row('appointments', p_id, true);
  if v_server is null then
    if private.sync_row('appointments', p_id, false) is not null then
      raise exception 'Not permitted to change this appointments row' using errcode = '42501';
    end if;
    begin
      perform private.sync_insert('appointments', p_id, p_new, v_sent, p_at);
      v_status := 'applied';
    exception when exclusion_violation then
      perform private.sync_insert('appointments', p_id, v_as_conflict,
                                  array(select distinct c from unnest(v_sent || 'status'::text) as c), p_at);
      v_status := 'conflict';
    end;
    v_server := private.sync_row('appointments', p_id);
    if v_status = 'applied' and v_server is not null and not private.sync_same(v_new, v_server, v_sent) then
      v_status := 'merged';
    end if;
    return jsonb_build_object('status', v_status, 'row', v_server);
  end if;

  -- A retry of a change already applied.
  if private.sync_same(v_new, v_server, v_sent) then
    return jsonb_build_object('status', 'unchanged', 'row', v_server);
  end if;

  -- Changed on the server since the device saw it (or the device thought it new): server wins.
  if p_base is null then
    return jsonb_build_object('status', 'conflict', 'row', v_server);
  end if;
  v_base := private.sync_normalize('appointments', p_base);
  select coalesce(array_agg(key), '{}') into v_base_keys from jsonb_object_keys(p_base) as key where key = any (p_cols);
  if not private.sync_same(v_base, v_server, v_base_keys) then
    return jsonb_build_object('status', 'conflict', 'row', v_server);
  end if;

  select coalesce(array_agg(k), '{}') into v_apply from unnest(v_sent) as k where (v_new -> k) is distinct from (v_server -> k);
  begin
    perform private.sync_update('appointments', p_id, p_new, v_apply, p_at);
    v_status := 'applied';
  exception when exclusion_violation then
    perform private.sync_update('appointments', p_id, v_as_conflict,
                                array(select distinct c from unnest(v_apply || 'status'::text) as c), p_at);
    v_status := 'conflict';
  end;
  v_server := private.sync_row('appointments', p_id);
  if v_status = 'applied' and v_server is not null and not private.sync_same(v_new, v_server, v_sent) then
    v_status := 'merged';
  end if;
  return jsonb_build_object('status', v_status, 'row', v_server);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- sync_push
-- ---------------------------------------------------------------------------------------------

-- p_changes: [{"id": uuid, "new": {row}, "base": {row as last pulled} | null, "changed_at": iso}]
-- Returns {"results": [{"id", "status", "row", "error"}]} in input order; status is one of
-- applied | merged | conflict | unchanged | rejected (see the two functions above).
-- One transaction, one subtransaction per change: a rejected change (check, not-null, foreign
-- key, row-level security, bad value) leaves no trace and the rest of the batch still applies.
-- The SET clause tells the stamping trigger that this function records field edit times itself
-- (the device's clamped edit time, not the server's).
create or replace function public.sync_push(p_collection text, p_changes jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
set cabinet.sync_push = 'on'
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

  for i in 0 .. jsonb_array_length(p_changes) - 1 loop
    v_change := p_changes -> i;
    v_id := null;
    begin
      v_id := (v_change ->> 'id')::uuid;
      v_new := v_change -> 'new';
      v_base := case when jsonb_typeof(v_change -> 'base') = 'object' then v_change -> 'base' end;
      if v_id is null or jsonb_typeof(v_new) is distinct from 'object' then
        raise exception 'A change needs an id and a new row' using errcode = '22023';
      end if;
      -- The device clock is trusted only up to the server's.
      v_at := least(coalesce((v_change ->> 'changed_at')::timestamptz, now()), now());
      if v_table = 'appointments' then
        v_result := private.sync_push_appointment(v_cols, v_id, v_new, v_base, v_at);
      else
        v_result := private.sync_push_lww(v_table, v_cols, v_id, v_new, v_base, v_at);
      end if;
      v_result := jsonb_build_object('id', v_change -> 'id', 'status', v_result -> 'status', 'row', v_result -> 'row',
                                     'error', null);
    exception when others then
      get stacked diagnostics v_state = returned_sqlstate, v_constraint = constraint_name, v_message = message_text,
                              v_column = column_name;
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

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------
revoke all on function
  private.sync_table(text), private.sync_writable_columns(text), private.sync_row(text, uuid, boolean),
  private.sync_normalize(text, jsonb), private.sync_same(jsonb, jsonb, text[]),
  private.sync_insert(text, uuid, jsonb, text[], timestamptz), private.sync_update(text, uuid, jsonb, text[], timestamptz),
  private.sync_push_lww(text, text[], uuid, jsonb, jsonb, timestamptz),
  private.sync_push_appointment(text[], uuid, jsonb, jsonb, timestamptz)
  from public;
grant execute on function
  private.sync_table(text), private.sync_writable_columns(text), private.sync_row(text, uuid, boolean),
  private.sync_normalize(text, jsonb), private.sync_same(jsonb, jsonb, text[]),
  private.sync_insert(text, uuid, jsonb, text[], timestamptz), private.sync_update(text, uuid, jsonb, text[], timestamptz),
  private.sync_push_lww(text, text[], uuid, jsonb, jsonb, timestamptz),
  private.sync_push_appointment(text[], uuid, jsonb, jsonb, timestamptz)
  to authenticated, service_role;

revoke all on function public.sync_pull(text, jsonb, integer), public.sync_push(text, jsonb) from public, anon;
grant execute on function public.sync_pull(text, jsonb, integer), public.sync_push(text, jsonb)
  to authenticated, service_role;
