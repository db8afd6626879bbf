/**
 * A body nested too deep is refused by the gateway with a 400 and a clear message before it
 * reaches Postgres (issue 17, finding 7), where it made sync_push, sync_pull and a PATCH answer
 * 500 (SQLSTATE 54001, stack depth); the API keeps answering afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { anonKey, apiUrl, DEMO, signIn } from './harness.ts';

let token: string;

beforeAll(async () => {
  const client = await signIn(DEMO.auroraStaff);
  const { data } = await client.auth.getSession();
  token = data.session?.access_token ?? '';
  expect(token).not.toBe('');
});

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

async function send(method: string, path: string, body: string) {
  const response = await fetch(`${apiUrl}/rest/v1${path}`, {
    method,
    headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
}

describe('a JSON body of 200,000 nested arrays', () => {
  it('is refused with 400 by sync_push, sync_pull and a PATCH, and the API answers on', async () => {
    const bodies: Array<[string, string, string]> = [
      ['POST', '/rpc/sync_push', `{"p_collection":"patients","p_changes":${deep(200_000)}}`],
      ['POST', '/rpc/sync_pull', `{"p_collection":"patients","p_cursor":${deep(200_000)}}`],
      ['PATCH', '/patients?id=eq.00000000-0000-0000-0000-000000000000', `{"notes":${deep(200_000)}}`],
    ];
    for (const [method, path, body] of bodies) {
      const answer = await send(method, path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'PGRST102',
        message: 'The JSON body nests deeper than 64 levels',
      });
    }
    const fine = await send(
      'POST',
      '/rpc/sync_pull',
      '{"p_collection":"patients","p_cursor":null,"p_limit":1}',
    );
    expect(fine.status).toBe(200);
  });
});
