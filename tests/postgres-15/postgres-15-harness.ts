/** What the PostgreSQL 15 test files share: sign-ins on its stack and its database as the owner. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { signInAt } from '../backend/harness.ts';
import { POSTGRES_15_PORT, postgres15Config } from './postgres-15-config.ts';

export const postgres15DatabaseUrl = `postgres://postgres:postgres@127.0.0.1:${POSTGRES_15_PORT}/postgres`;

export function signInOnPostgres15(email: string): Promise<SupabaseClient> {
  return signInAt(postgres15Config, email);
}
