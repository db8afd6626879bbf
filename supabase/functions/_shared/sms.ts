/**
 * How the reminders send an SMS (issue 41): one interface, a provider per gateway, chosen by the
 * function's environment. SMS_PROVIDER=catcher posts to the local stack's SMS catcher
 * (SMS_CATCHER_URL); SMS_PROVIDER=http posts {to, text, from} as JSON to a gateway's address
 * (SMS_API_URL, with SMS_API_TOKEN as a bearer token), which most gateways take or a small adapter
 * turns into theirs. Without SMS_PROVIDER there is no gateway, and SMS reminders are skipped.
 */
export interface SmsMessage {
  to: string;
  text: string;
  /** The clinic's name, where the gateway shows a sender. */
  from?: string | undefined;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

type Env = (name: string) => string | undefined;

function jsonPoster(url: string, token?: string): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, from: message.from ?? null }),
      });
      if (!response.ok) {
        throw new Error(
          `the SMS gateway answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
        );
      }
    },
  };
}

/** The provider the environment names, null for none, or why the one named cannot be used. */
export function smsProviderFromEnv(env: Env): SmsProvider | null | string {
  const kind = env('SMS_PROVIDER');
  if (!kind) return null;
  if (kind === 'catcher') {
    const url = env('SMS_CATCHER_URL');
    return url ? jsonPoster(url) : 'SMS_PROVIDER=catcher needs SMS_CATCHER_URL';
  }
  if (kind === 'http') {
    const url = env('SMS_API_URL');
    return url ? jsonPoster(url, env('SMS_API_TOKEN')) : 'SMS_PROVIDER=http needs SMS_API_URL';
  }
  return `unknown SMS_PROVIDER ${kind}`;
}
