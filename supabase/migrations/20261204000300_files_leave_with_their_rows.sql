-- Issue 37, point 2: a removed document, record item or patient takes its stored files with it.
-- Before, no stored file was ever removed: a document put on the wrong patient stayed in storage
-- after its row went, and so did every file of a deleted record item or patient.
--
-- Rows are tombstones (deleted = true, kept for the devices' pulls), so the trigger is on that
-- change, whichever path made it (a device's push, the REST API, the cascade below):
--   * a medical document's tombstone queues its file for removal;
--   * a record item's tombstone tombstones its documents (the devices pull them as deleted);
--   * a patient's tombstone tombstones their record items, and queues their picture;
--   * a record item or document written under a removed parent stays removed.
-- Storage objects are removed through the Storage API, never by SQL on storage.objects (hosted
-- Supabase refuses that, and the object itself would stay): the remove-stored-files function
-- drains the queue, asked by the database as the appointment emails are (20261204000200: pg_net
-- after commit, pg_cron every minute, the same Vault settings), and locally by the stack's worker,
-- which LISTENs on 'file_removal'.

create table public.file_removals (
  id bigserial primary key,
  bucket text not null
    constraint file_removals_bucket_valid check (bucket in ('avatars', 'partner-avatars', 'medical-documents')),
  path text not null,
  status text not null default 'pending'
    constraint file_removals_status_valid check (status in ('pending', 'removing', 'done', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  done_at timestamptz
);
comment on table public.file_removals is 'Stored files whose rows are gone, to remove through the Storage API. Not synced; service_role only.';

create index file_removals_waiting_idx on public.file_removals (id) where status in ('pending', 'removing');

alter table public.file_removals enable row level security;
revoke all on public.file_removals from anon, authenticated;
revoke all on sequence public.file_removals_id_seq from anon, authenticated;
grant all on public.file_removals to service_role;
grant usage, select on sequence public.file_removals_id_seq to service_role;

-- Queues one file; a path outside a clinic's folder (a picture given as a web address) is not ours.
create or replace function private.remove_file_later(p_bucket text, p_path text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  if p_path is null or p_path !~ '^[0-9a-fA-F-]{36}/' then
    return;
  end if;
  insert into public.file_removals (bucket, path) values (p_bucket, p_path) returning id into v_id;
  -- Delivered at commit: the local stack's worker wakes up without polling.
  perform pg_notify('file_removal', v_id::text);
end
$$;

create or replace function private.document_file_follows_its_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Removed now, or arriving removed (under a removed parent, below).
  if new.deleted and (tg_op = 'INSERT' or not old.deleted) then
    perform private.remove_file_later('medical-documents', new.storage_path);
  end if;
  return null;
end
$$;

create trigger document_file_follows_its_row after insert or update of deleted on public.medical_documents
  for each row execute function private.document_file_follows_its_row();

-- Security definer: the cascade is the server's, whoever removed the item (a doctor may remove an
-- item whose documents the same rule lets them write; the desk removes a patient whose clinical
-- items it may not write one by one).
create or replace function private.record_documents_follow_their_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.deleted and not old.deleted then
    update public.medical_documents set deleted = true where medical_record_id = new.id and not deleted;
  end if;
  return null;
end
$$;

create trigger record_documents_follow_their_item after update of deleted on public.medical_records
  for each row execute function private.record_documents_follow_their_item();

create or replace function private.patient_files_follow_the_patient()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.deleted and not old.deleted then
    update public.medical_records set deleted = true where patient_id = new.id and not deleted;
    -- Documents whose item is another patient's cannot name this one; those named directly go too.
    update public.medical_documents set deleted = true where patient_id = new.id and not deleted;
    perform private.remove_file_later('avatars', old.avatar);
  end if;
  return null;
end
$$;

create trigger patient_files_follow_the_patient after update of deleted on public.patients
  for each row execute function private.patient_files_follow_the_patient();

-- A child written after its parent was removed stays removed, so the cascade above holds whatever
-- the order of arrival: a document made offline for an item another device deleted meanwhile is
-- removed on arrival, and a device's late push of a child it had before the removal (its whole row,
-- `deleted: false` included, dated after the server's cascade) cannot bring it back. A live row
-- never hangs under a removed one (the convergence fuzz checks it). Its file is queued like any
-- removed document's.
create or replace function private.removed_parent_removes_the_child()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.deleted then
    return new;
  end if;
  if tg_table_name = 'medical_records' then
    new.deleted := exists (select 1 from public.patients p where p.id = new.patient_id and p.deleted);
  elsif tg_table_name = 'medical_documents' then
    new.deleted := exists (select 1 from public.medical_records r where r.id = new.medical_record_id and r.deleted)
                or exists (select 1 from public.patients p where p.id = new.patient_id and p.deleted);
  end if;
  return new;
end
$$;

-- "a_" sorts before the stamping trigger, which then stamps the tombstone like any other change.
create trigger a_removed_parent_removes_the_child before insert or update on public.medical_records
  for each row execute function private.removed_parent_removes_the_child();
create trigger a_removed_parent_removes_the_child before insert or update on public.medical_documents
  for each row execute function private.removed_parent_removes_the_child();


-- The worker's side (service_role): claim a batch, then say how each went. A claim abandoned for
-- five minutes is taken again; a removal failed five times is given up (and shows as failed).
create or replace function public.claim_file_removals(p_limit integer default 100)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_claimed jsonb;
begin
  update public.file_removals
     set status = 'failed', last_error = coalesce(last_error, 'abandoned while removing')
   where status = 'removing' and claimed_at < now() - interval '5 minutes' and attempts >= 5;
  with picked as (
    select f.id
    from public.file_removals f
    where f.status = 'pending' or (f.status = 'removing' and f.claimed_at < now() - interval '5 minutes')
    order by f.id
    limit least(greatest(coalesce(p_limit, 100), 1), 1000)
    for update skip locked
  ), claimed as (
    update public.file_removals f
       set status = 'removing', attempts = f.attempts + 1, claimed_at = now()
      from picked
     where f.id = picked.id
    returning f.id, f.bucket, f.path
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'bucket', c.bucket, 'path', c.path) order by c.id), '[]'::jsonb)
    into v_claimed
    from claimed c;
  return v_claimed;
end
$$;

create or replace function public.complete_file_removal(p_id bigint, p_removed boolean, p_error text default null)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if p_id is null or p_removed is null then
    raise exception 'p_id and p_removed are required' using errcode = '22023';
  end if;
  update public.file_removals f
     set status = case when p_removed then 'done' when f.attempts < 5 then 'pending' else 'failed' end,
         done_at = case when p_removed then now() else f.done_at end,
         last_error = case when p_removed then null else p_error end
   where f.id = p_id and f.status = 'removing';
end
$$;

-- Asking the function, as the email delivery does (20261204000200): pg_net once per transaction
-- that queued removals, pg_cron every minute while one waits; nothing where they are missing.
create or replace function private.request_file_removal()
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select private.request_function('remove-stored-files')
$$;

create trigger remove_queued_files after insert on public.file_removals
  for each statement execute function private.request_function_once('remove-stored-files');

create or replace function private.retry_file_removal()
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.file_removals
    where status = 'pending' or (status = 'removing' and claimed_at < now() - interval '5 minutes')
  ) then
    return null;
  end if;
  return private.request_file_removal();
end
$$;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    execute $q$select cron.schedule('cabinet-file-removals', '* * * * *', 'select private.retry_file_removal()')$q$;
  end if;
end
$$;

revoke all on function
  private.remove_file_later(text, text),
  private.document_file_follows_its_row(),
  private.record_documents_follow_their_item(),
  private.patient_files_follow_the_patient(),
  private.request_file_removal(),
  private.retry_file_removal(),
  private.removed_parent_removes_the_child()
  from public;
revoke all on function public.claim_file_removals(integer), public.complete_file_removal(bigint, boolean, text)
  from public, anon, authenticated;
grant execute on function public.claim_file_removals(integer), public.complete_file_removal(bigint, boolean, text)
  to service_role;
