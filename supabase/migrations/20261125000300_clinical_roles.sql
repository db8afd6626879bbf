-- Who writes the clinical record (issue 13; spec part 2 §6 is silent, so this is what a clinic
-- expects): the reception desk (staff) marks presence, adds extra services and keeps the
-- administrative side of a visit — administrative and documents items and their files; the
-- clinical items (investigation, recommendation, diagnosis, treatment, medication, notes) and the
-- patient's medical history are written by doctors, and admins (super_admin too) can correct
-- them. Everyone of the clinic still reads everything. Enforced here, so a hidden button is not
-- the only thing in the way: a refused write answers 42501, and sync_push reports it as a refusal
-- the device keeps as a conflict.

-- May the caller write a record item of this category?
create or replace function private.may_write_record(p_category text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (select private.my_role()) in ('doctor', 'admin', 'super_admin')
      or p_category in ('administrative', 'documents')
$$;

-- medical_records: read by the clinic, written by category.
drop policy medical_records_clinic_members on public.medical_records;
create policy medical_records_select on public.medical_records for select to authenticated
  using (clinic_id = (select private.my_clinic_id()));
create policy medical_records_insert on public.medical_records for insert to authenticated
  with check (clinic_id = (select private.my_clinic_id()) and private.may_write_record(category));
-- The item as it was and as it becomes must both be the caller's to write: the desk can neither
-- change a diagnosis nor turn its own note into one.
create policy medical_records_update on public.medical_records for update to authenticated
  using (clinic_id = (select private.my_clinic_id()) and private.may_write_record(category))
  with check (clinic_id = (select private.my_clinic_id()) and private.may_write_record(category));
create policy medical_records_delete on public.medical_records for delete to authenticated
  using (clinic_id = (select private.my_clinic_id()) and private.may_write_record(category));

-- medical_documents: a file belongs to its record item, and is written by whoever may write it.
create or replace function private.may_write_record_of(p_record uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select private.may_write_record(r.category) from public.medical_records r where r.id = p_record),
    false)
$$;

drop policy medical_documents_clinic_members on public.medical_documents;
create policy medical_documents_select on public.medical_documents for select to authenticated
  using (clinic_id = (select private.my_clinic_id()));
create policy medical_documents_insert on public.medical_documents for insert to authenticated
  with check (clinic_id = (select private.my_clinic_id()) and private.may_write_record_of(medical_record_id));
create policy medical_documents_update on public.medical_documents for update to authenticated
  using (clinic_id = (select private.my_clinic_id()) and private.may_write_record_of(medical_record_id))
  with check (clinic_id = (select private.my_clinic_id()) and private.may_write_record_of(medical_record_id));
create policy medical_documents_delete on public.medical_documents for delete to authenticated
  using (clinic_id = (select private.my_clinic_id()) and private.may_write_record_of(medical_record_id));

-- The patient's medical history: columns of the patient row, which the desk otherwise edits, so a
-- trigger (row-level security cannot tell columns apart) refuses a change of them by the desk.
create or replace function private.guard_medical_history()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_before jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  v_after jsonb := to_jsonb(new);
  c text;
begin
  -- Only API callers are checked: the seed, migrations and the service role are not users.
  if auth.uid() is null or (select private.my_role()) in ('doctor', 'admin', 'super_admin') then
    return new;
  end if;
  foreach c in array array['height', 'weight', 'imc', 'sleep_quality', 'physical_activity', 'diet', 'stress_level',
                           'alcohol_consumption', 'smoker_status', 'smoker_since', 'chronic_conditions', 'allergies',
                           'infectious_diseases', 'major_traumas', 'surgical_interventions', 'important_vaccinations']
  loop
    -- A new patient's history starts empty; the desk leaves it so.
    if (v_after -> c) is distinct from coalesce(v_before -> c,
                                                 case when jsonb_typeof(v_after -> c) = 'array' then '[]'::jsonb
                                                      else 'null'::jsonb end) then
      raise exception 'Only doctors and admins change the medical history (%)', c
        using errcode = '42501', column = c;
    end if;
  end loop;
  return new;
end
$$;

create trigger guard_medical_history before insert or update on public.patients
  for each row execute function private.guard_medical_history();

revoke all on function private.may_write_record(text), private.may_write_record_of(uuid),
  private.guard_medical_history() from public;
grant execute on function private.may_write_record(text), private.may_write_record_of(uuid)
  to authenticated, service_role;
