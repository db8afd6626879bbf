-- The file behind a medical document follows its item's category, as the document's row does
-- (issue 13's roles, found again in issue 17's review): the storage policies only confined files
-- to the clinic's folder, so the desk could overwrite or delete, through the storage API, the PDF
-- attached to a doctor's diagnosis, although it may neither change nor delete that document's
-- row. A file a document row names may now be replaced or removed only by those who may write
-- that row's item. A file no row names yet (a device uploads a document's file before its row)
-- may be written by any member, as before: its row, when it comes, is checked by its item.

create or replace function private.may_write_document_file(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select private.may_write_record_of(d.medical_record_id)
       from public.medical_documents d
      where d.storage_path = p_name and d.clinic_id = private.my_clinic_id()
      limit 1),
    true)
$$;

revoke all on function private.may_write_document_file(text) from public;
grant execute on function private.may_write_document_file(text) to authenticated, service_role;

drop policy cabinet_objects_insert on storage.objects;
drop policy cabinet_objects_update on storage.objects;
drop policy cabinet_objects_delete on storage.objects;

create policy cabinet_objects_insert on storage.objects for insert to authenticated
  with check (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
    and (bucket_id <> 'partner-avatars' or (select private.my_role()) in ('admin', 'super_admin'))
    and (bucket_id <> 'medical-documents' or private.may_write_document_file(name))
  );

create policy cabinet_objects_update on storage.objects for update to authenticated
  using (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
    and (bucket_id <> 'partner-avatars' or (select private.my_role()) in ('admin', 'super_admin'))
    and (bucket_id <> 'medical-documents' or private.may_write_document_file(name))
  )
  with check (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
    and (bucket_id <> 'partner-avatars' or (select private.my_role()) in ('admin', 'super_admin'))
    and (bucket_id <> 'medical-documents' or private.may_write_document_file(name))
  );

create policy cabinet_objects_delete on storage.objects for delete to authenticated
  using (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
    and (bucket_id <> 'partner-avatars' or (select private.my_role()) in ('admin', 'super_admin'))
    and (bucket_id <> 'medical-documents' or private.may_write_document_file(name))
  );
