/**
 * What Supabase's edge runtime gives every function (SUPABASE_URL, the keys) and the SMTP
 * settings our functions send mail with, read once per call; a missing one is named, never
 * guessed. The same in the local stack, whose Deno shim sets the same variables.
 */
import type { SmtpSettings } from './mailer.ts';

declare const Deno: { env: { get(name: string): string | undefined } };

export interface FunctionSettings {
  supabaseUrl: string;
  serviceKey: string;
  smtp: SmtpSettings;
}

/** The settings, or why they cannot be had. */
export function readFunctionSettings(): FunctionSettings | string {
  const env = (name: string) => {
    const value = Deno.env.get(name);
    return value === undefined || value === '' ? undefined : value;
  };
  const supabaseUrl = env('SUPABASE_URL');
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
  const host = env('SMTP_HOST');
  const from = env('SMTP_FROM');
  if (!supabaseUrl || !serviceKey) return 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set';
  if (!host || !from) return 'SMTP_HOST and SMTP_FROM must be set';
  const secure = env('SMTP_SECURE') === 'true';
  const port = Number.parseInt(env('SMTP_PORT') ?? '', 10);
  return {
    supabaseUrl: supabaseUrl.replace(/\/+$/, ''),
    serviceKey,
    smtp: {
      host,
      port: Number.isFinite(port) ? port : secure ? 465 : 587,
      secure,
      user: env('SMTP_USER'),
      pass: env('SMTP_PASS'),
      from,
    },
  };
}
