-- The shared tablet's lock (issue 40).
--
-- 1. How long a device of the clinic stays unlocked without a touch: 1 to 60 minutes, 5 unless the
--    clinic's administrators set it (Clinic details). Read by every member of the clinic, who keeps
--    it on the device for when it is offline.
-- 2. A random key per user and device that wraps the user's data key on that device, handed only
--    to a sign-in whose password was typed in the last five minutes: so a password unlocks a
--    device when the PIN is forgotten, but a refresh token taken from a device does not.

create table public.device_lock_settings (
  clinic_id uuid primary key references public.clinics (id) on delete cascade,
  lock_after_minutes integer not null default 5,
  updated_at timestamptz not null default now(),
  constraint device_lock_settings_minutes_range check (lock_after_minutes between 1 and 60)
);

alter table public.device_lock_settings enable row level security;
revoke all on public.device_lock_settings from public, anon, authenticated;
grant all on public.device_lock_settings to service_role;

create or replace function public.device_lock_minutes()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.lock_after_minutes from public.device_lock_settings s where s.clinic_id = private.my_clinic_id()),
    5
  )
$$;

create or replace function public.set_device_lock_minutes(p_minutes integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_clinic uuid := private.my_clinic_id();
begin
  if v_clinic is null or private.my_role() not in ('admin', 'super_admin') then
    raise exception 'only the clinic''s administrators set when its devices lock' using errcode = '42501';
  end if;
  if p_minutes is null or p_minutes not between 1 and 60 then
    raise exception 'a device locks after 1 to 60 minutes' using errcode = '22023';
  end if;
  insert into public.device_lock_settings as s (clinic_id, lock_after_minutes, updated_at)
  values (v_clinic, p_minutes, now())
  on conflict (clinic_id) do update set lock_after_minutes = excluded.lock_after_minutes, updated_at = now();
  return p_minutes;
end
$$;

create table private.device_unlock_keys (
  user_id uuid not null references auth.users (id) on delete cascade,
  device_key_id uuid not null,
  secret bytea not null default extensions.gen_random_bytes(32),
  created_at timestamptz not null default now(),
  primary key (user_id, device_key_id)
);

revoke all on private.device_unlock_keys from public, anon, authenticated;

-- The caller's key for this device (made on first ask), base64. Only for a password typed within
-- five minutes: the access token's amr names the method and when it was used.
create or replace function public.device_unlock_key(p_device_key_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_password_at bigint;
  v_secret bytea;
begin
  if v_user is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if p_device_key_id is null then
    raise exception 'a device key id is required' using errcode = '22023';
  end if;
  select max((m ->> 'timestamp')::bigint) into v_password_at
    from jsonb_array_elements(coalesce(auth.jwt() -> 'amr', '[]'::jsonb)) m
   where m ->> 'method' = 'password' and (m ->> 'timestamp') ~ '^[0-9]+$';
  if v_password_at is null or v_password_at < extract(epoch from now()) - 300 then
    raise exception 'the device key is handed only right after a password sign-in' using errcode = '42501';
  end if;
  insert into private.device_unlock_keys (user_id, device_key_id) values (v_user, p_device_key_id)
  on conflict (user_id, device_key_id) do nothing;
  select k.secret into v_secret from private.device_unlock_keys k
   where k.user_id = v_user and k.device_key_id = p_device_key_id;
  return encode(v_secret, 'base64');
end
$$;

-- Forgets the caller's key for a device (their data there was wiped): any sign-in may.
create or replace function public.forget_device_unlock_key(p_device_key_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.device_unlock_keys k where k.user_id = auth.uid() and k.device_key_id = p_device_key_id
$$;

revoke all on function public.device_lock_minutes(), public.set_device_lock_minutes(integer),
  public.device_unlock_key(uuid), public.forget_device_unlock_key(uuid) from public, anon;
grant execute on function public.device_lock_minutes(), public.set_device_lock_minutes(integer),
  public.device_unlock_key(uuid), public.forget_device_unlock_key(uuid) to authenticated;
