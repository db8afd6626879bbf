-- Who opened or changed a patient's record, kept where nobody can rewrite it (issue 39).
--
-- public.access_events is append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE from
-- every role (anon, authenticated, service_role, sync_push, rpc), except the retention job below,
-- which removes what is past the clinic's period. Two sources write it:
--   device  what a user opened (a medical record, a visit, the medical history, a document, the
--           patient's form), recorded on the device at once, offline too, and sent by its sync
--           through record_access_events (idempotent by the event's id);
--   server  every create, update and delete of patients, appointments, record items, documents
--           and the medical history, by triggers, so every path (REST, sync, functions, SQL) is
--           covered. The author is the signed-in caller (auth.uid()), 'service' for the service
--           key, 'database' for SQL outside the API.
-- Row-level security: a user inserts only events naming themselves and their clinic; admins, and
-- the super administrator in a clinic's context, read their clinic's; nobody else reads any.

create table public.access_events (
  id uuid primary key default gen_random_uuid(),
  -- No foreign keys: the history outlives the rows it names (tombstones, a removed clinic).
  clinic_id uuid not null,
  user_id uuid,
  user_name text,
  user_role text not null,
  patient_id uuid,
  action text not null constraint access_events_action_valid
    check (action in ('open', 'download', 'create', 'update', 'delete')),
  subject text not null constraint access_events_subject_valid
    check (subject in (
      'medical_record', 'visit', 'medical_history', 'document', 'patient_form',
      'patient', 'appointment', 'record_item'
    )),
  record_id uuid not null,
  -- When it happened on the device (its clock), and when the server recorded it.
  device_at timestamptz not null,
  server_at timestamptz not null default now(),
  device_id text constraint access_events_device_id_length check (length(device_id) <= 100),
  offline boolean not null default false,
  source text not null constraint access_events_source_valid check (source in ('device', 'server'))
);

create index access_events_patient on public.access_events (clinic_id, patient_id, server_at desc);
create index access_events_user on public.access_events (clinic_id, user_id, server_at desc);
create index access_events_age on public.access_events (server_at);

-- How long a clinic keeps its access history; no row means the default, 5 years.
create table public.access_history_settings (
  clinic_id uuid primary key references public.clinics (id),
  keep_years integer not null default 5
    constraint access_history_settings_keep_years_range check (keep_years between 1 and 30),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Append-only
-- ---------------------------------------------------------------------------------------------

create or replace function private.refuse_access_event_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Only the retention job, running as the owner, removes events past their clinic's period.
  if tg_op = 'DELETE'
    and current_setting('cabinet.access_retention', true) = 'on'
    and current_user not in ('anon', 'authenticated', 'service_role') then
    return old;
  end if;
  raise exception 'access_events is append-only: % is refused', lower(tg_op)
    using errcode = '42501';
end
$$;

create trigger access_events_append_only
  before update or delete on public.access_events
  for each row execute function private.refuse_access_event_change();

create trigger access_events_no_truncate
  before truncate on public.access_events
  for each statement execute function private.refuse_access_event_change();

-- Who the server names as the author of what it records now.
create or replace function private.access_author()
returns table (user_id uuid, user_name text, user_role text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    u.id,
    u.name,
    case
      when auth.uid() is not null then coalesce(u.role, 'doctor')
      when auth.role() = 'service_role' then 'service'
      else 'database'
    end
  from (select 1) as one
  left join public.users u on auth.uid() is not null and u.auth_user_id = auth.uid()
$$;

-- A device's event: who and when are the server's to say (the role and name at this moment, the
-- server's clock); the rest is checked by the columns' constraints and the policies.
create or replace function private.stamp_device_access_event()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_author record;
begin
  if current_user not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  select * into v_author from private.access_author();
  new.server_at := now();
  new.source := 'device';
  new.user_role := v_author.user_role;
  if current_user = 'authenticated' then
    new.user_name := v_author.user_name;
  end if;
  -- A device's clock may run ahead: an event is never dated after the server received it.
  new.device_at := least(new.device_at, now());
  return new;
end
$$;

create trigger access_events_stamp
  before insert on public.access_events
  for each row execute function private.stamp_device_access_event();

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.access_events enable row level security;
alter table public.access_history_settings enable row level security;

grant select, insert on public.access_events to authenticated;
grant all on public.access_events to service_role;
grant select, insert, update on public.access_history_settings to authenticated;
grant all on public.access_history_settings to service_role;

create policy access_events_insert on public.access_events for insert to authenticated
  with check (
    user_id = (select private.my_profile_id())
    and clinic_id = (select private.my_clinic_id())
    and source = 'device'
    and action in ('open', 'download')
  );
create policy access_events_select on public.access_events for select to authenticated
  using (
    clinic_id = (select private.my_clinic_id())
    and (select private.my_role()) in ('admin', 'super_admin')
  );

create policy access_history_settings_select on public.access_history_settings for select to authenticated
  using (clinic_id = (select private.my_clinic_id()));
create policy access_history_settings_insert on public.access_history_settings for insert to authenticated
  with check (
    clinic_id = (select private.my_clinic_id())
    and (select private.my_role()) in ('admin', 'super_admin')
  );
create policy access_history_settings_update on public.access_history_settings for update to authenticated
  using (
    clinic_id = (select private.my_clinic_id())
    and (select private.my_role()) in ('admin', 'super_admin')
  )
  with check (clinic_id = (select private.my_clinic_id()));

-- ---------------------------------------------------------------------------------------------
-- What devices send: many events in one call, each once (a retried call adds nothing).
-- ---------------------------------------------------------------------------------------------
-- SECURITY DEFINER so a retried event is skipped (ON CONFLICT needs to see the row, which the
-- sender may not read); it checks what the insert policy would, and says who and when itself.
create or replace function public.record_access_events(p_events jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := private.my_profile_id();
  v_clinic uuid := private.my_clinic_id();
  v_author record;
  v_count integer;
begin
  if p_events is null or jsonb_typeof(p_events) <> 'array' or jsonb_array_length(p_events) > 500 then
    raise exception 'p_events must be an array of at most 500 events' using errcode = '22023';
  end if;
  if v_me is null or v_clinic is null then
    raise exception 'only a signed-in user of a clinic records access events' using errcode = '42501';
  end if;
  if exists (
    select 1 from jsonb_to_recordset(p_events) as e(user_id uuid, clinic_id uuid, action text)
    where e.user_id is distinct from v_me
      or e.clinic_id is distinct from v_clinic
      or e.action is distinct from 'open' and e.action is distinct from 'download'
  ) then
    raise exception 'an access event names its sender, their clinic and what they opened or downloaded'
      using errcode = '42501';
  end if;
  select * into v_author from private.access_author();
  insert into public.access_events (
    id, clinic_id, user_id, user_name, user_role, patient_id, action, subject, record_id,
    device_at, device_id, offline, source
  )
  select e.id, v_clinic, v_me, v_author.user_name, v_author.user_role, e.patient_id, e.action,
    e.subject, e.record_id, least(e.device_at, now()), e.device_id, coalesce(e.offline, false), 'device'
  from jsonb_to_recordset(p_events) as e(
    id uuid, patient_id uuid, action text, subject text, record_id uuid, device_at timestamptz,
    device_id text, offline boolean
  )
  on conflict (id) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke all on function public.record_access_events(jsonb) from public, anon;
grant execute on function public.record_access_events(jsonb) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- What the server records: every change of a patient, an appointment, a record item, a document
-- and the medical history, on every path.
-- ---------------------------------------------------------------------------------------------

-- The patient's columns that are the medical history (spec part 2, sections 3 and 9).
create or replace function private.medical_history_columns()
returns text[]
language sql
immutable
as $$
  select array[
    'height', 'weight', 'imc', 'sleep_quality', 'physical_activity', 'diet', 'stress_level',
    'alcohol_consumption', 'smoker_status', 'smoker_since', 'chronic_conditions', 'allergies',
    'infectious_diseases', 'major_traumas', 'surgical_interventions', 'important_vaccinations'
  ]
$$;

create or replace function private.log_record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row jsonb := to_jsonb(coalesce(new, old));
  v_old jsonb := case when tg_op = 'INSERT' then '{}'::jsonb else to_jsonb(old) end;
  v_author record;
  v_action text;
  v_changed text[];
  v_device_at timestamptz;
  v_patient uuid;
  v_subjects text[];
  v_subject text;
begin
  -- Seeds loading demo history switch the log off; an API role cannot.
  if current_setting('cabinet.access_log', true) = 'off'
    and current_user not in ('anon', 'authenticated', 'service_role') then
    return null;
  end if;

  if tg_op = 'INSERT' then
    v_action := 'create';
  elsif tg_op = 'DELETE' or ((v_row ->> 'deleted')::boolean and not (v_old ->> 'deleted')::boolean) then
    v_action := 'delete';
  else
    v_action := 'update';
  end if;

  select coalesce(array_agg(n.key), '{}') into v_changed
  from jsonb_each(v_row) as n
  where n.value is distinct from v_old -> n.key
    and n.key not in ('updated_at', 'field_updated_at', 'sync_txid', 'sync_seq', 'name', 'created_at');
  if tg_op = 'UPDATE' and cardinality(v_changed) = 0 then
    return null;
  end if;

  -- When the change was made on its device: the newest edit time it brought (sync_push dates each
  -- field by the device's clock), else now; never later than now.
  select max(f.value::timestamptz) into v_device_at
  from jsonb_each_text(coalesce(v_row -> 'field_updated_at', '{}'::jsonb)) as f
  where tg_op = 'INSERT'
    or f.value is distinct from (v_old -> 'field_updated_at' ->> f.key);
  v_device_at := least(coalesce(v_device_at, now()), now());

  if tg_table_name = 'patients' then
    v_patient := (v_row ->> 'id')::uuid;
    if v_action = 'update' then
      v_subjects := array[]::text[];
      if v_changed && private.medical_history_columns() then
        v_subjects := array_append(v_subjects, 'medical_history');
      end if;
      if not (v_changed <@ private.medical_history_columns()) then
        v_subjects := array_append(v_subjects, 'patient');
      end if;
    else
      v_subjects := array['patient'];
    end if;
  else
    v_patient := (v_row ->> 'patient_id')::uuid;
    v_subjects := array[case tg_table_name
      when 'appointments' then 'appointment'
      when 'medical_records' then 'record_item'
      else 'document'
    end];
  end if;

  select * into v_author from private.access_author();
  foreach v_subject in array v_subjects loop
    insert into public.access_events (
      clinic_id, user_id, user_name, user_role, patient_id, action, subject, record_id,
      device_at, offline, source
    ) values (
      (v_row ->> 'clinic_id')::uuid, v_author.user_id, v_author.user_name, v_author.user_role,
      v_patient, v_action, v_subject, (v_row ->> 'id')::uuid,
      -- A change that reached the server over a minute after it was made was made offline.
      v_device_at, v_device_at < now() - interval '1 minute', 'server'
    );
  end loop;
  return null;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['patients', 'appointments', 'medical_records', 'medical_documents'] loop
    execute format(
      'create trigger %1$s_access_log after insert or update or delete on public.%1$I
         for each row execute function private.log_record_change()',
      t
    );
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Retention: each clinic's events are kept for its period (access_history_settings, default
-- 5 years), then removed by a daily job: pg_cron where the server has it, the local stack's worker
-- otherwise.
-- ---------------------------------------------------------------------------------------------
create or replace function private.remove_expired_access_events()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform set_config('cabinet.access_retention', 'on', true);
  delete from public.access_events e
  where e.server_at < now() - make_interval(years => coalesce(
    (select s.keep_years from public.access_history_settings s where s.clinic_id = e.clinic_id), 5
  ));
  get diagnostics v_count = row_count;
  perform set_config('cabinet.access_retention', 'off', true);
  return v_count;
end
$$;

revoke all on function private.remove_expired_access_events() from public;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    raise notice 'pg_cron not available: expired access events are removed by the stack''s worker';
    return;
  end if;
  execute $q$select cron.schedule('cabinet-access-history-retention', '17 3 * * *', 'select private.remove_expired_access_events()')$q$;
end
$$;
