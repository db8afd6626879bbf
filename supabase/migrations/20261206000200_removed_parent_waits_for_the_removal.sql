-- A child written while its parent is being removed (issue 34's rule, found broken by the
-- convergence fuzz on 2026-11-29, seed 2367855713): the push of a document and the removal of its
-- record item in two transactions at once. The document's check read the item as live (the
-- removal was not committed), and the removal's cascade did not see the document (not committed
-- either), so a live document stayed under a removed item.
--
-- The check now takes a share lock on the parent rows it reads. A removal under way holds the
-- parent's row lock, so the check waits for it and reads the removed parent. A removal that comes
-- second waits for the child's transaction, and its cascade, a later statement, then sees the
-- child. Two pushes crossing each other's parents can deadlock: the server breaks it and the
-- device sends that change again, as for any refused push.
create or replace function private.removed_parent_removes_the_child()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_patient_removed boolean;
  v_item_removed boolean;
begin
  if new.deleted then
    return new;
  end if;
  select p.deleted into v_patient_removed from public.patients p where p.id = new.patient_id for share;
  if tg_table_name = 'medical_records' then
    new.deleted := coalesce(v_patient_removed, false);
  elsif tg_table_name = 'medical_documents' then
    select r.deleted into v_item_removed from public.medical_records r where r.id = new.medical_record_id for share;
    new.deleted := coalesce(v_item_removed, false) or coalesce(v_patient_removed, false);
  end if;
  return new;
end
$$;
