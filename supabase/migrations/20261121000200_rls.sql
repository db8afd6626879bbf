-- Row-level security: who sees and writes what (spec part 1 and 2, section 6), enforced in SQL.
--
-- Everyone signed in works inside one clinic: users.clinic_id of their profile. For a super_admin
-- that column is the clinic context they chose (set_clinic_context); with none they see no clinic
-- data, only the list of clinics. anon gets nothing: no grants, no policies.
-- Policies call the helpers as (select private.fn()) so Postgres evaluates them once per
-- statement (an init plan) instead of once per row.

-- ---------------------------------------------------------------------------------------------
-- Who is calling. SECURITY DEFINER so the lookup itself is not subject to the users policies
-- (which call these helpers: that would recurse).
-- ---------------------------------------------------------------------------------------------

create or replace function private.my_profile_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from public.users u where u.auth_user_id = auth.uid() and not u.deleted
$$;

-- A user with no role is a doctor (spec part 1, section 1).
create or replace function private.my_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.role from public.users u where u.auth_user_id = auth.uid() and not u.deleted), 'doctor')
$$;

create or replace function private.my_clinic_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.clinic_id from public.users u where u.auth_user_id = auth.uid() and not u.deleted
$$;

-- ---------------------------------------------------------------------------------------------
-- clinics
-- ---------------------------------------------------------------------------------------------
alter table public.clinics enable row level security;

create policy clinics_select on public.clinics for select to authenticated
  using (id = (select private.my_clinic_id()) or (select private.my_role()) = 'super_admin');
create policy clinics_insert on public.clinics for insert to authenticated
  with check ((select private.my_role()) = 'super_admin');
create policy clinics_update on public.clinics for update to authenticated
  using (
    (select private.my_role()) = 'super_admin'
    or (id = (select private.my_clinic_id()) and (select private.my_role()) = 'admin')
  )
  with check (
    (select private.my_role()) = 'super_admin'
    or (id = (select private.my_clinic_id()) and (select private.my_role()) = 'admin')
  );
create policy clinics_delete on public.clinics for delete to authenticated
  using ((select private.my_role()) = 'super_admin');

-- ---------------------------------------------------------------------------------------------
-- users (profiles)
-- ---------------------------------------------------------------------------------------------
alter table public.users enable row level security;

-- The own clinic's profiles and always the own one. A super_admin's profile is not shown to the
-- clinic they happen to be visiting: it would appear in that clinic's medics list.
create policy users_select on public.users for select to authenticated
  using (
    id = (select private.my_profile_id())
    or (
      clinic_id = (select private.my_clinic_id())
      and (role <> 'super_admin' or (select private.my_role()) = 'super_admin')
    )
  );

-- Own profile: personal fields only; the protect_user_identity trigger refuses role, clinic_id,
-- auth_user_id and deleted changes, which a policy cannot compare with the old row.
create policy users_update_self on public.users for update to authenticated
  using (id = (select private.my_profile_id()))
  with check (id = (select private.my_profile_id()));

-- admin: doctors and staff of the own clinic.
create policy users_insert_admin on public.users for insert to authenticated
  with check (
    (select private.my_role()) = 'admin'
    and clinic_id = (select private.my_clinic_id())
    and role in ('doctor', 'staff')
  );
create policy users_update_admin on public.users for update to authenticated
  using (
    (select private.my_role()) = 'admin'
    and clinic_id = (select private.my_clinic_id())
    and role in ('doctor', 'staff')
  )
  with check (
    (select private.my_role()) = 'admin'
    and clinic_id = (select private.my_clinic_id())
    and role in ('doctor', 'staff')
  );
create policy users_delete_admin on public.users for delete to authenticated
  using (
    (select private.my_role()) = 'admin'
    and clinic_id = (select private.my_clinic_id())
    and role in ('doctor', 'staff')
  );

-- super_admin: admins, doctors and staff of any clinic (never another super_admin). Updates and
-- deletes still need the row to be visible, i.e. in the current context.
create policy users_insert_super_admin on public.users for insert to authenticated
  with check (
    (select private.my_role()) = 'super_admin'
    and clinic_id is not null
    and role in ('admin', 'doctor', 'staff')
  );
create policy users_update_super_admin on public.users for update to authenticated
  using ((select private.my_role()) = 'super_admin' and role in ('admin', 'doctor', 'staff'))
  with check (
    (select private.my_role()) = 'super_admin'
    and clinic_id is not null
    and role in ('admin', 'doctor', 'staff')
  );
create policy users_delete_super_admin on public.users for delete to authenticated
  using ((select private.my_role()) = 'super_admin' and role in ('admin', 'doctor', 'staff'));

