-- Cabinet schema: the clinic entities every device mirrors, with the bookkeeping sync needs.
--
-- Every synced table carries the same tail of columns:
--   created_at, updated_at  server clock; updated_at is always set by a trigger.
--   deleted                 tombstone. Devices only learn of a deletion through a row, so a
--                           hard DELETE from the API becomes deleted = true (trigger below).
--   field_updated_at        {column: timestamptz} of the last edit per column, for field-level
--                           last-write-wins in sync_push. A column missing from it has not been
--                           edited since the row was created: then "*" (the device's edit time of
--                           a row created through sync_push) or else created_at stands in.
--   sync_txid, sync_seq     pull cursor: the writing transaction and a global sequence number.
--                           A timestamp cursor misses rows whose transaction commits late;
--                           sync_pull only passes transactions that have all finished.
-- Check constraints are named <table>_<column>_<rule>: the sync layer shows the name to the
-- user as the rule that was broken, and the SQL mirrors the client's valibot schemas.

create extension if not exists btree_gist with schema extensions;

-- Not exposed through the API (only `public` is): RLS helpers, trigger functions, the cursor sequence.
create schema if not exists private;

-- One sequence for all tables: it orders the rows written inside one transaction.
create sequence if not exists private.sync_seq as bigint;

-- ---------------------------------------------------------------------------------------------
-- Pure helpers used by constraints (IMMUTABLE, so they may appear in checks and indexes).
-- ---------------------------------------------------------------------------------------------

-- The time an appointment occupies. timestamptz + interval is only STABLE because day and month
-- steps depend on the time zone; a minutes-only interval does not, so IMMUTABLE is truthful here.
create or replace function private.appointment_range(p_start timestamptz, p_minutes integer)
returns tstzrange
language sql
immutable
parallel safe
begin atomic
  select tstzrange(p_start, p_start + make_interval(mins => p_minutes), '[)');
end;

