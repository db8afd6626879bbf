-- GoTrue's columns for a confirmed email change and for reauthentication (issue 17, finding 6):
-- a new address takes effect only from the link sent to it, and a password change on a session
-- older than a day needs the nonce emailed by /reauthenticate.
alter table auth.users add column if not exists email_change_token_new varchar(255) default '';
alter table auth.users add column if not exists reauthentication_token varchar(255) default '';
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;
