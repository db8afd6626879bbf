-- A row pointing at another clinic's patient, doctor, service, appointment or record is answered
-- exactly as one pointing at a parent that does not exist (issue 17, finding 9). The same-clinic
-- check said "patient_id must belong to the same clinic" (constraint ..._same_clinic) where the
-- foreign key says 'violates foreign key constraint "appointments_patient_id_fkey"', so a caller
-- could tell another clinic's ids from ids nobody holds. It now raises the foreign key's own
-- error: its code, message, detail and constraint name.
--
-- Devices: a device of the previous build read a '_same_clinic' constraint as a refusal and any
-- other 23503 as a parent still on its way while it had earlier changes to send; a device never
-- points at another clinic's rows, so nothing it sends is answered differently in practice.

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
  v_parent text;
  v_parent_clinic uuid;
  v_found integer;
  v_constraint text;
begin
  for i in 0 .. tg_nargs / 2 - 1 loop
    v_column := tg_argv[i * 2];
    v_parent := tg_argv[i * 2 + 1];
    continue when v_new ->> v_column is null;
    continue when tg_op = 'UPDATE'
      and v_new ->> v_column is not distinct from v_old ->> v_column
      and v_new ->> 'clinic_id' is not distinct from v_old ->> 'clinic_id';
    execute format('select clinic_id from public.%I where id = $1', v_parent)
      into v_parent_clinic
      using (v_new ->> v_column)::uuid;
    get diagnostics v_found = row_count;
    -- A missing parent is the foreign key's to report; another clinic's is reported the same way.
    if v_found > 0 and v_parent_clinic is distinct from (v_new ->> 'clinic_id')::uuid then
      select c.conname into v_constraint
      from pg_catalog.pg_constraint c
      join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.conrelid = tg_relid and c.contype = 'f' and cardinality(c.conkey) = 1 and a.attname = v_column;
      v_constraint := coalesce(v_constraint, tg_table_name || '_' || v_column || '_fkey');
      raise exception 'insert or update on table "%" violates foreign key constraint "%"', tg_table_name, v_constraint
        using errcode = '23503', constraint = v_constraint, table = tg_table_name, schema = tg_table_schema,
              -- With row-level security on the tables, Postgres leaves the key out of its own detail.
              detail = format('Key is not present in table "%s".', v_parent);
    end if;
  end loop;
  return new;
end
$$;
