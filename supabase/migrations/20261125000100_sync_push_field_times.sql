-- Per-field edit times in sync_push (issue 12): a device may send, beside changed_at, the time each
-- field was edited ({"field_changed_at": {"address": t1, "phone": t3}}). Last-write-wins then compares
-- each field's own time with the server's field_updated_at for it, and records that time. Without
-- it (the previous build, still installed on tablets for a while) a field takes changed_at as
-- before: one edit time for every changed column, which let an older edit of one field win when
-- the same device changed another field later.

-- A field's edit time: its own when given and readable, else the change's; never later than now.
create or replace function private.sync_field_time(p_field_at jsonb, p_field text, p_at timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  v_at timestamptz;
begin
  begin
    v_at := (p_field_at ->> p_field)::timestamptz;
  exception when others then
    -- An unreadable time is no reason to refuse the change: the change's own time stands in.
    v_at := null;
  end;
  return least(coalesce(v_at, p_at), now());
end
$$;

-- Writes p_cols of p_doc into the row and records each column's edit time from p_times.
create or replace function private.sync_update_timed(p_table text, p_id uuid, p_doc jsonb, p_cols text[], p_times jsonb)
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
  using p_id, p_doc, p_times;
  get diagnostics v_count = row_count;
  if v_count = 0 then
    raise exception 'Not permitted to change this % row', p_table using errcode = '42501';
  end if;
end
$$;


create or replace function private.sync_push_lww(
  p_table text, p_cols text[], p_id uuid, p_new jsonb, p_base jsonb, p_at timestamptz, p_field_at jsonb
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
  v_at timestamptz;
  v_times jsonb := '{}';
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
    -- This field's own edit time when the device sent one, else the change's (the previous build).
    v_at := private.sync_field_time(p_field_at, k, p_at);
    if v_base is not null and k = any (v_base_keys) then
      -- Not edited on the device: the server's newer value stays.
      continue when (v_new -> k) is not distinct from (v_base -> k);
      -- Edited only on the device: apply.
      if (v_server -> k) is not distinct from (v_base -> k) then
        v_apply := v_apply || k;
        v_times := v_times || jsonb_build_object(k, v_at);
        continue;
      end if;
    end if;
    -- Edited on both sides (or the device's base is unknown): the later edit wins, a tie keeps
    -- the server. A column never edited since creation dates from the creating edit ("*"), or
    -- from created_at for a row not created by sync_push.
    v_since := coalesce((v_server -> 'field_updated_at' ->> k)::timestamptz,
                        (v_server -> 'field_updated_at' ->> '*')::timestamptz,
                        (v_server ->> 'created_at')::timestamptz);
    if v_at > v_since then
      v_apply := v_apply || k;
      v_times := v_times || jsonb_build_object(k, v_at);
    end if;
  end loop;

  if cardinality(v_apply) = 0 then
    -- Nothing to write: no updated_at or cursor bump, so a retried push is idempotent.
    return jsonb_build_object(
      'status', case when v_target = p_id and private.sync_same(v_new, v_server, v_sent) then 'unchanged' else 'merged' end,
      'row', v_server);
  end if;

  perform private.sync_update_timed(p_table, v_target, p_new, v_apply, v_times);
  v_server := private.sync_row(p_table, v_target);
  return jsonb_build_object(
    'status', case when v_target = p_id and private.sync_same(v_new, v_server, v_sent) then 'applied' else 'merged' end,
    'row', v_server);
end
$$;


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

revoke all on function
  private.sync_field_time(jsonb, text, timestamptz),
  private.sync_update_timed(text, uuid, jsonb, text[], jsonb),
  private.sync_push_lww(text, text[], uuid, jsonb, jsonb, timestamptz, jsonb)
  from public;
grant execute on function
  private.sync_field_time(jsonb, text, timestamptz),
  private.sync_update_timed(text, uuid, jsonb, text[], jsonb),
  private.sync_push_lww(text, text[], uuid, jsonb, jsonb, timestamptz, jsonb)
  to authenticated, service_role;

-- sync_push now calls the version above with the field times; the one without them has no caller.
drop function private.sync_push_lww(text, text[], uuid, jsonb, jsonb, timestamptz);
