-- The pipeline's order within a column (issue 16): each task has a position, smaller first; a
-- card dragged within or between columns takes a position between its new neighbours, and the
-- position syncs like any column (per-field last write wins, beside the status).
--
-- A task never dragged sits by its creation time, newest first (the spec's "ordered by
-- created_at descending"): position = -(created_at in whole milliseconds). Devices derive the
-- same value in their local schema migration, so the backfill below needs no sync traffic (the
-- stamp trigger is off for it) and an installed tablet of the previous build, which sends no
-- position, keeps working: its inserts get the derived value, its updates leave the column alone.

alter table public.tasks add column position double precision;

alter table public.tasks disable trigger stamp_sync_columns;
update public.tasks set position = -floor(extract(epoch from created_at) * 1000);
alter table public.tasks enable trigger stamp_sync_columns;

create or replace function private.default_task_position()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.position is null then
    new.position := -floor(extract(epoch from new.created_at) * 1000);
  end if;
  return new;
end
$$;

-- Runs before the not-null check; on update too, so a client that sends null gets the default
-- rather than an error.
create trigger default_task_position before insert or update on public.tasks
  for each row execute function private.default_task_position();

alter table public.tasks alter column position set not null;
alter table public.tasks add constraint tasks_position_finite
  check (position <> 'NaN'::double precision and position <> 'Infinity'::double precision
         and position <> '-Infinity'::double precision);

create index tasks_clinic_status_position_idx on public.tasks (clinic_id, status, position);
