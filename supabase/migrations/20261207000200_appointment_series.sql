-- Appointment series (issue 41): a course of visits booked at once (ten physiotherapy visits, a
-- weekly check-up). Every visit is its own appointment, checked by the exclusion constraint like
-- any other, and names its series by `series_id`, as FHIR R5 links the occurrences of a recurring
-- appointment. The series has no row of its own: its visits are all there is to edit or cancel
-- ("this one", "this and the following", "all"), so there is nothing to keep in step.
--
-- The previous build neither sends nor knows the column: its inserts leave it null, its updates
-- leave it alone, and the rows it pulls carry it through untouched.

alter table public.appointments add column series_id uuid;

create index appointments_series_idx on public.appointments (series_id) where series_id is not null;
