-- Accounts that really end (issue 15): a profile that is inactive or deleted no longer acts for
-- its sign-in. The user-accounts edge function also bans the sign-in (GoTrue ban_duration), so a
-- new sign-in and a token refresh are refused; this is the database's side, which holds at the
-- very next request even while an access token issued earlier is still valid:
--   * the caller helpers see only an active, undeleted profile, so every policy lets nothing
--     through for such a caller;
--   * sync_pull and sync_push answer HTTP 401 (SQLSTATE PT401, PostgREST's way to choose the
--     status): the device keeps its unsent changes and asks for a sign-in;
--   * status and deleted of a profile change only through the edge function (service role),
--     which bans and lifts the ban with them: through REST or sync they are refused.
-- A role change needs nothing here: the helpers read the role at each request.

create or replace function private.my_profile_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from public.users u
  where u.auth_user_id = auth.uid() and not u.deleted and u.status = 'active'
$$;

create or replace function private.my_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select u.role from public.users u
     where u.auth_user_id = auth.uid() and not u.deleted and u.status = 'active'),
    'doctor')
$$;

create or replace function private.my_clinic_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.clinic_id
  from public.users u
  join public.clinics c on c.id = u.clinic_id and not c.deleted
  where u.auth_user_id = auth.uid() and not u.deleted and u.status = 'active'
$$;

-- The sync functions' first step: the collection's table, and (new) a signed-in caller whose
-- profile no longer acts is refused with 401. Stable now, since it reads the caller.
create or replace function private.sync_table(p_collection text)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.uid() is not null and private.my_profile_id() is null then
    raise exception 'Account inactive'
      using errcode = 'PT401',
            hint = 'The account of this sign-in is inactive or deleted; unsent changes stay on the device';
  end if;
  if p_collection is null or not p_collection = any (array[
    'clinics', 'users', 'specializations', 'patients', 'services', 'doctor_services',
    'appointments', 'medical_records', 'medical_documents', 'tasks', 'partners'
  ]) then
    raise exception 'Unknown sync collection: %', coalesce(p_collection, 'null')
      using errcode = '22023',
            hint = 'One of clinics, users, specializations, patients, services, doctor_services, appointments, '
                   'medical_records, medical_documents, tasks, partners';
  end if;
  return p_collection;
end
$$;

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
  if new.status is distinct from old.status or new.deleted is distinct from old.deleted then
    raise exception 'An account is made inactive, active again or deleted through the account settings'
      using errcode = '42501', constraint = 'users_account_locked', table = 'users', schema = 'public';
  end if;
  return new;
end
$$;
