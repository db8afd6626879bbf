import { describe, expect, it } from 'vitest';
import {
  createDataKey,
  derivePinKey,
  importWrappingKey,
  PIN_KEY_ITERATIONS,
  randomSalt,
  unwrapDataKey,
  WrongKeyError,
  wrapDataKey,
} from './data-key.ts';
import { openSealedBytes, sealBytes } from './sealed-bytes.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);

describe('the data key and its wrapping', () => {
  it('derives the PIN key with at least 600,000 PBKDF2 iterations', () => {
    expect(PIN_KEY_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });

  it('unwraps with the same PIN and salt to a key that opens what the original sealed', async () => {
    const salt = randomSalt();
    const dataKey = await createDataKey();
    const wrapped = await wrapDataKey(dataKey, await derivePinKey('482913', salt));
    expect(wrapped.length).toBe(40);
    const unwrapped = await unwrapDataKey(wrapped, await derivePinKey('482913', salt));
    expect(unwrapped.extractable).toBe(false);
    const sealed = await sealBytes(dataKey, bytes('CNP 2850615123456'), 'patients/p1');
    expect(text(await openSealedBytes(unwrapped, sealed, 'patients/p1'))).toBe('CNP 2850615123456');
  });

  it('refuses a wrong PIN, a wrong salt and a wrong server key', async () => {
    const salt = randomSalt();
    const dataKey = await createDataKey();
    const wrapped = await wrapDataKey(dataKey, await derivePinKey('482913', salt));
    await expect(unwrapDataKey(wrapped, await derivePinKey('482914', salt))).rejects.toBeInstanceOf(
      WrongKeyError,
    );
    await expect(unwrapDataKey(wrapped, await derivePinKey('482913', randomSalt()))).rejects.toBeInstanceOf(
      WrongKeyError,
    );
    const serverKey = await importWrappingKey(crypto.getRandomValues(new Uint8Array(32)));
    const byServer = await wrapDataKey(dataKey, serverKey);
    const otherServerKey = await importWrappingKey(crypto.getRandomValues(new Uint8Array(32)));
    await expect(unwrapDataKey(byServer, otherServerKey)).rejects.toBeInstanceOf(WrongKeyError);
    expect(await unwrapDataKey(byServer, serverKey)).toBeInstanceOf(CryptoKey);
  });
});

describe('sealed bytes', () => {
  it('round-trips, with a fresh IV each time', async () => {
    const key = await createDataKey();
    const first = await sealBytes(key, bytes('0722 555 014'), 'patients/p1');
    const second = await sealBytes(key, bytes('0722 555 014'), 'patients/p1');
    expect(first).not.toEqual(second);
    expect(text(await openSealedBytes(key, first, 'patients/p1'))).toBe('0722 555 014');
    expect(text(await openSealedBytes(key, second, 'patients/p1'))).toBe('0722 555 014');
  });

  it('refuses another key, another row and an altered value', async () => {
    const key = await createDataKey();
    const sealed = await sealBytes(key, bytes('Alergie la penicilina'), 'patients/p1');
    await expect(openSealedBytes(await createDataKey(), sealed, 'patients/p1')).rejects.toBeInstanceOf(
      WrongKeyError,
    );
    await expect(openSealedBytes(key, sealed, 'patients/p2')).rejects.toBeInstanceOf(WrongKeyError);
    const altered = sealed.slice();
    const last = altered.length - 1;
    altered[last] = (altered[last] ?? 0) ^ 1;
    await expect(openSealedBytes(key, altered, 'patients/p1')).rejects.toBeInstanceOf(WrongKeyError);
    await expect(openSealedBytes(key, new Uint8Array([9, 1, 2]), 'patients/p1')).rejects.toBeInstanceOf(
      WrongKeyError,
    );
  });
});
