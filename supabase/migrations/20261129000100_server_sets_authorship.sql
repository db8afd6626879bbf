-- Who wrote a row and when it was created are the server's to say (issue 17, findings 2 and 3):
-- a signed-in caller inserted appointments and medical records with created_by set to another
-- user (even another clinic's), and REST inserts kept a created_at the client chose (2000-01-01).
-- For the API's user roles, on every path (REST and sync_push, which runs as the caller):
--   insert  created_at is the server's clock, created_by the caller's own profile;
--   update  neither changes.
-- service_role (the server's own tools) and the table owner (migrations, seeds that load history)
-- keep what they write. A device that created a row offline learns the server's values with its
-- next pull, as for any column the server decides; a previous build sends these columns as before
-- and they are overwritten, so nothing it does is refused. (sync_push already left created_at to
-- the column's default on insert; REST did not.)

create or replace function private.stamp_sync_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_in_push boolean := coalesce(current_setting('cabinet.sync_push', true), '') = 'on';
  v_old jsonb;
  v_new jsonb;
begin
  new.updated_at := now();
  new.sync_txid := pg_current_xact_id();
  new.sync_seq := nextval('private.sync_seq');
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.created_at := now();
    end if;
    if not v_in_push then
      new.field_updated_at := '{}'::jsonb;
    end if;
  else
    new.created_at := old.created_at;
    if not v_in_push then
      v_old := to_jsonb(old);
      v_new := to_jsonb(new);
      new.field_updated_at := coalesce(old.field_updated_at, '{}'::jsonb) || coalesce((
        select jsonb_object_agg(n.key, to_jsonb(now()))
        from jsonb_each(v_new) as n
        where n.value is distinct from v_old -> n.key
          and n.key not in ('created_at', 'updated_at', 'field_updated_at', 'sync_txid', 'sync_seq')
          -- Generated columns are not computed yet in a BEFORE trigger.
          and n.key not in (
            select a.attname from pg_catalog.pg_attribute a
            where a.attrelid = tg_relid and a.attgenerated <> ''
          )
      ), '{}'::jsonb);
    end if;
  end if;
  return new;
end
$$;

-- The author: the caller's profile on insert, never changed afterwards. Named to run before
-- stamp_sync_columns (BEFORE triggers fire in name order), so its field times never see a
-- created_by change to record.
create or replace function private.stamp_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_by := private.my_profile_id();
  else
    new.created_by := old.created_by;
  end if;
  return new;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['appointments', 'medical_records', 'tasks']
  loop
    execute format(
      'create trigger stamp_author before insert or update on public.%I
         for each row execute function private.stamp_author()', t);
  end loop;
end
$$;

-- In sync_push the author is the server's bookkeeping too: a device's created_by is not written
-- (the trigger above fills it in) nor compared, so a push whose row says otherwise, or nothing
-- (a row made before the profile was known), is 'applied' rather than 'merged', or for a booking
-- a conflict the desk would have to look at. The device learns the author with its next pull.
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
    and a.attname not in ('id', 'created_at', 'created_by', 'updated_at', 'field_updated_at', 'sync_txid', 'sync_seq')
$$;
