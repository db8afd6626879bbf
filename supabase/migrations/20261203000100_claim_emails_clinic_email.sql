-- Appointment emails go out under the clinic's name with a Reply-To of the clinic's address, so
-- the clinic object claim_appointment_emails returns now carries 'email' too. Everything else is
-- 20261202000200_claim_emails_once.sql unchanged, its locking fix included (the status re-checked
-- on the locked row itself). Same signature; the previous build's function, which ignores the new
-- key, calls it as before, and the new function sends without a Reply-To if the key is missing.

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
      -- Again on the row itself: a row another caller claimed and committed after this statement
      -- began is still 'pending' in `waiting` (this statement's snapshot), and FOR UPDATE checks
      -- only the locked row's own conditions against its latest version.
      and (o.status = 'pending' or (o.status = 'sending' and o.claimed_at < now() - interval '5 minutes'))
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
           'clinic', jsonb_build_object('name', cl.name, 'city', cl.city, 'address', cl.address, 'phone', cl.phone, 'email', cl.email)
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