-- Nobody changes their own role, clinic or account link through the API: a doctor cannot make
-- themselves admin. auth_user_id is changed only by service_role (account provisioning).
-- The table owner and service_role are trusted (set_clinic_context runs as the owner).
create or replace function private.protect_user_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.auth_user_id is distinct from old.auth_user_id then
    raise exception 'The sign-in account of a profile cannot be changed here'
      using errcode = '42501', constraint = 'users_auth_user_id_locked', table = 'users', schema = 'public';
  end if;
  if old.id = private.my_profile_id()
     and (new.role is distinct from old.role
          or new.clinic_id is distinct from old.clinic_id
          or new.deleted is distinct from old.deleted) then
    raise exception 'You cannot change your own role, clinic or account'
      using errcode = '42501', constraint = 'users_own_role_locked', table = 'users', schema = 'public';
  end if;
  return new;
end
$$;

create trigger protect_user_identity before update on public.users
  for each row execute function private.protect_user_identity();

-- The super_admin's clinic context (spec part 2, section 4): picking a clinic in the clinics list
-- sets it, opening the list clears it (null).
create or replace function public.set_clinic_context(p_clinic_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := private.my_profile_id();
begin
  if v_me is null or private.my_role() <> 'super_admin' then
    raise exception 'Only a super_admin can choose a clinic context' using errcode = '42501';
  end if;
  if p_clinic_id is not null and not exists (
    select 1 from public.clinics c where c.id = p_clinic_id and not c.deleted
  ) then
    raise exception 'Unknown clinic %', p_clinic_id using errcode = '22023';
  end if;
  -- Only when it changes: every write moves the row in everyone's pull.
  update public.users set clinic_id = p_clinic_id where id = v_me and clinic_id is distinct from p_clinic_id;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- specializations: shared reference data
-- ---------------------------------------------------------------------------------------------
alter table public.specializations enable row level security;

create policy specializations_select on public.specializations for select to authenticated using (true);

-- ---------------------------------------------------------------------------------------------
-- Clinic data every role reads and writes: patients, appointments, medical records and
-- documents, tasks. Delete means tombstone (trigger), which the same policy allows.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['patients', 'appointments', 'medical_records', 'medical_documents', 'tasks']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format(
      'create policy %I on public.%I for all to authenticated
         using (clinic_id = (select private.my_clinic_id()))
         with check (clinic_id = (select private.my_clinic_id()))',
      t || '_clinic_members', t);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- services, doctor_services: everyone of the clinic reads; admin and super_admin write.
-- partners: staff, admin and super_admin read (doctors see none); admin and super_admin write.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
  v_readers text;
begin
  foreach t in array array['services', 'doctor_services', 'partners']
  loop
    v_readers := case when t = 'partners' then $r$ and (select private.my_role()) in ('staff', 'admin', 'super_admin')$r$ else '' end;
    execute format('alter table public.%I enable row level security', t);
    execute format(
      'create policy %I on public.%I for select to authenticated
         using (clinic_id = (select private.my_clinic_id())%s)',
      t || '_select', t, v_readers);
    execute format(
      'create policy %I on public.%I for insert to authenticated
         with check (clinic_id = (select private.my_clinic_id()) and (select private.my_role()) in (''admin'', ''super_admin''))',
      t || '_insert', t);
    execute format(
      'create policy %I on public.%I for update to authenticated
         using (clinic_id = (select private.my_clinic_id()) and (select private.my_role()) in (''admin'', ''super_admin''))
         with check (clinic_id = (select private.my_clinic_id()) and (select private.my_role()) in (''admin'', ''super_admin''))',
      t || '_update', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated
         using (clinic_id = (select private.my_clinic_id()) and (select private.my_role()) in (''admin'', ''super_admin''))',
      t || '_delete', t);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants. New hosted projects no longer grant public tables to the API roles by default, and
-- older ones grant everything to anon: say exactly what each role gets.
-- ---------------------------------------------------------------------------------------------
revoke all on all tables in schema public from anon, authenticated;
grant select, insert, update, delete on
  public.clinics, public.users, public.patients, public.services, public.doctor_services,
  public.appointments, public.medical_records, public.medical_documents, public.tasks, public.partners
  to authenticated;
grant select on public.specializations to authenticated;
-- service_role bypasses row-level security (it is the server's own key).
grant all on all tables in schema public to service_role;

grant usage on schema private to authenticated, service_role;
-- The stamping trigger runs as the caller.
grant usage on sequence private.sync_seq to authenticated, service_role;

revoke all on function private.my_profile_id(), private.my_role(), private.my_clinic_id() from public;
grant execute on function private.my_profile_id(), private.my_role(), private.my_clinic_id()
  to authenticated, service_role;
-- Used by a check constraint and the exclusion constraint, evaluated as the writing role.
revoke all on function private.appointment_range(timestamptz, integer), private.is_valid_clinic_schedule(jsonb) from public;
grant execute on function private.appointment_range(timestamptz, integer), private.is_valid_clinic_schedule(jsonb)
  to authenticated, service_role;
-- Trigger functions are not called directly.
revoke all on function private.stamp_sync_columns(), private.tombstone_on_delete(), private.protect_user_identity(),
  private.check_same_clinic() from public;

revoke all on function public.set_clinic_context(uuid) from public, anon;
grant execute on function public.set_clinic_context(uuid) to authenticated;
