/**
 * The app's one supabase-js client. Screens never import supabase-js: they go through this
 * module and the sync layer. The session persists in localStorage (spec §9: auto-refresh,
 * refresh when 90 s remain is supabase-js's own schedule).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { runtimeAppConfig } from '#core/app-config.ts';
import { parseAppEnv } from '#lib/app-env.ts';
import { mirroredAuthStorage } from '#sync/session/background-sync-store.ts';
import { backgroundSyncStore } from './background-sync.ts';

// The build's variables, under the run-time config index.html loaded first (/app-config.js).
export const appEnv = parseAppEnv(import.meta.env, runtimeAppConfig());

export const supabase: SupabaseClient = createClient(appEnv.supabaseUrl, appEnv.supabaseAnonKey, {
  auth: {
    // localStorage as supabase-js's default, mirrored for the service worker (background sync).
    ...(backgroundSyncStore && typeof localStorage !== 'undefined'
      ? { storage: mirroredAuthStorage(localStorage, backgroundSyncStore) }
      : {}),
    persistSession: true,
    autoRefreshToken: true,
    // The emailed reset link lands on /reset-password with the session in the URL fragment.
    detectSessionInUrl: true,
  },
});
