/**
 * The Phoenix channel frames realtime-js speaks: vsn 2.0.0 sends `[join_ref, ref, topic, event,
 * payload]` arrays as text, vsn 1.0.0 objects with the same fields. Binary frames (realtime-js
 * encodes a client's own broadcasts that way) are not read: the local stack serves broadcast from
 * the database only.
 */

export type PhoenixVersion = '1.0.0' | '2.0.0';

export interface PhoenixFrame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const asRef = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const asPayload = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The frame in `text`, or null when it is not one (the connection then ignores it). */
export function decodeFrame(text: string, version: PhoenixVersion): PhoenixFrame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (version === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: asPayload(payload) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const frame = parsed as Record<string, unknown>;
  if (typeof frame.topic !== 'string' || typeof frame.event !== 'string') return null;
  return {
    joinRef: asRef(frame.join_ref),
    ref: asRef(frame.ref),
    topic: frame.topic,
    event: frame.event,
    payload: asPayload(frame.payload),
  };
}

export function encodeFrame(frame: PhoenixFrame, version: PhoenixVersion): string {
  if (version === '2.0.0')
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}

/** The answer to a frame that asked for one (`ref` set). */
export function reply(
  to: PhoenixFrame,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): PhoenixFrame {
  return {
    joinRef: to.joinRef,
    ref: to.ref,
    topic: to.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}
