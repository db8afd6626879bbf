/**
 * The app's settings, checked once at start: where the Supabase API is and its public anon key.
 * The run-time config (/app-config.js, core/app-config.ts) wins over the build's variables;
 * missing values fall back to the local stack (`npm start`), which uses the Supabase CLI's local
 * port and default anon key.
 */
import * as v from 'valibot';
import type { AppConfig } from '#core/app-config.ts';

/** The Supabase CLI's default local anon key (JWT secret 'super-secret-jwt-token-with-at-least-32-characters-long'). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

const appEnvSchema = v.object({
  VITE_SUPABASE_URL: v.optional(
    v.pipe(v.string(), v.url('VITE_SUPABASE_URL must be an absolute URL')),
    LOCAL_SUPABASE_URL,
  ),
  VITE_SUPABASE_ANON_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'VITE_SUPABASE_ANON_KEY must be a JWT')),
    LOCAL_ANON_KEY,
  ),
});

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * Reads the settings from `import.meta.env` (or any record), the run-time config over it; throws
 * a readable error when one is malformed.
 */
export function parseAppEnv(env: Record<string, unknown>, runtime: AppConfig = {}): AppEnv {
  const merged = {
    ...env,
    ...(runtime.supabaseUrl ? { VITE_SUPABASE_URL: runtime.supabaseUrl } : {}),
    ...(runtime.supabaseAnonKey ? { VITE_SUPABASE_ANON_KEY: runtime.supabaseAnonKey } : {}),
  };
  // An unset variable and an empty one (`VITE_X= vite build`) both mean "use the default".
  const given = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
  const result = v.safeParse(appEnvSchema, given);
  if (!result.success) {
    const problems = result.issues.map((issue) => issue.message).join('; ');
    throw new Error(`Invalid app settings: ${problems}`);
  }
  return {
    supabaseUrl: result.output.VITE_SUPABASE_URL,
    supabaseAnonKey: result.output.VITE_SUPABASE_ANON_KEY,
  };
}
