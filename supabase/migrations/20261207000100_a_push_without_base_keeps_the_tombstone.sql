-- A push that knows no base never brings a removed row back (decision 0009's tombstone rule, found
-- broken by the convergence fuzz on 2026-11-29, seed 959906039). A device that edited a row the
-- moment it was pulled, before RxDB had stored its copy of the server's row, pushed with no base;
-- the server then judged every field by time, `deleted` too, and the device's later edit of its
-- live copy undid a removal made on another device meanwhile. The device now sends the state its
-- edit started from (sync/replication/pending-changes.ts); this rule also covers the previous
-- build, which still pushes such an edit without a base.
--
-- Only `deleted` can be kept so: a row's other fields have no removal to tell a stale copy from a
-- newer edit. A doctor-service pair created again is still revived (it is merged into the old
-- row, a different id: the device means a new pair, not an old copy).
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
  -- The row written: the device's, with merged lists in place of the device's lists.
  v_doc jsonb := p_new;
  v_kind text;
  v_merged jsonb;
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
    -- Removed on the server, and the device cannot have seen it: its live copy is older.
    continue when k = 'deleted' and p_base is null and v_target = p_id
      and (v_server ->> 'deleted')::boolean;
    -- This field's own edit time when the device sent one, else the change's (the previous build).
    v_at := private.sync_field_time(p_field_at, k, p_at);
    -- A column never edited since creation dates from the creating edit ("*"), or from
    -- created_at for a row not created by sync_push.
    v_since := coalesce((v_server -> 'field_updated_at' ->> k)::timestamptz,
                        (v_server -> 'field_updated_at' ->> '*')::timestamptz,
                        (v_server ->> 'created_at')::timestamptz);
    -- A list whose entries devices add, change and remove independently: merged entry by entry,
    -- so an allergy added on each of two devices keeps both.
    v_kind := private.sync_list_kind(p_table, k);
    if v_kind is not null then
      v_merged := private.sync_merge_list(
        v_kind, v_server -> k, case when k = any (v_base_keys) then v_base -> k end, v_new -> k, v_at > v_since);
      continue when v_merged is not distinct from (v_server -> k);
      v_doc := jsonb_set(v_doc, array[k], v_merged);
      v_apply := v_apply || k;
      v_times := v_times || jsonb_build_object(k, v_at);
      continue;
    end if;
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
    -- the server.
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

  perform private.sync_update_timed(p_table, v_target, v_doc, v_apply, v_times);
  v_server := private.sync_row(p_table, v_target);
  return jsonb_build_object(
    'status', case when v_target = p_id and private.sync_same(v_new, v_server, v_sent) then 'applied' else 'merged' end,
    'row', v_server);
end
$$;


