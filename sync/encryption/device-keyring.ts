/**
 * The users who hold a PIN on this device (issue 40), one entry each, in a small IndexedDB of its
 * own: their data key wrapped by their PIN and by the server's key for them on this device, the
 * count of wrong PINs in a row, and their sign-in sealed by their own data key (so another user
 * can be switched to without a new sign-in). Nothing here opens without a PIN or a password
 * sign-in: a wrapped key is 40 bytes of AES-KW, a sealed sign-in AES-GCM.
 *
 * The wrong-PIN count is written before a PIN is tried and cleared only when it opened the key, so
 * closing the tab in the middle of a try still counts it.
 */
import { Dexie, type Table } from 'dexie';
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
import type { FieldSealer } from './field-sealer.ts';
import { attemptsLeft, MAX_PIN_ATTEMPTS } from './pin-rules.ts';

export const KEYRING_NAME = 'cabinet-keyring';

export interface KeyringEntry {
  /** The auth user id: their databases on this device are named by it. */
  userId: string;
  email: string;
  /** Shown on the lock screen's list of users. */
  displayName: string;
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  pinWrapped: Uint8Array<ArrayBuffer>;
  /** The data key wrapped by the server's key for this user on this device; null when it could not be had. */
  serverWrapped: Uint8Array<ArrayBuffer> | null;
  /** Names the server's key for this user and device (device_unlock_key). */
  deviceKeyId: string;
  /** Wrong PINs in a row. */
  failedAttempts: number;
  /** The user's sign-in (supabase-js's stored session), sealed with their data key; set when they leave the device to another user. */
  sealedSession: string | null;
  /**
   * A pass over the user's stores sealed everything a previous build kept in clear
   * (seal-existing-data.ts); until then each unlock runs it. Absent in entries that never ran it.
   */
  dataSealed?: boolean;
  enrolledAt: string;
}

export interface Keyring {
  readonly db: Dexie;
  readonly users: Table<KeyringEntry, string>;
}

export interface KeyringOptions {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export function openKeyring(options: KeyringOptions = {}): Keyring {
  const db = new Dexie(KEYRING_NAME, {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  });
  db.version(1).stores({ users: 'userId' });
  return { db, users: db.table<KeyringEntry, string>('users') };
}

export interface Enrolment {
  userId: string;
  email: string;
  displayName: string;
  pin: string;
  deviceKeyId: string;
  /** The server's 32 random bytes for this user and device, or null when it could not be asked. */
  serverKey: Uint8Array<ArrayBuffer> | null;
}

/**
 * Gives the user a new data key on this device, wrapped by their PIN (and the server's key), and
 * answers it unwrapped, non-extractable. A user enrolled again (a new PIN after a wipe) replaces
 * their entry: their earlier data is gone with its key.
 */
export async function enrol(
  keyring: Keyring,
  enrolment: Enrolment,
  iterations = PIN_KEY_ITERATIONS,
): Promise<CryptoKey> {
  const salt = randomSalt();
  const dataKey = await createDataKey();
  const pinWrapped = await wrapDataKey(dataKey, await derivePinKey(enrolment.pin, salt, iterations));
  const serverWrapped = enrolment.serverKey
    ? await wrapDataKey(dataKey, await importWrappingKey(enrolment.serverKey))
    : null;
  await keyring.users.put({
    userId: enrolment.userId,
    email: enrolment.email,
    displayName: enrolment.displayName,
    salt,
    iterations,
    pinWrapped,
    serverWrapped,
    deviceKeyId: enrolment.deviceKeyId,
    failedAttempts: 0,
    sealedSession: null,
    enrolledAt: new Date().toISOString(),
  });
  // From here on only the non-extractable copy is used.
  return unwrapDataKey(pinWrapped, await derivePinKey(enrolment.pin, salt, iterations));
}

export type PinOutcome =
  | { kind: 'unlocked'; key: CryptoKey }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'unknown-user' };

/** Tries a PIN: the data key, or how many tries are left (0: sign the user out and wipe them). */
export async function unlockWithPin(keyring: Keyring, userId: string, pin: string): Promise<PinOutcome> {
  const entry = await keyring.users.get(userId);
  if (!entry) return { kind: 'unknown-user' };
  if (entry.failedAttempts >= MAX_PIN_ATTEMPTS) return { kind: 'wrong', attemptsLeft: 0 };
  const failed = entry.failedAttempts + 1;
  await keyring.users.update(userId, { failedAttempts: failed });
  try {
    const key = await unwrapDataKey(entry.pinWrapped, await derivePinKey(pin, entry.salt, entry.iterations));
    await keyring.users.update(userId, { failedAttempts: 0 });
    return { kind: 'unlocked', key };
  } catch (error) {
    if (!(error instanceof WrongKeyError)) throw error;
    return { kind: 'wrong', attemptsLeft: attemptsLeft(failed) };
  }
}

/** The data key through the server's key (after a password sign-in); clears the wrong-PIN count. */
export async function unlockWithServerKey(
  keyring: Keyring,
  userId: string,
  serverKey: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  const entry = await keyring.users.get(userId);
  if (!entry?.serverWrapped) throw new WrongKeyError(new Error(`${userId} has no server-wrapped key here`));
  const key = await unwrapDataKey(entry.serverWrapped, await importWrappingKey(serverKey));
  await keyring.users.update(userId, { failedAttempts: 0 });
  return key;
}

export function keyringEntries(keyring: Keyring): Promise<KeyringEntry[]> {
  return keyring.users.orderBy('userId').toArray();
}

/**
 * Removes the user's entry; the last one out deletes the keyring itself, so a tablet everyone
 * signed out of holds no database of Cabinet's with anyone's name in it.
 */
export async function forgetUser(keyring: Keyring, userId: string): Promise<void> {
  await keyring.users.delete(userId);
  if ((await keyring.users.count()) === 0) await keyring.db.delete({ disableAutoOpen: false });
}

const sessionLabel = (userId: string) => `session/${userId}`;

/** Notes that the user's stores hold nothing in clear any more: later unlocks skip the pass. */
export async function markDataSealed(keyring: Keyring, userId: string): Promise<void> {
  await keyring.users.update(userId, { dataSealed: true });
}

/** Keeps the user's sign-in sealed with their data key, for a later switch back to them. */
export async function keepSealedSession(
  keyring: Keyring,
  userId: string,
  sealer: FieldSealer,
  session: string,
): Promise<void> {
  const sealed = await sealer.seal(sessionLabel(userId), { session });
  await keyring.users.update(userId, { sealedSession: sealed });
}

/** The user's kept sign-in, or null when none was kept; WrongKeyError with another user's sealer. */
export async function openSealedSession(
  keyring: Keyring,
  userId: string,
  sealer: FieldSealer,
): Promise<string | null> {
  const entry = await keyring.users.get(userId);
  if (!entry?.sealedSession) return null;
  const { session } = await sealer.open(sessionLabel(userId), entry.sealedSession);
  return typeof session === 'string' ? session : null;
}
