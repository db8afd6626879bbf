-- Issue 37, point 12: appointment emails leave a hosted project with no step in its dashboard.
-- Before, an operator had to add a Database Webhook on the outbox and a pg_cron job by hand; one
-- missed, and no patient was ever mailed and nobody was told. Now the database asks for delivery
-- itself:
--   * when a transaction queues emails, one pg_net request calls send-appointment-email after it
--     commits (pg_net queues the request in the transaction and sends only what commits);
--   * every minute, a pg_cron job asks again while emails wait (retries, and a lost request);
--   * the function's address and the key it is called with come from Supabase Vault, under the
--     names the README gives: cabinet_project_url (https://<ref>.supabase.co) and cabinet_anon_key.
-- Where pg_net, pg_cron or Vault is missing (the local stack, Debian's PostgreSQL), nothing here
-- fails: the local stack keeps its LISTEN worker, and email_delivery_health tells a clinic's
-- administrator when emails wait.

-- The extensions, where the server offers them. Hosted Supabase does; a refusal (no preload, no
-- right) leaves delivery to the retry or the listener, never a failed migration.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net with schema extensions;
    exception when others then
      raise notice 'pg_net not enabled (%): appointment emails wait for another sender', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
    exception when others then
      raise notice 'pg_cron not enabled (%): no retry of appointment emails every minute', sqlerrm;
    end;
  end if;
end
$$;

-- How the database calls one of the project's edge functions (the emails here, removed files in
-- 20261204000300): the function's address and the key to call it with, from Vault; nulls where
-- either is unset.
create or replace function private.function_endpoint(p_name text, out url text, out api_key text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_project text;
begin
  if to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute $q$
    select max(decrypted_secret) filter (where name = 'cabinet_project_url'),
           max(decrypted_secret) filter (where name = 'cabinet_anon_key')
    from vault.decrypted_secrets
    where name in ('cabinet_project_url', 'cabinet_anon_key')
  $q$ into v_project, api_key;
  if nullif(btrim(v_project), '') is not null then
    url := rtrim(btrim(v_project), '/') || '/functions/v1/' || p_name;
  end if;
  api_key := nullif(btrim(api_key), '');
end
$$;

-- Whether this database can call its functions itself: pg_net and both settings are there.
create or replace function private.email_delivery_is_automatic()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_endpoint record;
begin
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return false;
  end if;
  select * into v_endpoint from private.function_endpoint('');
  return v_endpoint.url is not null and v_endpoint.api_key is not null;
end
$$;

-- Asks an edge function to drain its queue: the pg_net request's id, or null where the database
-- cannot ask (then the local listener or the minute's retry does). pg_net sends it only if the
-- transaction commits.
create or replace function private.request_function(p_name text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_endpoint record;
  v_request bigint;
begin
  if not private.email_delivery_is_automatic() then
    return null;
  end if;
  select * into v_endpoint from private.function_endpoint(p_name);
  execute 'select net.http_post(url := $1, body := $2, params := $3, headers := $4, timeout_milliseconds := $5)'
    into v_request
    using v_endpoint.url, '{}'::jsonb, '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json',
                             'Authorization', 'Bearer ' || v_endpoint.api_key,
                             'apikey', v_endpoint.api_key),
          30000;
  return v_request;
end
$$;

-- A statement trigger's body: one request to the function named in its argument per transaction
-- that queued rows, however many (a device's push of 1,000 bookings queues 1,000 rows, one
-- statement each).
create or replace function private.request_function_once()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_setting text := 'cabinet.requested_' || replace(tg_argv[0], '-', '_');
begin
  if coalesce(current_setting(v_setting, true), '') <> pg_current_xact_id()::text then
    perform set_config(v_setting, pg_current_xact_id()::text, true);
    perform private.request_function(tg_argv[0]);
  end if;
  return null;
end
$$;

-- The appointment emails' request (the tests and the minute's retry ask it by this name).
create or replace function private.request_email_delivery()
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select private.request_function('send-appointment-email')
$$;

drop trigger if exists deliver_queued_emails on public.email_outbox;
create trigger deliver_queued_emails after insert on public.email_outbox
  for each statement execute function private.request_function_once('send-appointment-email');

-- The minute's retry: asks only while an email waits (pending, or left sending by a lost call).
create or replace function private.retry_email_delivery()
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.email_outbox
    where status = 'pending' or (status = 'sending' and claimed_at < now() - interval '5 minutes')
  ) then
    return null;
  end if;
  return private.request_email_delivery();
end
$$;

-- The job, where pg_cron is there; cron.schedule with a name replaces a job of that name, so
-- running this again (or a later migration) never makes two.
create or replace function private.schedule_email_retry()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    return false;
  end if;
  execute $q$select cron.schedule('cabinet-appointment-emails', '* * * * *', 'select private.retry_email_delivery()')$q$;
  return true;
end
$$;

select private.schedule_email_retry();

-- What a clinic's administrator sees of its appointment emails (the clinic details page): how
-- many wait longer than the delivery takes, how many failed for good this week and the last
-- reason, and whether this database asks for delivery itself. Security definer: the outbox has no
-- policy for users; only counts of the caller's own clinic leave it.
create or replace function public.email_delivery_health()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_clinic uuid := private.my_clinic_id();
  v_result jsonb;
begin
  if v_clinic is null or private.my_role() not in ('admin', 'super_admin') then
    raise exception 'Only a clinic''s administrator sees its email delivery' using errcode = '42501';
  end if;
  select jsonb_build_object(
           'waiting', count(*) filter (where o.status in ('pending', 'sending')
                                         and o.created_at < now() - interval '15 minutes'),
           'oldest_waiting_since', min(o.created_at) filter (where o.status in ('pending', 'sending')
                                                               and o.created_at < now() - interval '15 minutes'),
           'failed', count(*) filter (where o.status = 'failed' and o.created_at > now() - interval '7 days'),
           'last_error', (array_agg(o.last_error order by o.id desc)
                            filter (where o.status = 'failed' and o.created_at > now() - interval '7 days'))[1],
           'automatic', private.email_delivery_is_automatic())
    into v_result
  from public.email_outbox o
  join public.appointments a on a.id = o.appointment_id
  where a.clinic_id = v_clinic;
  return v_result;
end
$$;

revoke all on function
  private.function_endpoint(text),
  private.email_delivery_is_automatic(),
  private.request_function(text),
  private.request_function_once(),
  private.request_email_delivery(),
  private.retry_email_delivery(),
  private.schedule_email_retry()
  from public;
revoke all on function public.email_delivery_health() from public, anon;
grant execute on function public.email_delivery_health() to authenticated;
