/**
 * How the fuzz compares values written on a device with what the server holds: timestamps by
 * instant (devices write `…Z`, Postgres answers `…+00:00`), numbers by value, objects whatever
 * their key order, the rest as JSON.
 */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function normalizeValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string' && TIMESTAMP.test(value)) {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return `time:${new Date(time).toISOString()}`;
  }
  if (typeof value === 'number') return `number:${value}`;
  if (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value)) {
    return `number:${Number(value)}`;
  }
  if (Array.isArray(value)) return `array:${JSON.stringify(value.map(normalizeValue))}`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `object:${JSON.stringify(entries.map(([key, inner]) => [key, normalizeValue(inner)]))}`;
  }
  return JSON.stringify(value);
}

export function sameValue(a: unknown, b: unknown): boolean {
  return normalizeValue(a) === normalizeValue(b);
}

/** A readable value for failure reports. */
export function show(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}
