-- How long the clinic keeps its access history (issue 39), as its administrators set it from
-- Clinic details: read and written through two functions, so the app needs no clinic id of its
-- own and the rules live here (admins of the clinic, the super administrator in its context).

create or replace function public.access_history_keep_years()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (select s.keep_years from public.access_history_settings s where s.clinic_id = private.my_clinic_id()),
    5
  )
$$;

create or replace function public.set_access_history_keep_years(p_years integer)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_clinic uuid := private.my_clinic_id();
begin
  if v_clinic is null or private.my_role() not in ('admin', 'super_admin') then
    raise exception 'only the clinic''s administrators set how long its access history is kept'
      using errcode = '42501';
  end if;
  if p_years is null or p_years not between 1 and 30 then
    raise exception 'the access history is kept 1 to 30 years' using errcode = '22023';
  end if;
  insert into public.access_history_settings as s (clinic_id, keep_years, updated_at)
  values (v_clinic, p_years, now())
  on conflict (clinic_id) do update set keep_years = excluded.keep_years, updated_at = now();
  return p_years;
end
$$;

revoke all on function public.access_history_keep_years(), public.set_access_history_keep_years(integer)
  from public, anon;
grant execute on function public.access_history_keep_years(), public.set_access_history_keep_years(integer)
  to authenticated;
