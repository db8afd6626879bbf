-- Issue 19, point 3: a new device's desk can use this fortnight's calendar before ten years of
-- history arrive. A device's first pull of appointments and patients asks first for the rows a
-- calendar of the window shows: the window's appointments and the patients they name. They are
-- delivered again by the ordinary pull in their turn (never older: both read committed rows, the
-- later read sees the same state or a newer one), so this is only an order of arrival, not a
-- second source of truth.
--
-- Security invoker: row-level security decides, as for sync_pull itself. A new function: older
-- builds never call it, and a device that meets a server without it pulls in the old order.

-- The window read, and a calendar's own reads on the server, filter a clinic's appointments by
-- date; the only date index was per doctor.
create index if not exists appointments_clinic_date_idx on public.appointments (clinic_id, appointment_date);

create or replace function public.sync_pull_window(p_collection text, p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_table text := private.sync_table(p_collection);
  -- A fortnight of a very busy clinic is a few thousand rows; the cap keeps a wrong window (a
  -- device clock years off) from turning one request into the whole history.
  v_limit constant integer := 5000;
  v_rows jsonb;
begin
  if p_from is null or p_to is null or p_to <= p_from then
    raise exception 'sync_pull_window needs p_from before p_to' using errcode = '22023';
  end if;
  if v_table = 'appointments' then
    select coalesce(jsonb_agg(w.doc), '[]'::jsonb) into v_rows
    from (
      select to_jsonb(t) - 'sync_txid' - 'sync_seq' as doc
      from public.appointments t
      where t.appointment_date >= p_from and t.appointment_date < p_to and not t.deleted
      order by t.appointment_date
      limit v_limit
    ) w;
  elsif v_table = 'patients' then
    select coalesce(jsonb_agg(w.doc), '[]'::jsonb) into v_rows
    from (
      select to_jsonb(t) - 'sync_txid' - 'sync_seq' as doc
      from public.patients t
      where not t.deleted
        and t.id in (
          select a.patient_id
          from public.appointments a
          where a.appointment_date >= p_from and a.appointment_date < p_to and not a.deleted
          order by a.appointment_date
          limit v_limit
        )
    ) w;
  else
    -- The other collections are small enough to arrive whole within the first pages.
    v_rows := '[]'::jsonb;
  end if;
  return jsonb_build_object('rows', v_rows);
end
$$;

revoke all on function public.sync_pull_window(text, timestamptz, timestamptz) from public, anon;
grant execute on function public.sync_pull_window(text, timestamptz, timestamptz) to authenticated;
