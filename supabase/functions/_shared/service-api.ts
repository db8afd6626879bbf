/**
 * Calls to the project's own API with the service key, which the edge runtime gives every
 * function (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY); the local stack's Deno shim sets the same.
 */
declare const Deno: { env: { get(name: string): string | undefined } };

export interface ServiceSettings {
  supabaseUrl: string;
  serviceKey: string;
}

/** The address and key, or why they cannot be had. */
export function readServiceSettings(): ServiceSettings | string {
  const supabaseUrl = Deno.env.get('SUPABASE_URL');
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!supabaseUrl || !serviceKey) return 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set';
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), serviceKey };
}

export function serviceHeaders(settings: ServiceSettings): Record<string, string> {
  return {
    apikey: settings.serviceKey,
    Authorization: `Bearer ${settings.serviceKey}`,
    'Content-Type': 'application/json',
  };
}

/** A database function through PostgREST's rpc; its JSON answer, or an Error naming the failure. */
export async function serviceRpc(
  settings: ServiceSettings,
  name: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  const response = await fetch(`${settings.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: serviceHeaders(settings),
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} failed with ${response.status}: ${text.slice(0, 300)}`);
  return text === '' ? null : JSON.parse(text);
}
