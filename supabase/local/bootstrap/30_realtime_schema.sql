-- What hosted Supabase's Realtime provides in the database, for broadcast from the database:
-- realtime.messages (row-level security decides who may join a private channel),
-- realtime.topic() (the channel being authorised) and realtime.send(). Applied only by the local
-- stack (never part of supabase/migrations); signatures as on hosted projects.
--
-- Hosted, realtime.send inserts into realtime.messages and the Realtime server reads the insert
-- from the write-ahead log after the commit. Here it notifies the local Realtime server (NOTIFY is
-- delivered at commit too, and never for a transaction that rolls back); the row is not kept,
-- so the table holds only the probe rows a join authorisation inserts and rolls back.

create schema if not exists realtime;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  primary key (id, inserted_at)
);

alter table realtime.messages enable row level security;

grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic()
returns text
language sql
stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  perform pg_notify(
    'cabinet_realtime',
    jsonb_build_object('topic', topic, 'event', event, 'payload', payload, 'private', private)::text
  );
exception
  when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
end
$$;

grant execute on function realtime.topic() to anon, authenticated, service_role;
