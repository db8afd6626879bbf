-- The reminders' job (issue 41) on a hosted project: every five minutes pg_cron queues what is
-- due (queue_appointment_reminders; a second run adds nothing) and, when it queued any, asks
-- send-appointment-reminders to drain the queue, the way the appointment emails are asked for
-- (private.request_function, migration 20261204000200). Without pg_cron nothing is scheduled here:
-- the local stack runs the same job on a timer (supabase/local/appointment-reminders.ts).

create or replace function private.run_appointment_reminders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_queued integer := public.queue_appointment_reminders();
begin
  if v_queued > 0 or exists (select 1 from public.reminder_outbox where status = 'pending') then
    perform private.request_function('send-appointment-reminders');
  end if;
  return v_queued;
end
$$;

revoke all on function private.run_appointment_reminders() from public;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    execute $q$select cron.schedule('cabinet-appointment-reminders', '*/5 * * * *', 'select private.run_appointment_reminders()')$q$;
  end if;
end
$$;