-- A clinic week: exactly the seven lowercase English weekdays, each {open, start "HH:mm", end "HH:mm"},
-- and an open day must close after it opens.
create or replace function private.is_valid_clinic_schedule(p_schedule jsonb)
returns boolean
language sql
immutable
parallel safe
begin atomic
  select jsonb_typeof(p_schedule) = 'object'
    and (select count(*) from jsonb_object_keys(p_schedule)) = 7
    and (
      select bool_and(
        d.day = any (array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
        and jsonb_typeof(d.value) = 'object'
        and jsonb_typeof(d.value -> 'open') = 'boolean'
        and coalesce(d.value ->> 'start' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$', false)
        and coalesce(d.value ->> 'end' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$', false)
        and (not (d.value ->> 'open')::boolean or (d.value ->> 'start') collate "C" < (d.value ->> 'end') collate "C")
      )
      from jsonb_each(p_schedule) as d (day, value)
    );
end;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.clinics (
  id uuid primary key default gen_random_uuid(),
  -- Every synced table filters on clinic_id; for a clinic it is itself.
  clinic_id uuid generated always as (id) stored,
  name text not null constraint clinics_name_required check (btrim(name) <> ''),
  company_name text,
  tax_code text,
  address text,
  city text,
  phone text constraint clinics_phone_format check (phone ~ '^(\+40|0)[0-9]{9}$'),
  email text constraint clinics_email_format check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  website text,
  medical_director text,
  license_date date,
  status text not null default 'active' constraint clinics_status_valid check (status in ('active', 'inactive')),
  schedule jsonb not null default '{
    "monday":    {"open": false, "start": "08:00", "end": "18:00"},
    "tuesday":   {"open": false, "start": "08:00", "end": "18:00"},
    "wednesday": {"open": false, "start": "08:00", "end": "18:00"},
    "thursday":  {"open": false, "start": "08:00", "end": "18:00"},
    "friday":    {"open": false, "start": "08:00", "end": "18:00"},
    "saturday":  {"open": false, "start": "09:00", "end": "14:00"},
    "sunday":    {"open": false, "start": "09:00", "end": "14:00"}
  }'::jsonb constraint clinics_schedule_valid check (private.is_valid_clinic_schedule(schedule)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);
comment on table public.clinics is 'A clinic (tenant). Every other clinic table points here through clinic_id.';

create table public.specializations (
  -- The 25 fixed keys the client knows (spec part 1, section 3).
  id text primary key,
  name_ro text not null,
  name_en text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);
comment on table public.specializations is 'Shared by all clinics: readable by every signed-in user, written only by service_role.';

create table public.users (
  id uuid primary key default gen_random_uuid(),
  auth_user_id uuid unique references auth.users (id) on delete set null,
  -- Nullable: a super_admin belongs to no clinic; for them this is the clinic context they work in.
  clinic_id uuid references public.clinics (id),
  role text not null default 'doctor'
    constraint users_role_valid check (role in ('doctor', 'staff', 'admin', 'super_admin')),
  name text,
  first_name text,
  last_name text,
  gender text constraint users_gender_valid check (gender in ('male', 'female')),
  phone text constraint users_phone_format check (phone ~ '^[0-9 +()-]{10,}$'),
  personal_email text constraint users_personal_email_format check (personal_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  clinic_email text constraint users_clinic_email_format check (clinic_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  email text constraint users_email_format check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  avatar text,
  specialization text references public.specializations (id),
  professional_grade text constraint users_professional_grade_valid
    check (professional_grade in ('primar', 'specialist', 'resident', 'generalist', 'consultant', 'adjunct', 'principal')),
  collaboration_type text constraint users_collaboration_type_valid check (collaboration_type in ('internal', 'external')),
  birth_date date,
  id_series text,
  id_number text,
  cnp text constraint users_cnp_format check (cnp ~ '^[0-9]{13}$'),
  id_address text,
  id_issue_date date,
  id_expiry_date date,
  id_issued_by text,
  email_notifications boolean not null default true,
  sms_notifications boolean not null default true,
  status text not null default 'active' constraint users_status_valid check (status in ('active', 'inactive')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);
comment on table public.users is 'Staff and doctor profiles, linked to auth.users through auth_user_id.';

create table public.patients (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  first_name text not null constraint patients_first_name_required check (btrim(first_name) <> ''),
  last_name text not null constraint patients_last_name_required check (btrim(last_name) <> ''),
  name text generated always as (first_name || ' ' || last_name) stored,
  avatar text,
  gender text constraint patients_gender_valid check (gender in ('male', 'female')),
  birthday date,
  status text not null default 'active' constraint patients_status_valid check (status in ('active', 'inactive', 'deceased')),
  cnp text constraint patients_cnp_format check (cnp ~ '^[0-9]{13}$'),
  series text,
  number text,
  address text,
  issue_date date,
  expiry_date date,
  issued_by text,
  phone text constraint patients_phone_format check (phone ~ '^[0-9 +()-]{10,}$'),
  email text constraint patients_email_format check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  email_notifications boolean not null default true,
  sms_notifications boolean not null default true,
  newsletter boolean not null default false,
  email_offers boolean not null default false,
  sms_offers boolean not null default false,
  created_date timestamptz not null default now(),
  -- Medical history (spec part 2, sections 3 and 9).
  height numeric constraint patients_height_range check (height between 30 and 300),
  weight numeric constraint patients_weight_range check (weight between 1 and 500),
  imc numeric,
  sleep_quality text constraint patients_sleep_quality_valid check (sleep_quality in ('good', 'average', 'poor')),
  physical_activity text constraint patients_physical_activity_valid
    check (physical_activity in ('sedentary', 'moderate', 'intense')),
  diet text constraint patients_diet_valid check (diet in ('normal', 'special')),
  stress_level text constraint patients_stress_level_valid check (stress_level in ('normal', 'elevated', 'high')),
  alcohol_consumption text constraint patients_alcohol_consumption_valid
    check (alcohol_consumption in ('none', 'moderate', 'excessive')),
  smoker_status text constraint patients_smoker_status_valid check (smoker_status in ('never', 'former', 'current')),
  smoker_since integer constraint patients_smoker_since_range check (smoker_since between 1900 and 2100),
  -- Lists of {id, name, start_year, end_year, is_active}; each list is one field for last-write-wins.
  chronic_conditions jsonb not null default '[]'::jsonb
    constraint patients_chronic_conditions_list check (jsonb_typeof(chronic_conditions) = 'array'),
  allergies jsonb not null default '[]'::jsonb
    constraint patients_allergies_list check (jsonb_typeof(allergies) = 'array'),
  infectious_diseases jsonb not null default '[]'::jsonb
    constraint patients_infectious_diseases_list check (jsonb_typeof(infectious_diseases) = 'array'),
  major_traumas jsonb not null default '[]'::jsonb
    constraint patients_major_traumas_list check (jsonb_typeof(major_traumas) = 'array'),
  surgical_interventions jsonb not null default '[]'::jsonb
    constraint patients_surgical_interventions_list check (jsonb_typeof(surgical_interventions) = 'array'),
  important_vaccinations jsonb not null default '[]'::jsonb
    constraint patients_important_vaccinations_list check (jsonb_typeof(important_vaccinations) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);

create table public.services (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  specialization_id text not null references public.specializations (id),
  name text not null constraint services_name_required check (btrim(name) <> ''),
  description text,
  sku_code text,
  currency text not null default 'RON' constraint services_currency_valid check (currency in ('RON', 'EUR', 'USD')),
  tva text not null default '19%' constraint services_tva_valid check (tva in ('19%', 'no', 'exempt')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);

create table public.doctor_services (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  doctor_id uuid not null references public.users (id),
  service_id uuid not null references public.services (id),
  duration_minutes integer not null default 30
    constraint doctor_services_duration_range check (duration_minutes between 15 and 480)
    constraint doctor_services_duration_step check (duration_minutes % 15 = 0),
  price numeric(10, 2) not null default 0 constraint doctor_services_price_non_negative check (price >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint,
  -- Includes tombstones on purpose: re-adding a doctor to a service revives the old row
  -- (sync_push merges into it), so the pair keeps one id on every device.
  constraint doctor_services_doctor_service_unique unique (doctor_id, service_id)
);

create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  patient_id uuid not null references public.patients (id),
  doctor_id uuid not null references public.users (id),
  service_id uuid references public.services (id),
  created_by uuid references public.users (id),
  appointment_date timestamptz not null,
  duration_minutes integer not null default 30
    constraint appointments_duration_range check (duration_minutes between 15 and 480)
    constraint appointments_duration_step check (duration_minutes % 15 = 0),
  -- 'conflict': a booking the server could not place because its slot was taken. It is kept so
  -- nothing typed at the desk is lost, and shown on every device until someone rebooks it.
  status text not null default 'scheduled'
    constraint appointments_status_valid check (status in ('scheduled', 'cancelled', 'conflict')),
  patient_present boolean,
  additional_services uuid[] not null default '{}',
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint,
  -- Double booking is impossible: two live scheduled appointments of one doctor never overlap.
  -- Concurrent inserts wait on each other here, so the second one fails even under READ COMMITTED.
  constraint appointments_no_double_booking exclude using gist (
    doctor_id with =,
    private.appointment_range(appointment_date, duration_minutes) with &&
  ) where (status = 'scheduled' and not deleted)
);

create table public.medical_records (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  appointment_id uuid not null references public.appointments (id),
  patient_id uuid not null references public.patients (id),
  -- One row per record item, so two doctors editing different items of a visit never collide.
  category text not null constraint medical_records_category_valid check (
    category in ('investigation', 'recommendation', 'diagnosis', 'documents', 'treatment', 'medication', 'notes', 'administrative')
  ),
  sub_category text,
  input_field_value text,
  description text,
  recorded_at timestamptz not null default now(),
  created_by uuid references public.users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);

create table public.medical_documents (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  medical_record_id uuid not null references public.medical_records (id),
  patient_id uuid not null references public.patients (id),
  name text not null constraint medical_documents_name_required check (btrim(name) <> ''),
  -- Object name inside bucket medical-documents ({clinic_id}/...); null until the device uploads it.
  storage_path text,
  mime_type text,
  size_bytes bigint constraint medical_documents_size_non_negative check (size_bytes >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  title text not null constraint tasks_title_required check (btrim(title) <> ''),
  description text not null,
  status text not null default 'todo' constraint tasks_status_valid check (status in ('todo', 'in_progress', 'done')),
  priority text not null default 'medium' constraint tasks_priority_valid check (priority in ('low', 'medium', 'high')),
  assigned_to uuid[] not null default '{}',
  due_date timestamptz,
  created_by uuid references public.users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  name text not null constraint partners_name_required check (btrim(name) <> ''),
  avatar text,
  type text not null constraint partners_type_valid
    check (type in ('hospital', 'clinic', 'laboratory', 'pharmacy', 'insurance', 'other')),
  contact_person text,
  phone text constraint partners_phone_format check (phone ~ '^[0-9 +()-]{10,}$'),
  email text constraint partners_email_format check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  address text,
  city text,
  country text,
  partnership_date date,
  contract_expiry_date date,
  status text not null default 'active'
    constraint partners_status_valid check (status in ('active', 'inactive', 'pending', 'expired')),
  rating integer constraint partners_rating_range check (rating between 0 and 5),
  notes text,
  created_date timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  field_updated_at jsonb not null default '{}'::jsonb,
  sync_txid xid8,
  sync_seq bigint
);

-- ---------------------------------------------------------------------------------------------
-- Indexes: what the screens filter on, and the pull cursor of every table.
-- (clinic_id, sync_txid, sync_seq) serves both "rows of my clinic" and a clinic's pull in
-- cursor order; (sync_txid, sync_seq) serves tables read across clinics (clinics, specializations).
-- ---------------------------------------------------------------------------------------------

create index appointments_doctor_date_idx on public.appointments (doctor_id, appointment_date);
create index appointments_patient_idx on public.appointments (patient_id);
create index patients_clinic_name_idx on public.patients (clinic_id, last_name, first_name);
create index tasks_clinic_status_idx on public.tasks (clinic_id, status);
create index services_specialization_idx on public.services (specialization_id);
create index doctor_services_service_idx on public.doctor_services (service_id);
create index medical_records_appointment_idx on public.medical_records (appointment_id);
create index medical_records_patient_idx on public.medical_records (patient_id);
create index medical_documents_record_idx on public.medical_documents (medical_record_id);

do $$
declare
  t text;
begin
  foreach t in array array['clinics', 'users', 'specializations', 'patients', 'services', 'doctor_services',
                           'appointments', 'medical_records', 'medical_documents', 'tasks', 'partners']
  loop
    execute format('create index %I on public.%I (sync_txid, sync_seq)', t || '_sync_cursor_idx', t);
    if t <> 'specializations' then
      execute format('create index %I on public.%I (clinic_id, sync_txid, sync_seq)', t || '_clinic_sync_idx', t);
    end if;
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Triggers shared by every synced table
-- ---------------------------------------------------------------------------------------------

-- updated_at and the pull cursor on every write; field_updated_at for writes that are not
-- sync_push (which sets cabinet.sync_push = 'on' and stamps the device's edit time itself).
-- Clients can set none of these: whatever they send is overwritten here.
create or replace function private.stamp_sync_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_in_push boolean := coalesce(current_setting('cabinet.sync_push', true), '') = 'on';
  v_old jsonb;
  v_new jsonb;
begin
  new.updated_at := now();
  new.sync_txid := pg_current_xact_id();
  new.sync_seq := nextval('private.sync_seq');
  if tg_op = 'INSERT' then
    if not v_in_push then
      new.field_updated_at := '{}'::jsonb;
    end if;
  else
    new.created_at := old.created_at;
    if not v_in_push then
      v_old := to_jsonb(old);
      v_new := to_jsonb(new);
      new.field_updated_at := coalesce(old.field_updated_at, '{}'::jsonb) || coalesce((
        select jsonb_object_agg(n.key, to_jsonb(now()))
        from jsonb_each(v_new) as n
        where n.value is distinct from v_old -> n.key
          and n.key not in ('created_at', 'updated_at', 'field_updated_at', 'sync_txid', 'sync_seq')
          -- Generated columns are not computed yet in a BEFORE trigger.
          and n.key not in (
            select a.attname from pg_catalog.pg_attribute a
            where a.attrelid = tg_relid and a.attgenerated <> ''
          )
      ), '{}'::jsonb);
    end if;
  end if;
  return new;
end
$$;

-- A DELETE from an API role becomes a tombstone, so every device learns of it on its next pull.
-- Runs as the caller: the UPDATE passes the same row-level security as a direct update would.
-- The table owner (migrations, maintenance) can still hard-delete.
create or replace function private.tombstone_on_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    execute format('update %I.%I set deleted = true where id = $1 and not deleted', tg_table_schema, tg_table_name)
      using old.id;
    return null;
  end if;
  return old;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['clinics', 'users', 'specializations', 'patients', 'services', 'doctor_services',
                           'appointments', 'medical_records', 'medical_documents', 'tasks', 'partners']
  loop
    -- "stamp_" sorts after the other BEFORE triggers (e.g. users' protect_), so it sees their result.
    execute format(
      'create trigger stamp_sync_columns before insert or update on public.%I
         for each row execute function private.stamp_sync_columns()', t);
    execute format(
      'create trigger tombstone_on_delete before delete on public.%I
         for each row execute function private.tombstone_on_delete()', t);
  end loop;
end
$$;

-- A foreign key accepts a parent of any clinic; a row must only point at its own clinic's
-- patients, doctors, services, appointments and records. Checked when the reference is set or
-- changed (not on every update: a doctor who later moves clinic keeps their old appointments).
-- A trigger rather than composite foreign keys, which would give each pair of tables two
-- relationships and make PostgREST embedding (patient:patients(...)) ambiguous.
-- Arguments: pairs of (column, parent table). SECURITY DEFINER: the answer must not depend on
-- what the caller may see.
create or replace function private.check_same_clinic()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  v_column text;
  v_parent_clinic uuid;
  v_found integer;
begin
  for i in 0 .. tg_nargs / 2 - 1 loop
    v_column := tg_argv[i * 2];
    continue when v_new ->> v_column is null;
    continue when tg_op = 'UPDATE'
      and v_new ->> v_column is not distinct from v_old ->> v_column
      and v_new ->> 'clinic_id' is not distinct from v_old ->> 'clinic_id';
    execute format('select clinic_id from public.%I where id = $1', tg_argv[i * 2 + 1])
      into v_parent_clinic
      using (v_new ->> v_column)::uuid;
    get diagnostics v_found = row_count;
    -- A missing parent is the foreign key's to report.
    if v_found > 0 and v_parent_clinic is distinct from (v_new ->> 'clinic_id')::uuid then
      raise exception '% must belong to the same clinic', v_column
        using errcode = '23503', constraint = tg_table_name || '_' || v_column || '_same_clinic',
              table = tg_table_name, schema = tg_table_schema, column = v_column;
    end if;
  end loop;
  return new;
end
$$;

create trigger check_same_clinic before insert or update on public.doctor_services
  for each row execute function private.check_same_clinic('doctor_id', 'users', 'service_id', 'services');
create trigger check_same_clinic before insert or update on public.appointments
  for each row execute function private.check_same_clinic('patient_id', 'patients', 'doctor_id', 'users', 'service_id', 'services');
create trigger check_same_clinic before insert or update on public.medical_records
  for each row execute function private.check_same_clinic('appointment_id', 'appointments', 'patient_id', 'patients');
create trigger check_same_clinic before insert or update on public.medical_documents
  for each row execute function private.check_same_clinic('medical_record_id', 'medical_records', 'patient_id', 'patients');

-- ---------------------------------------------------------------------------------------------
-- Fixed data
-- ---------------------------------------------------------------------------------------------

insert into public.specializations (id, name_ro, name_en) values
  ('cardiology', 'Cardiologie', 'Cardiology'),
  ('neurology', 'Neurologie', 'Neurology'),
  ('ophthalmology', 'Oftalmologie', 'Ophthalmology'),
  ('orthopedics', 'Ortopedie', 'Orthopedics'),
  ('pediatrics', 'Pediatrie', 'Pediatrics'),
  ('dermatology', 'Dermatologie', 'Dermatology'),
  ('oncology', 'Oncologie', 'Oncology'),
  ('endocrinology', 'Endocrinologie', 'Endocrinology'),
  ('gastroenterology', 'Gastroenterologie', 'Gastroenterology'),
  ('pulmonology', 'Pneumologie', 'Pulmonology'),
  ('psychiatry', 'Psihiatrie', 'Psychiatry'),
  ('rheumatology', 'Reumatologie', 'Rheumatology'),
  ('urology', 'Urologie', 'Urology'),
  ('gynecology', 'Obstetrică-ginecologie', 'Gynecology'),
  ('emergency_medicine', 'Medicină de urgență', 'Emergency Medicine'),
  ('anesthesiology', 'Anestezie și terapie intensivă', 'Anesthesiology'),
  ('radiology', 'Radiologie și imagistică medicală', 'Radiology'),
  ('pathology', 'Anatomie patologică', 'Pathology'),
  ('family_medicine', 'Medicină de familie', 'Family Medicine'),
  ('internal_medicine', 'Medicină internă', 'Internal Medicine'),
  ('surgery', 'Chirurgie generală', 'General Surgery'),
  ('plastic_surgery', 'Chirurgie plastică', 'Plastic Surgery'),
  ('nephrology', 'Nefrologie', 'Nephrology'),
  ('infectious_diseases', 'Boli infecțioase', 'Infectious Diseases'),
  ('geriatrics', 'Geriatrie și gerontologie', 'Geriatrics')
on conflict (id) do nothing;
