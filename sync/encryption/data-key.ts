/**
 * The keys of encryption at rest (issue 40), all through WebCrypto:
 * - a random AES-GCM 256 *data key* per user and device seals the sensitive fields and files;
 * - it is stored only wrapped (AES-KW) by a key derived from the user's PIN (PBKDF2-SHA-256,
 *   600,000 iterations, a random salt per user and device), and by a random key the server keeps
 *   for that user and device, which only a password sign-in reaches;
 * - unwrapped, it is a non-extractable CryptoKey held in memory: its bytes cannot be read back
 *   even by this page's scripts, and nothing writes it anywhere.
 */

/** OWASP's 2023 floor for PBKDF2-HMAC-SHA-256; about 80 ms in Chromium on the test machine. */
export const PIN_KEY_ITERATIONS = 600_000;

const SALT_BYTES = 16;

/** A wrapped key did not open: the PIN or the wrapping key is not the one it was wrapped with. */
export class WrongKeyError extends Error {
  constructor(cause?: unknown) {
    super('The key does not open this wrapped data key', { cause });
    this.name = 'WrongKeyError';
  }
}

export function randomSalt(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(SALT_BYTES));
}

/**
 * A new data key. Extractable only so it can be wrapped right away: the caller wraps it and then
 * works with the non-extractable copy `unwrapDataKey` answers.
 */
export function createDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

/** The key a PIN opens: PBKDF2 over the PIN's digits with this user's salt on this device. */
export async function derivePinKey(
  pin: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = PIN_KEY_ITERATIONS,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt, iterations, hash: 'SHA-256' },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** A wrapping key from 32 random bytes (the server's key for this user and device). */
export function importWrappingKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-KW' }, false, ['wrapKey', 'unwrapKey']);
}

export async function wrapDataKey(
  dataKey: CryptoKey,
  wrappingKey: CryptoKey,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.wrapKey('raw', dataKey, wrappingKey, 'AES-KW'));
}

/**
 * The data key inside `wrapped`, non-extractable. AES-KW checks its integrity: a wrong PIN or
 * wrapping key throws WrongKeyError instead of answering a wrong key.
 */
export async function unwrapDataKey(
  wrapped: Uint8Array<ArrayBuffer>,
  wrappingKey: CryptoKey,
): Promise<CryptoKey> {
  try {
    return await crypto.subtle.unwrapKey('raw', wrapped, wrappingKey, 'AES-KW', { name: 'AES-GCM' }, false, [
      'encrypt',
      'decrypt',
    ]);
  } catch (error) {
    throw new WrongKeyError(error);
  }
}
