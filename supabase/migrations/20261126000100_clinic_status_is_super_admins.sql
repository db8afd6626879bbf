-- Running a clinic (issue 14): an admin edits the own clinic's details and week, never whether it
-- is active or exists; only a super_admin changes a clinic's status or deletes it. A deleted
-- clinic is a tombstone its users can no longer open: the clinic they belong to counts as none,
-- so every policy that compares a row's clinic with theirs lets nothing through.

create or replace function private.protect_clinic_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or private.my_role() = 'super_admin' then
    return new;
  end if;
  if new.status is distinct from old.status or new.deleted is distinct from old.deleted then
    raise exception 'Only a super administrator changes a clinic''s status or deletes it'
      using errcode = '42501', constraint = 'clinics_status_locked', table = 'clinics', schema = 'public';
  end if;
  return new;
end
$$;

create trigger protect_clinic_status before update on public.clinics
  for each row execute function private.protect_clinic_status();

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
  where u.auth_user_id = auth.uid() and not u.deleted
$$;
