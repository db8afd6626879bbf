-- File storage: three private buckets whose objects are named {clinic_id}/..., so one policy
-- per command confines every signed-in user to the folder of their current clinic.
-- (A super_admin works in the folder of their clinic context, like for table data.)

insert into storage.buckets (id, name, public) values
  ('avatars', 'avatars', false),
  ('partner-avatars', 'partner-avatars', false),
  ('medical-documents', 'medical-documents', false)
on conflict (id) do nothing;

create policy cabinet_objects_select on storage.objects for select to authenticated
  using (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
  );

-- Partner logos are written only by those who may edit partners (admin, super_admin).
create policy cabinet_objects_insert on storage.objects for insert to authenticated
  with check (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
    and (bucket_id <> 'partner-avatars' or (select private.my_role()) in ('admin', 'super_admin'))
  );

create policy cabinet_objects_update on storage.objects for update to authenticated
  using (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
    and (bucket_id <> 'partner-avatars' or (select private.my_role()) in ('admin', 'super_admin'))
  )
  with check (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
    and (bucket_id <> 'partner-avatars' or (select private.my_role()) in ('admin', 'super_admin'))
  );

create policy cabinet_objects_delete on storage.objects for delete to authenticated
  using (
    bucket_id in ('avatars', 'partner-avatars', 'medical-documents')
    and (storage.foldername(name))[1] = (select private.my_clinic_id())::text
    and (bucket_id <> 'partner-avatars' or (select private.my_role()) in ('admin', 'super_admin'))
  );
