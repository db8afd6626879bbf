-- Two admins changing the clinic's week offline keep both changes where they touched different
-- days (issue 14: field-level last-write-wins, and to the admin each day card is its own field).
-- The week (clinics.schedule, an object keyed by weekday) was one field: the later save took the
-- whole week, so Saturday closed on one tablet undid Monday's new hours from the other. It now
-- merges day by day like the lists of 20261125000200: a day only the device changed is the
-- device's, a day only the server changed stays, a day both changed takes the later edit. A device
-- of the previous build sends the same whole week, so nothing it does changes meaning.

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
    when p_table = 'clinics' and p_column = 'schedule' then 'days'
  end
$$;

-- Three-way merge of an object by its keys (the week's days). p_base null: the device's base is
-- unknown, so every day the device sent that differs from the server's is an edit on both sides.
create or replace function private.sync_merge_days(
  p_server jsonb, p_base jsonb, p_new jsonb, p_device_later boolean
)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_server jsonb := case when jsonb_typeof(p_server) = 'object' then p_server else '{}'::jsonb end;
  v_base jsonb := case when jsonb_typeof(p_base) = 'object' then p_base end;
  v_new jsonb := case when jsonb_typeof(p_new) = 'object' then p_new else '{}'::jsonb end;
  v_result jsonb := v_server;
  k text;
begin
  for k in select key from jsonb_object_keys(v_new) as key loop
    continue when (v_new -> k) is not distinct from (v_server -> k);
    -- Not changed on the device: the server's day stays.
    continue when v_base is not null and (v_new -> k) is not distinct from (v_base -> k);
    -- Changed only on the device, or on both sides with the device's edit later.
    if (v_base is not null and (v_server -> k) is not distinct from (v_base -> k)) or p_device_later then
      v_result := jsonb_set(v_result, array[k], v_new -> k);
    end if;
  end loop;
  return v_result;
end
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
  if p_kind = 'days' then
    return private.sync_merge_days(p_server, p_base, p_new, p_device_later);
  end if;
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

revoke all on function private.sync_merge_days(jsonb, jsonb, jsonb, boolean) from public;
grant execute on function private.sync_merge_days(jsonb, jsonb, jsonb, boolean) to authenticated, service_role;
