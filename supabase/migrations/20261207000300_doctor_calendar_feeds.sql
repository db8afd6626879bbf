-- Each doctor's calendar on their phone (issue 41): a private iCal address per doctor, which
-- Google and Apple calendars read on their own schedule. Calendar apps send no sign-in, so the
-- address carries a random token; the doctor or their clinic's administrator shows it and revokes
-- it (a revoked address answers 404; showing it again makes a new one). The feed holds what a
-- lock screen may show: the time, the patient's initials and the service. No names, notes or
-- medical data.

create table private.calendar_feed_tokens (
  doctor_id uuid primary key references public.users (id) on delete cascade,
  -- 32 random bytes, base64url: the address's only secret.
  token text not null unique,
  created_at timestamptz not null default now()
);

revoke all on private.calendar_feed_tokens from public, anon, authenticated;

-- Whether the caller may show or revoke this doctor's address: the doctor themself, or an
-- administrator of the doctor's clinic (a super administrator working in it included).
create or replace function private.may_manage_calendar_feed(p_doctor uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users d
    where d.id = p_doctor and d.role = 'doctor' and not d.deleted
      and (d.id = private.my_profile_id()
           or (private.my_role() in ('admin', 'super_admin') and d.clinic_id = private.my_clinic_id()))
  )
$$;

-- The doctor's address token, made on the first ask.
create or replace function public.calendar_feed_token(p_doctor uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text;
begin
  if not private.may_manage_calendar_feed(p_doctor) then
    raise exception 'only the doctor or their clinic''s administrators see this calendar address'
      using errcode = '42501';
  end if;
  insert into private.calendar_feed_tokens (doctor_id, token)
  values (p_doctor, translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_'))
  on conflict (doctor_id) do nothing;
  select t.token into v_token from private.calendar_feed_tokens t where t.doctor_id = p_doctor;
  return v_token;
end
$$;

-- Revokes the doctor's address: calendars that read it get 404 from now on.
create or replace function public.revoke_calendar_feed(p_doctor uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.may_manage_calendar_feed(p_doctor) then
    raise exception 'only the doctor or their clinic''s administrators revoke this calendar address'
      using errcode = '42501';
  end if;
  delete from private.calendar_feed_tokens where doctor_id = p_doctor;
end
$$;

-- What the feed function serves for a token: the doctor's scheduled appointments from 30 days
-- back to 180 days ahead, or null for a token that is not (or no longer) an address. The doctor
-- must still be an active doctor of a clinic that exists.
create or replace function public.calendar_feed(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'doctor', jsonb_build_object('id', d.id, 'name', coalesce(nullif(btrim(d.name), ''), btrim(concat_ws(' ', d.first_name, d.last_name)))),
    'clinic', c.name,
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', a.id,
        'start', a.appointment_date,
        'minutes', a.duration_minutes,
        'initials', concat(left(btrim(p.first_name), 1), '. ', left(btrim(p.last_name), 1), '.'),
        'service', s.name,
        'updated_at', a.updated_at
      ) order by a.appointment_date)
      from public.appointments a
      join public.patients p on p.id = a.patient_id
      left join public.services s on s.id = a.service_id
      where a.doctor_id = d.id and a.status = 'scheduled' and not a.deleted
        and a.appointment_date >= now() - interval '30 days'
        and a.appointment_date < now() + interval '180 days'
    ), '[]'::jsonb)
  )
  from private.calendar_feed_tokens t
  join public.users d on d.id = t.doctor_id and d.role = 'doctor' and not d.deleted and d.status = 'active'
  join public.clinics c on c.id = d.clinic_id and not c.deleted
  where t.token = p_token and length(p_token) >= 40
$$;

revoke all on function private.may_manage_calendar_feed(uuid) from public;
revoke all on function public.calendar_feed_token(uuid), public.revoke_calendar_feed(uuid) from public, anon;
grant execute on function public.calendar_feed_token(uuid), public.revoke_calendar_feed(uuid) to authenticated;
-- Only the feed function (with the service key) reads a feed.
revoke all on function public.calendar_feed(text) from public, anon, authenticated;
grant execute on function public.calendar_feed(text) to service_role;
