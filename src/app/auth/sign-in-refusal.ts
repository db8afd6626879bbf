/**
 * A sign-in the server asks to wait (429): how many seconds, from its message ("…after 30
 * seconds"), so the form can say it in the interface language. Null for any other refusal. GoTrue's
 * own limits say no number; a minute is then what the form asks.
 */
export interface AuthRefusal {
  status?: number | undefined;
  code?: string | undefined;
  message: string;
}

const UNSTATED_WAIT_SECONDS = 60;

export function signInWaitSeconds(error: AuthRefusal): number | null {
  if (error.status !== 429 && error.code !== 'over_request_rate_limit') return null;
  const stated = /(\d+)\s*seconds?/i.exec(error.message);
  return stated ? Number(stated[1]) : UNSTATED_WAIT_SECONDS;
}
