-- Issue 19: how many rows a device still has to pull, for the progress of a first sync or a
-- large catch-up ("45,210 of 225,867"). The rows of one collection after the device's cursor,
-- counted as the caller sees them (security invoker: row-level security decides, as for the
-- pull itself), tombstones included, since the pull sends those too. A new function: older
-- builds never call it, and a device that meets a server without it shows no progress.
create or replace function public.sync_backlog(p_collection text, p_cursor jsonb default null)
returns bigint
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_table text := private.sync_table(p_collection);
  v_txid xid8 := coalesce(nullif(p_cursor ->> 'txid', ''), '0')::xid8;
  v_seq bigint := coalesce((p_cursor ->> 'seq')::bigint, 0);
  v_count bigint;
begin
  execute format(
    'select count(*) from public.%I t where (t.sync_txid, t.sync_seq) > ($1, $2)', v_table)
  into v_count
  using v_txid, v_seq;
  return v_count;
end
$$;

revoke all on function public.sync_backlog(text, jsonb) from public, anon;
grant execute on function public.sync_backlog(text, jsonb) to authenticated;
