/**
 * AES-GCM sealing of bytes under the data key (data-key.ts). A sealed value is a one-byte format
 * version, a random 96-bit IV and the ciphertext with its 128-bit tag. The additional data names
 * what the bytes belong to (a collection and a row, a file's key), so a sealed value moved onto
 * another row or file does not open there.
 */
import { WrongKeyError } from './data-key.ts';

const FORMAT_VERSION = 1;
const IV_BYTES = 12;
/** IVs are drawn in batches: one getRandomValues call per 1,024 seals instead of one each. */
const IV_POOL_SIZE = 1024;

let ivPool = new Uint8Array(0);
let ivPoolUsed = 0;

function nextIv(): Uint8Array<ArrayBuffer> {
  if (ivPoolUsed + IV_BYTES > ivPool.length) {
    ivPool = crypto.getRandomValues(new Uint8Array(IV_BYTES * IV_POOL_SIZE));
    ivPoolUsed = 0;
  }
  const iv = ivPool.slice(ivPoolUsed, ivPoolUsed + IV_BYTES);
  ivPoolUsed += IV_BYTES;
  return iv;
}

const encoder = new TextEncoder();

export function additionalData(label: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(label);
}

export async function sealBytes(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  label: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = nextIv();
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(label) },
    key,
    plain,
  );
  const sealed = new Uint8Array(1 + IV_BYTES + cipher.byteLength);
  sealed[0] = FORMAT_VERSION;
  sealed.set(iv, 1);
  sealed.set(new Uint8Array(cipher), 1 + IV_BYTES);
  return sealed;
}

/** The bytes sealed in `sealed`; WrongKeyError when the key or the label is not theirs, or they were altered. */
export async function openSealedBytes(
  key: CryptoKey,
  sealed: Uint8Array<ArrayBuffer>,
  label: string,
): Promise<Uint8Array<ArrayBuffer>> {
  if (sealed[0] !== FORMAT_VERSION || sealed.length < 1 + IV_BYTES + 16) {
    throw new WrongKeyError(new Error(`Not a sealed value of format ${FORMAT_VERSION}`));
  }
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(1, 1 + IV_BYTES), additionalData: additionalData(label) },
      key,
      sealed.subarray(1 + IV_BYTES),
    );
    return new Uint8Array(plain);
  } catch (error) {
    throw new WrongKeyError(error);
  }
}
