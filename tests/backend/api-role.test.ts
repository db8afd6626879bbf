/**
 * The API's requests reach Postgres as the authenticator role, never the superuser (issue 17,
 * finding 10): it can become anon, authenticated or service_role and holds nothing itself, so a
 * `reset role` slipped into a request would be left with no privilege at all.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, serviceClient } from './harness.ts';

const probe = `api_role_probe_${Math.random().toString(36).slice(2, 8)}`;

async function sql(text: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await sql(`create function public.${probe}() returns jsonb language sql stable as $$
      select jsonb_build_object('session_user', session_user::text, 'current_user', current_user::text,
        'super', (select rolsuper from pg_roles where rolname = session_user)) $$;
    grant execute on function public.${probe}() to service_role;`);
});

afterAll(async () => {
  await sql(`drop function if exists public.${probe}();`);
});

describe('the role the API connects as', () => {
  it('is authenticator, not a superuser, acting as the request’s role', async () => {
    const { data, error } = await serviceClient().rpc(probe);
    expect(error).toBeNull();
    expect(data).toEqual({ session_user: 'authenticator', current_user: 'service_role', super: false });
  });

  it('can become only the three API roles', async () => {
    const rows = await sql(`select r.rolname from pg_auth_members m
        join pg_roles r on r.oid = m.roleid
        join pg_roles a on a.oid = m.member
       where a.rolname = 'authenticator' order by 1`);
    expect(rows.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const [self] = await sql(
      `select rolsuper, rolinherit, rolcreaterole, rolcreatedb from pg_roles where rolname = 'authenticator'`,
    );
    expect(self).toEqual({ rolsuper: false, rolinherit: false, rolcreaterole: false, rolcreatedb: false });
  });
});
