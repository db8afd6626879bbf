/**
 * The app's run-time settings: where the Supabase API is, its public anon key, and (the upgrade
 * rehearsal only) how many versions to add to every local schema. They travel in /app-config.js,
 * a classic script index.html and the service worker load before the app: one build then serves
 * any API address, and the local stack's server writes the file for its own ports. The build
 * still emits the file with its build-time values, so a static host serves the build unchanged.
 */

export interface AppConfig {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  /** sync/database/schema-rehearsal.ts: 1 in the e2e upgrade rehearsal, else absent. */
  schemaRehearsal?: number;
}

/** The global the script sets; read through `runtimeAppConfig` only. */
export const APP_CONFIG_GLOBAL = '__CABINET_CONFIG__';
/** Its path on the app's origin. */
export const APP_CONFIG_PATH = '/app-config.js';

/** The script's text for a config (only the known fields, as JSON). */
export function appConfigScript(config: AppConfig): string {
  const known: AppConfig = {
    ...(config.supabaseUrl ? { supabaseUrl: config.supabaseUrl } : {}),
    ...(config.supabaseAnonKey ? { supabaseAnonKey: config.supabaseAnonKey } : {}),
    ...(config.schemaRehearsal ? { schemaRehearsal: config.schemaRehearsal } : {}),
  };
  return `self.${APP_CONFIG_GLOBAL} = ${JSON.stringify(known)};\n`;
}

/** What the script set in this global scope (a page, a worker), or nothing (Node, tests). */
export function runtimeAppConfig(scope: object = globalThis): AppConfig {
  const value: unknown = (scope as Record<string, unknown>)[APP_CONFIG_GLOBAL];
  if (typeof value !== 'object' || value === null) return {};
  const { supabaseUrl, supabaseAnonKey, schemaRehearsal } = value as Record<string, unknown>;
  return {
    ...(typeof supabaseUrl === 'string' ? { supabaseUrl } : {}),
    ...(typeof supabaseAnonKey === 'string' ? { supabaseAnonKey } : {}),
    ...(typeof schemaRehearsal === 'number' ? { schemaRehearsal } : {}),
  };
}
