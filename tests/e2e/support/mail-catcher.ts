/** The e2e stack's mail catcher (GET /api/messages) and a throwaway user made with the service key. */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { waitUntil } from '../../support/wait-until.ts';
import { API_URL, e2eStackConfig, MAIL_URL } from './e2e-stack-config.ts';

export interface CaughtMail {
  id: string;
  to: string[] | string;
  subject: string;
  text: string;
  html: string;
}

export function waitForMail(match: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
  return waitUntil(
    async () => {
      const response = await fetch(`${MAIL_URL}/api/messages`);
      if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
      return ((await response.json()) as CaughtMail[]).find(match);
    },
    { timeoutMs, intervalMs: 200, what: 'a matching email' },
  );
}

/** The recovery link of a reset email (the stack's /auth/v1/verify, redirecting to /reset-password). */
export function verifyLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verify link in: ${mail.text}`);
  return link;
}

/** A confirmed user of its own, so tests that change a password leave the demo accounts alone. */
export async function createThrowawayUser(password: string): Promise<{ id: string; email: string }> {
  const admin = createClient(API_URL, e2eStackConfig().serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const email = `e2e-reset-${randomUUID()}@example.test`;
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email };
}
