-- sync_push under contention (found by the fault-injecting convergence test): a deadlock
-- caught change by change kept the transaction and its locks alive, so retried pushes piled up
-- behind each other. Now existing rows are locked in id order first, transient lock errors end the whole push
-- (the device retries it with back-off), and a lock wait is bounded.

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
        v_result := private.sync_push_lww(v_table, v_cols, v_id, v_new, v_base, v_at);
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
-- create or replace keeps the function's existing grants.
