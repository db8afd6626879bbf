/** Transactions on the superuser pool, which owns the auth tables. */
import type pg from 'pg';
import { CommitThenFail } from './auth-errors.ts';

export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin');
    let result: T;
    try {
      result = await work(client);
    } catch (error) {
      if (error instanceof CommitThenFail) {
        await client.query('commit');
        throw error.error;
      }
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
      throw error;
    }
    await client.query('commit');
    return result;
  } finally {
    client.release(broken);
  }
}
