-- A document can reach the server before its record item: the device pushes one collection after
-- the other, and an item and its file written offline leave together. Row-level security used to
-- refuse such a document (its item unknown, so "not the caller's to write"), which the device takes
-- as final and keeps as a conflict. An item that is not there yet is now left to the foreign key,
-- whose "parent missing" the device retries once the item is sent. An item of another clinic is
-- invisible here too and is refused by the same-clinic trigger; an existing item still decides by
-- its category.
create or replace function private.may_write_record_of(p_record uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select private.may_write_record(r.category) from public.medical_records r where r.id = p_record),
    true)
$$;
