-- Appointment emails, driven by the server. Devices book offline and sync later, so the email
-- cannot be sent by the screen that booked: a trigger records one outbox row per booking and per
-- change in the same transaction as the change (no email for a change that rolled back), and a
-- worker with the service key claims, sends and completes them.

create table public.email_outbox (
  id bigserial primary key,
  appointment_id uuid not null,
  kind text not null constraint email_outbox_kind_valid check (kind in ('created', 'updated')),
  status text not null default 'pending'
    constraint email_outbox_status_valid check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz
);
comment on table public.email_outbox is 'Appointment emails to send. Not synced; service_role only.';

create index email_outbox_pending_idx on public.email_outbox (id) where status in ('pending', 'sending');

-- No policy: with row-level security on, only service_role (which bypasses it) and the owner see rows.
alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;
revoke all on sequence public.email_outbox_id_seq from anon, authenticated;
grant all on public.email_outbox to service_role;
grant usage, select on sequence public.email_outbox_id_seq to service_role;

-- Enqueues:
--   'created' for a new scheduled booking, and for a 'conflict' (or deleted) row that becomes scheduled;
--   'updated' when what the patient was told changes (patient, doctor, service, time, duration,
--   status) on a row that is not a conflict.
-- Not for a no-op update, nor for presence, notes, extra services or the record items: the
-- patient's appointment did not change (the original app mailed only from the booking popup).
-- SECURITY DEFINER: the caller (a device's user) has no access to the outbox itself.
create or replace function private.enqueue_appointment_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text;
  v_outbox_id bigint;
begin
  if new.deleted then
    return null;
  end if;
  if tg_op = 'INSERT' then
    if new.status = 'scheduled' then
      v_kind := 'created';
    end if;
  elsif old.status = 'conflict' or old.deleted then
    if new.status = 'scheduled' then
      v_kind := 'created';
    end if;
  elsif new.status <> 'conflict'
    and (new.patient_id, new.doctor_id, new.service_id, new.appointment_date, new.duration_minutes, new.status)
        is distinct from
        (old.patient_id, old.doctor_id, old.service_id, old.appointment_date, old.duration_minutes, old.status) then
    v_kind := 'updated';
  end if;

  if v_kind is not null then
    insert into public.email_outbox (appointment_id, kind) values (new.id, v_kind) returning id into v_outbox_id;
    -- Delivered at commit: the worker wakes up without polling.
    perform pg_notify('appointment_email', v_outbox_id::text);
  end if;
  return null;
end
$$;

create trigger enqueue_appointment_email after insert or update on public.appointments
  for each row execute function private.enqueue_appointment_email();

-- Claims up to p_limit emails to send: pending ones, and ones a crashed worker left in 'sending'
-- for over 5 minutes. SKIP LOCKED lets several workers claim at once without taking the same row.
-- Returns [{"outbox_id","kind","appointment_id","appointment_date","duration_minutes","status",
--   "patient":{"name","email","email_notifications"},"doctor":{"name"},"service":{"name"},
--   "clinic":{"name","city","address","phone"}}]
create or replace function public.claim_appointment_emails(p_limit integer default 20)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_claimed jsonb;
begin
  -- A row abandoned in 'sending' after its last attempt is given up rather than retried forever.
  update public.email_outbox
     set status = 'failed', last_error = coalesce(last_error, 'abandoned while sending')
   where status = 'sending' and claimed_at < now() - interval '5 minutes' and attempts >= 5;

  -- A booking that became a conflict or was deleted before its email went out is not mailed.
  update public.email_outbox o
     set status = 'skipped', last_error = 'appointment is no longer booked'
   where o.status = 'pending'
     and not exists (
       select 1 from public.appointments a
       where a.id = o.appointment_id and not a.deleted and a.status <> 'conflict'
     );

  with picked as (
    select o.id
    from public.email_outbox o
    where o.status = 'pending'
       or (o.status = 'sending' and o.claimed_at < now() - interval '5 minutes')
    order by o.id
    limit greatest(coalesce(p_limit, 20), 1)
    for update skip locked
  ), claimed as (
    update public.email_outbox o
       set status = 'sending', attempts = o.attempts + 1, claimed_at = now()
      from picked
     where o.id = picked.id
    returning o.id, o.kind, o.appointment_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'outbox_id', c.id,
           'kind', c.kind,
           'appointment_id', c.appointment_id,
           'appointment_date', a.appointment_date,
           'duration_minutes', a.duration_minutes,
           'status', a.status,
           'patient', jsonb_build_object('name', p.name, 'email', p.email, 'email_notifications', p.email_notifications),
           'doctor', jsonb_build_object('name', d.name),
           'service', jsonb_build_object('name', s.name),
           'clinic', jsonb_build_object('name', cl.name, 'city', cl.city, 'address', cl.address, 'phone', cl.phone)
         ) order by c.id), '[]'::jsonb)
    into v_claimed
    from claimed c
    left join public.appointments a on a.id = c.appointment_id
    left join public.patients p on p.id = a.patient_id
    left join public.users d on d.id = a.doctor_id
    left join public.services s on s.id = a.service_id
    left join public.clinics cl on cl.id = a.clinic_id;
  return v_claimed;
end
$$;

-- Records the outcome of one claimed email: 'sent', 'skipped' (no address, or the patient turned
-- email notifications off) or 'failed' (back to pending until the 5th attempt, then failed).
-- Only a row still being sent is completed, so a late answer cannot resend a finished email.
create or replace function public.complete_appointment_email(p_outbox_id bigint, p_status text, p_error text default null)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if p_status is null or p_status not in ('sent', 'skipped', 'failed') then
    raise exception 'p_status must be sent, skipped or failed' using errcode = '22023';
  end if;
  update public.email_outbox o
     set status = case
                    when p_status = 'failed' and o.attempts < 5 then 'pending'
                    else p_status
                  end,
         sent_at = case when p_status = 'sent' then now() else o.sent_at end,
         last_error = case when p_status = 'sent' then null else p_error end
   where o.id = p_outbox_id and o.status = 'sending';
end
$$;

revoke all on function private.enqueue_appointment_email() from public;
revoke all on function public.claim_appointment_emails(integer), public.complete_appointment_email(bigint, text, text)
  from public, anon, authenticated;
grant execute on function public.claim_appointment_emails(integer), public.complete_appointment_email(bigint, text, text)
  to service_role;
