-- Nothing concurrent is lost (issue 13): two devices working offline on one patient or one visit
-- both keep their work.
--
-- * Lists kept inside a row (a patient's six medical-history lists, an appointment's extra
--   services) merge entry by entry instead of taking one side's whole list: entries added on
--   either side are kept, an entry removed on the device goes (unless changed meanwhile on the
--   server: an edit outlives a removal), an entry changed on both sides takes the later edit.
--   History entries are matched by their own id, extra services by value.
-- * Appointments: the server still wins over the booking (time, doctor, patient, service,
--   status, notes), but the visit's own marks, presence and extra services, are not booking: a
--   presence mark on one device and an extra service on another both stay, and a device whose
--   booking fields are as the server has them no longer loses its visit marks to a booking
--   change made elsewhere. Presence takes the later edit; extra services merge as above.

-- Which list a column is, if any: 'entries' (objects with their own id) or 'set' (plain values).
create or replace function private.sync_list_kind(p_table text, p_column text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_table = 'patients' and p_column in ('chronic_conditions', 'allergies', 'infectious_diseases',
                                               'major_traumas', 'surgical_interventions', 'important_vaccinations')
      then 'entries'
    when p_table = 'appointments' and p_column = 'additional_services' then 'set'
  end
$$;

-- The entry of a list with this id (an entry without one is matched by its whole value).
create or replace function private.sync_list_entry(p_list jsonb, p_entry jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select e
  from jsonb_array_elements(case when jsonb_typeof(p_list) = 'array' then p_list else '[]'::jsonb end) as e
  where case when jsonb_typeof(p_entry) = 'object' and p_entry ? 'id'
             then jsonb_typeof(e) = 'object' and e -> 'id' = p_entry -> 'id'
             else e = p_entry end
  limit 1
$$;

-- Three-way merge of a list: the server's entries in their order, each as the device left it
-- where only the device changed it (or where both did and the device's edit is later), less those
-- the device removed; then the entries the device added. p_base null: the device's base is unknown,
-- so nothing counts as removed there.
create or replace function private.sync_merge_list(
  p_kind text, p_server jsonb, p_base jsonb, p_new jsonb, p_device_later boolean
)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_server jsonb := case when jsonb_typeof(p_server) = 'array' then p_server else '[]'::jsonb end;
  v_base jsonb := case when jsonb_typeof(p_base) = 'array' then p_base end;
  v_new jsonb := case when jsonb_typeof(p_new) = 'array' then p_new else '[]'::jsonb end;
  v_result jsonb := '[]'::jsonb;
  v_entry jsonb;
  v_base_entry jsonb;
  v_new_entry jsonb;
begin
  for v_entry in select e from jsonb_array_elements(v_server) as e loop
    v_base_entry := private.sync_list_entry(v_base, v_entry);
    v_new_entry := private.sync_list_entry(v_new, v_entry);
    if v_new_entry is null then
      -- Removed on the device: gone, unless the server's copy changed since the device saw it.
      continue when v_base_entry is not null and v_entry = v_base_entry;
    elsif p_kind = 'entries' and v_new_entry <> v_entry
          and (v_base_entry is null or v_new_entry <> v_base_entry)
          and ((v_base_entry is not null and v_entry = v_base_entry) or p_device_later) then
      v_entry := v_new_entry;
    end if;
    -- One copy of each entry, whatever the server held.
    continue when private.sync_list_entry(v_result, v_entry) is not null;
    v_result := v_result || jsonb_build_array(v_entry);
  end loop;
  for v_entry in select e from jsonb_array_elements(v_new) as e loop
    continue when private.sync_list_entry(v_result, v_entry) is not null;
    v_base_entry := private.sync_list_entry(v_base, v_entry);
    -- Known to the device and gone from the server: removed elsewhere, unless the device changed it.
    continue when v_base_entry is not null and v_base_entry = v_entry;
    v_result := v_result || jsonb_build_array(v_entry);
  end loop;
  return v_result;
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


-- Appointments: the server wins over the booking; the visit's presence and extra services merge.
-- Returns {status, row}: applied, merged, unchanged, or conflict (the server's row, the device's
-- version kept for the user).
create or replace function private.sync_push_appointment(
  p_cols text[], p_id uuid, p_new jsonb, p_base jsonb, p_at timestamptz, p_field_at jsonb
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  -- The visit's own marks; every other column is the booking.
  c_visit constant text[] := array['patient_present', 'additional_services'];
  v_sent text[];
  v_new jsonb := private.sync_normalize('appointments', p_new);
  v_base jsonb;
  v_base_keys text[];
  v_server jsonb;
  v_apply text[] := '{}';
  v_times jsonb := '{}';
  v_doc jsonb := p_new;
  v_booking_here boolean;
  v_booking_there boolean;
  v_at timestamptz;
  v_since timestamptz;
  v_merged jsonb;
  v_status text;
  k text;
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

  -- The device thought the row new: the server's row wins.
  if p_base is null then
    return jsonb_build_object('status', 'conflict', 'row', v_server);
  end if;
  v_base := private.sync_normalize('appointments', p_base);
  select coalesce(array_agg(key), '{}') into v_base_keys from jsonb_object_keys(p_base) as key where key = any (p_cols);

  -- The booking changed on both sides: the server wins.
  select coalesce(bool_or((v_new -> c) is distinct from (v_base -> c)), false) into v_booking_here
  from unnest(v_sent) as c where not c = any (c_visit) and c = any (v_base_keys);
  select coalesce(bool_or((v_server -> c) is distinct from (v_base -> c)), false) into v_booking_there
  from unnest(v_base_keys) as c where not c = any (c_visit);
  if v_booking_here and v_booking_there then
    return jsonb_build_object('status', 'conflict', 'row', v_server);
  end if;

  foreach k in array v_sent loop
    continue when (v_new -> k) is not distinct from (v_server -> k);
    -- Not edited on the device: the server's value stays (a column the base lacks counts as edited).
    continue when k = any (v_base_keys) and (v_new -> k) is not distinct from (v_base -> k);
    v_at := private.sync_field_time(p_field_at, k, p_at);
    if k = 'additional_services' then
      v_merged := private.sync_merge_list('set', v_server -> k, v_base -> k, v_new -> k, false);
      continue when v_merged is not distinct from (v_server -> k);
      v_doc := jsonb_set(v_doc, array[k], v_merged);
    elsif k = any (c_visit) and (v_server -> k) is distinct from (v_base -> k) then
      -- Presence marked on both sides: the later mark.
      v_since := coalesce((v_server -> 'field_updated_at' ->> k)::timestamptz,
                          (v_server -> 'field_updated_at' ->> '*')::timestamptz,
                          (v_server ->> 'created_at')::timestamptz);
      continue when v_at <= v_since;
    end if;
    v_apply := v_apply || k;
    v_times := v_times || jsonb_build_object(k, v_at);
  end loop;

  if cardinality(v_apply) = 0 then
    return jsonb_build_object('status', 'merged', 'row', v_server);
  end if;
  begin
    perform private.sync_update_timed('appointments', p_id, v_doc, v_apply, v_times);
    v_status := 'applied';
  exception when exclusion_violation then
    perform private.sync_update_timed('appointments', p_id, v_doc || '{"status": "conflict"}'::jsonb,
                                      array(select distinct c from unnest(v_apply || 'status'::text) as c),
                                      v_times || jsonb_build_object('status', p_at));
    v_status := 'conflict';
  end;
  v_server := private.sync_row('appointments', p_id);
  if v_status = 'applied' and v_server is not null and not private.sync_same(v_new, v_server, v_sent) then
    v_status := 'merged';
  end if;
  return jsonb_build_object('status', v_status, 'row', v_server);
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

revoke all on function
  private.sync_list_kind(text, text),
  private.sync_list_entry(jsonb, jsonb),
  private.sync_merge_list(text, jsonb, jsonb, jsonb, boolean),
  private.sync_push_appointment(text[], uuid, jsonb, jsonb, timestamptz, jsonb)
  from public;
grant execute on function
  private.sync_list_kind(text, text),
  private.sync_list_entry(jsonb, jsonb),
  private.sync_merge_list(text, jsonb, jsonb, jsonb, boolean),
  private.sync_push_appointment(text[], uuid, jsonb, jsonb, timestamptz, jsonb)
  to authenticated, service_role;

-- The five-argument form is no longer called (sync_push passes the field times).
drop function private.sync_push_appointment(text[], uuid, jsonb, jsonb, timestamptz);
