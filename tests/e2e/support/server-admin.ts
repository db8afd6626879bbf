/** The server as an operator sees it (service role key): what tests check the app against. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { API_URL, e2eStackConfig } from './e2e-stack-config.ts';

export function serverAdmin(): SupabaseClient {
  return createClient(API_URL, e2eStackConfig().serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export async function clinicIdByName(name: string): Promise<string> {
  const { data, error } = await serverAdmin().from('clinics').select('id').eq('name', name).single();
  if (error) throw error;
  return (data as { id: string }).id;
}
