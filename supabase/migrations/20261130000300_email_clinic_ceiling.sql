-- A per-clinic ceiling on outgoing appointment emails (issue 17): a clinic sending hundreds a
-- minute is a bug or abuse (a script booking in a loop), and the mail server's reputation is shared
-- by every clinic. Each clinic is given at most email_clinic_ceiling(clinic) emails a minute; the rest
-- stay 'pending' in the outbox, in order, and go out in the following minutes. Nothing is dropped.
-- The worker's call is unchanged (same function, same arguments and answer).

-- 120 a minute unless said otherwise: a busy desk books one or two a minute, and a tablet that
-- was offline all morning sends its bookings in one go. A clinic of its own may get another
-- ceiling (private.email_clinic_ceilings, set by the server's operators), a whole deployment
-- through the database setting cabinet.email_clinic_ceiling (the test stacks raise it: their
-- suites book thousands a minute on purpose).
create table private.email_clinic_ceilings (
  clinic_id uuid primary key references public.clinics (id) on delete cascade,
  per_minute integer not null constraint email_clinic_ceilings_positive check (per_minute > 0)
);
revoke all on private.email_clinic_ceilings from public, anon, authenticated;
grant select on private.email_clinic_ceilings to service_role;

create or replace function private.email_clinic_ceiling(p_clinic_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select c.per_minute from private.email_clinic_ceilings c where c.clinic_id = p_clinic_id),
    nullif(current_setting('cabinet.email_clinic_ceiling', true), '')::integer,
    120)
$$;

revoke all on function private.email_clinic_ceiling(uuid) from public;
grant execute on function private.email_clinic_ceiling(uuid) to service_role;

create index if not exists email_outbox_claimed_at_idx on public.email_outbox (claimed_at)
  where claimed_at is not null;

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

  with recent as (
    -- What each clinic was given in the last minute (sent, sending or failed since).
    select a.clinic_id, count(*) as claimed
    from public.email_outbox o
    join public.appointments a on a.id = o.appointment_id
    where o.claimed_at > now() - interval '1 minute'
    group by a.clinic_id
  ), waiting as (
    select o.id, a.clinic_id, row_number() over (partition by a.clinic_id order by o.id) as place, r.claimed
    from public.email_outbox o
    join public.appointments a on a.id = o.appointment_id
    left join recent r on r.clinic_id = a.clinic_id
    where o.status = 'pending'
       or (o.status = 'sending' and o.claimed_at < now() - interval '5 minutes')
  ), picked as (
    select o.id
    from public.email_outbox o
    join waiting w on w.id = o.id
    where w.place <= private.email_clinic_ceiling(w.clinic_id) - coalesce(w.claimed, 0)
    order by o.id
    limit greatest(coalesce(p_limit, 20), 1)
    for update of o skip locked
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
