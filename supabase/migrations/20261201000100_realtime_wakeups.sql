-- Issue 19: a device learns of a change made elsewhere within milliseconds, not at its next poll.
--
-- Every write to a synced table broadcasts one small message per statement and clinic on the
-- private Realtime channel `clinic:<clinic id>` (`cabinet:all` for rows of no clinic: the shared
-- specializations, a super_admin's profile): the table and the writing transaction, never a row.
-- The device then pulls that collection; if the pull's horizon has not passed the transaction yet
-- (an older one was still running), it pulls again shortly.
--
-- Who may listen is row-level security on realtime.messages, as hosted Realtime checks it when a
-- private channel is joined: a member of the clinic (a super_admin: the clinic they chose), and
-- everyone signed in for `cabinet:all`. Nobody learns anything of another clinic.
--
-- sync_pull also answers with its horizon (the oldest transaction still running when it read),
-- a new key older builds ignore.

-- One message per clinic named in p_clinics (a null clinic: the shared channel).
create or replace function private.announce(p_table text, p_clinics uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_clinic uuid;
  v_payload jsonb := pg_catalog.jsonb_build_object('table', p_table, 'txid', pg_catalog.pg_current_xact_id()::text);
begin
  foreach v_clinic in array p_clinics loop
    perform realtime.send(
      v_payload,
      'changed',
      case when v_clinic is null then 'cabinet:all' else 'clinic:' || v_clinic::text end,
      true
    );
  end loop;
end
$$;

create or replace function private.announce_inserts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.announce(tg_table_name, array(select distinct c.clinic_id from changed_rows c));
  return null;
end
$$;

-- An update also tells the clinic a row left (a doctor moved to another clinic); previous_rows
-- exists only for the update triggers.
create or replace function private.announce_updates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.announce(
    tg_table_name,
    array(select c.clinic_id from changed_rows c union select p.clinic_id from previous_rows p)
  );
  return null;
end
$$;

-- specializations has no clinic: its rows go to everyone.
create or replace function private.announce_shared_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.announce(tg_table_name, array[null::uuid]);
  return null;
end
$$;

revoke all on function private.announce(text, uuid[]), private.announce_updates(), private.announce_inserts(),
  private.announce_shared_changes() from public;

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'clinics', 'users', 'patients', 'services', 'doctor_services', 'appointments',
    'medical_records', 'medical_documents', 'tasks', 'partners'
  ] loop
    execute format(
      'create trigger announce_inserts after insert on public.%I '
      'referencing new table as changed_rows '
      'for each statement execute function private.announce_inserts()', v_table);
    execute format(
      'create trigger announce_updates after update on public.%I '
      'referencing old table as previous_rows new table as changed_rows '
      'for each statement execute function private.announce_updates()', v_table);
  end loop;
end
$$;

create trigger announce_changes after insert or update on public.specializations
  for each statement execute function private.announce_shared_changes();

create policy "clinic members hear their clinic's changes" on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (
      (select realtime.topic()) = 'cabinet:all'
      or (select realtime.topic()) = 'clinic:' || (select private.my_clinic_id())::text
    )
  );

-- sync_pull as before, with the horizon in its answer.
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
    'has_more', v_has_more,
    'horizon', v_horizon::text
  );
end
$$;
