/** The e2e stack's mail catcher (the shared client, bound to its address) and a throwaway user made with the service key. */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { type CaughtMail, mailCatcher } from '../../support/mail-catcher.ts';
import { API_URL, e2eStackConfig, MAIL_URL } from './e2e-stack-config.ts';

const catcher = mailCatcher(MAIL_URL);

export type { CaughtMail };
/** The messages to an address. */
export const mailsTo = catcher.to;
/** Waits until the catcher holds a message matching `match` (15 s: the e2e stack shares two browsers). */
export const waitForMail = (match: (mail: CaughtMail) => boolean, timeoutMs = 15_000) =>
  catcher.waitFor(match, timeoutMs);

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
