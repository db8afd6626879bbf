-- Reminders the day before (issue 41): patients forget visits. From an hour each clinic sets
-- (18:00 unless its administrators choose another), every scheduled appointment of the next day
-- in Bucharest is queued for a reminder, by email to a patient whose email toggle is on and, where
-- the clinic sends SMS, by SMS to one whose SMS toggle is on.
--
-- Exactly once per appointment, channel and day: the queue's unique key makes a second run of
-- the job (or two at once) add nothing, and a run later in the evening still queues what is due
-- (after midnight the day before has passed: nothing is queued for that day). A reminder whose
-- appointment was cancelled, removed or moved to another day before it went is skipped when it is
-- claimed, so none goes for an appointment that no longer stands. This file is the queue; the
-- function that sends it and the job that runs it follow.

create table public.reminder_settings (
  clinic_id uuid primary key references public.clinics (id) on delete cascade,
  send_at time not null default '18:00',
  -- Where the clinic has an SMS gateway: reminders also go by SMS.
  sms_enabled boolean not null default false,
  updated_at timestamptz not null default now()
);

alter table public.reminder_settings enable row level security;
revoke all on public.reminder_settings from public, anon, authenticated;
grant all on public.reminder_settings to service_role;

create table public.reminder_outbox (
  id bigserial primary key,
  appointment_id uuid not null references public.appointments (id),
  channel text not null constraint reminder_outbox_channel_valid check (channel in ('email', 'sms')),
  -- The appointment's day in Bucharest when the reminder was queued.
  reminder_day date not null,
  status text not null default 'pending'
    constraint reminder_outbox_status_valid check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  constraint reminder_outbox_once unique (appointment_id, channel, reminder_day)
);

create index reminder_outbox_pending_idx on public.reminder_outbox (id) where status in ('pending', 'sending');

alter table public.reminder_outbox enable row level security;
revoke all on public.reminder_outbox from public, anon, authenticated;
grant all on public.reminder_outbox to service_role;
revoke all on sequence public.reminder_outbox_id_seq from public, anon, authenticated;
grant usage, select on sequence public.reminder_outbox_id_seq to service_role;

-- The caller's clinic's reminder settings: {send_at: 'HH:MM', sms_enabled}.
create or replace function public.reminder_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'send_at', to_char(coalesce(s.send_at, time '18:00'), 'HH24:MI'),
    'sms_enabled', coalesce(s.sms_enabled, false))
  from (select private.my_clinic_id() as clinic_id) me
  left join public.reminder_settings s on s.clinic_id = me.clinic_id
  where me.clinic_id is not null
$$;

