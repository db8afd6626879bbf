/**
 * Seals a row's sensitive fields as one value (JSON, then AES-GCM under the data key) and opens
 * them again. Opened fields are kept in memory by the IV of their sealed value, so a row read
 * again costs no second decryption: reading the week or the patient list twice decrypts each row
 * once. The cache holds what RxDB's own document cache holds in clear anyway, is bounded, and goes
 * with the sealer when the device signs out or the page closes. Sealing remembers nothing: a first
 * sync writes the whole clinic once, and keeping it would double what the page holds.
 */
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { openSealedBytes, sealBytes } from './sealed-bytes.ts';

export type SealedFields = Readonly<Record<string, unknown>>;

export interface FieldSealer {
  seal(label: string, fields: SealedFields): Promise<string>;
  /** The fields in `sealed`; WrongKeyError when they were not sealed with this key and label. */
  open(label: string, sealed: string): Promise<SealedFields>;
  /** The fields of a value this sealer opened before, or undefined. */
  remembered(label: string, sealed: string): SealedFields | undefined;
  /** A file's bytes sealed (sealed-bytes.ts), for the file store; nothing is remembered. */
  sealBytes(label: string, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>;
  openBytes(label: string, sealed: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>;
}

/** Marks a sealed value, so a field written by an earlier format is told apart. */
export const SEALED_VALUE_PREFIX = 'S1';
/** The prefix, the format byte and the 96-bit IV in base64: unique per sealed value. */
const IV_CHARS = SEALED_VALUE_PREFIX.length + 18;
/** About a large clinic's patients (the list reads them all); the oldest entry goes first past it. */
const REMEMBERED_LIMIT = 25_000;

export function isSealedValue(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_VALUE_PREFIX);
}

export function createFieldSealer(key: CryptoKey): FieldSealer {
  const remembered = new Map<string, SealedFields>();
  const cacheKey = (label: string, sealed: string) => `${label}|${sealed.slice(0, IV_CHARS)}`;
  const remember = (entry: string, fields: SealedFields) => {
    if (remembered.size >= REMEMBERED_LIMIT) {
      const oldest = remembered.keys().next();
      if (!oldest.done) remembered.delete(oldest.value);
    }
    remembered.set(entry, fields);
  };
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    async seal(label, fields) {
      const bytes = await sealBytes(key, encoder.encode(JSON.stringify(fields)), label);
      return SEALED_VALUE_PREFIX + bytesToBase64(bytes);
    },
    async open(label, sealed) {
      const entry = cacheKey(label, sealed);
      const known = remembered.get(entry);
      if (known) return known;
      const bytes = await openSealedBytes(
        key,
        base64ToBytes(sealed.slice(SEALED_VALUE_PREFIX.length)),
        label,
      );
      const fields: SealedFields = JSON.parse(decoder.decode(bytes));
      remember(entry, fields);
      return fields;
    },
    remembered(label, sealed) {
      return remembered.get(cacheKey(label, sealed));
    },
    sealBytes: (label, bytes) => sealBytes(key, bytes, label),
    openBytes: (label, sealed) => openSealedBytes(key, sealed, label),
  };
}
