/** JSON answers with the CORS headers a browser needs to call a function from the app. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

/**
 * A job function's answer (the outbox and queue drainers): a POST, whatever its body (kept only
 * for the app's call shape), runs `drain` once with the function's settings and answers its
 * summary; 500 when the settings are missing, 502 when the drain failed.
 */
export async function answerJob<Settings>(
  request: Request,
  readSettings: () => Settings | string,
  drain: (settings: Settings) => Promise<unknown>,
): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });
  await request.text().catch(() => '');
  const settings = readSettings();
  if (typeof settings === 'string') return json(500, { error: settings });
  try {
    return json(200, await drain(settings));
  } catch (error) {
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
}