create or replace function public.set_reminder_settings(p_send_at text, p_sms_enabled boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_clinic uuid := private.my_clinic_id();
begin
  if v_clinic is null or private.my_role() not in ('admin', 'super_admin') then
    raise exception 'only the clinic''s administrators set its reminders' using errcode = '42501';
  end if;
  if p_send_at is null or p_send_at !~ '^([01][0-9]|2[0-3]):(00|15|30|45)$' then
    raise exception 'reminders go at a quarter hour, HH:MM' using errcode = '22023';
  end if;
  insert into public.reminder_settings as s (clinic_id, send_at, sms_enabled, updated_at)
  values (v_clinic, p_send_at::time, coalesce(p_sms_enabled, false), now())
  on conflict (clinic_id) do update
    set send_at = excluded.send_at, sms_enabled = excluded.sms_enabled, updated_at = now();
  return public.reminder_settings();
end
$$;

-- Queues the reminders due at p_now: for every clinic whose Bucharest clock has passed its hour,
-- the scheduled appointments of the next Bucharest day. Answers how many it queued (none on a
-- second run). NOTIFYs appointment_reminder when it queued any.
create or replace function public.queue_appointment_reminders(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_local timestamp := p_now at time zone 'Europe/Bucharest';
  v_day date := (p_now at time zone 'Europe/Bucharest')::date + 1;
  v_from timestamptz := (v_day::timestamp) at time zone 'Europe/Bucharest';
  v_to timestamptz := ((v_day + 1)::timestamp) at time zone 'Europe/Bucharest';
  v_queued integer;
begin
  with due_clinics as (
    select c.id, coalesce(s.sms_enabled, false) as sms_enabled
    from public.clinics c
    left join public.reminder_settings s on s.clinic_id = c.id
    where not c.deleted and v_local::time >= coalesce(s.send_at, time '18:00')
  ), due as (
    select a.id, p.email, p.phone, p.email_notifications, p.sms_notifications, d.sms_enabled
    from public.appointments a
    join due_clinics d on d.id = a.clinic_id
    join public.patients p on p.id = a.patient_id and not p.deleted
    where a.status = 'scheduled' and not a.deleted
      and a.appointment_date >= v_from and a.appointment_date < v_to
  ), inserted as (
    insert into public.reminder_outbox (appointment_id, channel, reminder_day)
    select id, 'email', v_day from due
    where email_notifications and nullif(btrim(email), '') is not null
    union all
    select id, 'sms', v_day from due
    where sms_enabled and sms_notifications and nullif(btrim(phone), '') is not null
    on conflict on constraint reminder_outbox_once do nothing
    returning 1
  )
  select count(*)::integer into v_queued from inserted;
  if v_queued > 0 then
    perform pg_notify('appointment_reminder', v_queued::text);
  end if;
  return v_queued;
end
$$;

-- Claims up to p_limit reminders to send. First skips those whose appointment no longer stands
-- on their day (cancelled, a conflict, removed, moved) or whose patient turned the channel off;
-- then takes pending ones, and ones a crashed sender left in 'sending' for over 5 minutes.
-- Returns [{"reminder_id","channel","appointment_id","appointment_date","duration_minutes",
--   "patient":{"name","email","phone"},"doctor":{"name"},"service":{"name"},
--   "clinic":{"name","city","address","phone","email"}}].
create or replace function public.claim_appointment_reminders(p_limit integer default 20)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_claimed jsonb;
begin
  update public.reminder_outbox
     set status = 'failed', last_error = coalesce(last_error, 'abandoned while sending')
   where status = 'sending' and claimed_at < now() - interval '5 minutes' and attempts >= 5;

  update public.reminder_outbox o
     set status = 'skipped', last_error = 'the appointment no longer stands on that day, or the patient turned reminders off'
   where o.status = 'pending'
     and not exists (
       select 1
       from public.appointments a
       join public.patients p on p.id = a.patient_id and not p.deleted
       where a.id = o.appointment_id and not a.deleted and a.status = 'scheduled'
         and (a.appointment_date at time zone 'Europe/Bucharest')::date = o.reminder_day
         and case o.channel when 'email' then p.email_notifications else p.sms_notifications end
     );

  with picked as (
    select o.id
    from public.reminder_outbox o
    where o.status = 'pending'
       or (o.status = 'sending' and o.claimed_at < now() - interval '5 minutes')
    order by o.id
    limit greatest(coalesce(p_limit, 20), 1)
    for update skip locked
  ), claimed as (
    update public.reminder_outbox o
       set status = 'sending', attempts = o.attempts + 1, claimed_at = now()
      from picked
     where o.id = picked.id
    returning o.id, o.channel, o.appointment_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'reminder_id', c.id,
           'channel', c.channel,
           'appointment_id', a.id,
           'appointment_date', a.appointment_date,
           'duration_minutes', a.duration_minutes,
           'patient', jsonb_build_object('name', p.name, 'email', p.email, 'phone', p.phone),
           'doctor', jsonb_build_object('name', d.name),
           'service', jsonb_build_object('name', s.name),
           'clinic', jsonb_build_object('name', cl.name, 'city', cl.city, 'address', cl.address,
                                        'phone', cl.phone, 'email', cl.email)
         ) order by c.id), '[]'::jsonb)
    into v_claimed
  from claimed c
  join public.appointments a on a.id = c.appointment_id
  join public.patients p on p.id = a.patient_id
  left join public.users d on d.id = a.doctor_id
  left join public.services s on s.id = a.service_id
  left join public.clinics cl on cl.id = a.clinic_id;
  return v_claimed;
end
$$;

-- Records how a claimed reminder went: 'sent', 'skipped' (nothing to send it to) or 'failed'
-- (retried until its fifth attempt).
create or replace function public.complete_appointment_reminder(p_id bigint, p_outcome text, p_error text default null)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'skipped', 'failed') then
    raise exception 'unknown outcome %', p_outcome using errcode = '22023';
  end if;
  update public.reminder_outbox o
     set status = case when p_outcome = 'failed' and o.attempts < 5 then 'pending' else p_outcome end,
         last_error = case when p_outcome = 'sent' then null else p_error end,
         sent_at = case when p_outcome = 'sent' then now() else o.sent_at end
   where o.id = p_id and o.status = 'sending';
end
$$;

revoke all on function public.reminder_settings(), public.set_reminder_settings(text, boolean) from public, anon;
grant execute on function public.reminder_settings(), public.set_reminder_settings(text, boolean) to authenticated;
revoke all on function public.queue_appointment_reminders(timestamptz), public.claim_appointment_reminders(integer),
  public.complete_appointment_reminder(bigint, text, text) from public, anon, authenticated;
grant execute on function public.queue_appointment_reminders(timestamptz), public.claim_appointment_reminders(integer),
  public.complete_appointment_reminder(bigint, text, text) to service_role;
