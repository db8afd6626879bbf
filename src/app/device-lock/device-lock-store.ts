/**
 * The shared tablet's lock (issue 40), one per tab: whose data key is in memory, and whether the
 * screens are covered. It is the only holder of unwrapped keys; nothing here writes one anywhere.
 *
 *   needs-pin  signed in, no PIN on this device yet: the user chooses one before any screen
 *   locked     the lock screen shows. After an idle time the key stays in memory (hasKey), so the
 *              sync goes on under the lock; after a reload there is no key until a PIN or a
 *              password opens it, and the clinic database stays closed
 *   unlocked   the screens show
 *
 * Each user's data stays theirs: a database per user and clinic, sealed with that user's key, which
 * only their PIN (or their password, online) unwraps. Switching user closes one database and opens
 * the other, already synced; the user left keeps their sign-in sealed with their own key.
 */
import { BehaviorSubject } from 'rxjs';
import {
  enrol,
  type Keyring,
  type KeyringEntry,
  keepSealedSession,
  keyringEntries,
  markDataSealed,
  openKeyring,
  openSealedSession,
  type PinOutcome,
  unlockWithPin,
  unlockWithServerKey,
} from '#sync/encryption/device-keyring.ts';
import { createFieldSealer, type FieldSealer } from '#sync/encryption/field-sealer.ts';
import { sealExistingData } from '#sync/encryption/seal-existing-data.ts';
import { type UnsentOnDevice, unsentOfUser, wipeUserData } from '#sync/encryption/user-data-on-device.ts';
import { whileSigningOut } from '../auth/auth-state.ts';
import { forgetProfile } from '../auth/profile.ts';
import {
  releaseClinicSession,
  signOutOfClinic,
  syncOfOpenSession,
} from '../clinic-session/clinic-session-store.ts';
import { supabase } from '../supabase-client.ts';
import { fetchDeviceUnlockKey, forgetDeviceUnlockKey } from './device-unlock-key.ts';

export type LockPhase = 'checking' | 'needs-pin' | 'locked' | 'unlocked';

export interface DeviceLockState {
  userId: string | null;
  phase: LockPhase;
  /** The user's key is in memory (locked after an idle time: the sync goes on). */
  hasKey: boolean;
}

export interface LockIdentity {
  userId: string;
  email: string;
  displayName: string;
}

const state$ = new BehaviorSubject<DeviceLockState>({ userId: null, phase: 'checking', hasKey: false });
const keys = new Map<string, { key: CryptoKey; sealer: FieldSealer }>();
let keyring: Keyring | undefined;

function theKeyring(): Keyring {
  keyring ??= openKeyring();
  return keyring;
}

function publish(next: DeviceLockState): void {
  state$.next(next);
}

export const deviceLockState$ = state$.asObservable();

export function deviceLockState(): DeviceLockState {
  return state$.value;
}

/** The signed-in user's lock: unlocked when their key is here, else locked, or a PIN to choose. */
export async function enterAs(userId: string): Promise<void> {
  const now = state$.value;
  if (now.userId === userId && now.phase !== 'checking') return;
  if (keys.has(userId)) {
    publish({ userId, phase: 'unlocked', hasKey: true });
    return;
  }
  const entry = await theKeyring().users.get(userId);
  publish({ userId, phase: entry ? 'locked' : 'needs-pin', hasKey: false });
}

/** Covers the screens (idle time); the key stays for the sync. */
export function lockNow(): void {
  const now = state$.value;
  if (now.phase === 'unlocked') publish({ ...now, phase: 'locked' });
}

/** The sealer of a user whose key is in memory, locked or not: the clinic session opens with it. */
export function sealerFor(userId: string): FieldSealer | undefined {
  return keys.get(userId)?.sealer;
}

/**
 * The key for another part of this origin (the service worker opening a sealed file): only for
 * the user on screen, and only while unlocked, so a locked tablet serves no file to a new tab.
 */
export function keyForServiceWorker(userId: string): CryptoKey | null {
  const now = state$.value;
  return now.userId === userId && now.phase === 'unlocked' ? (keys.get(userId)?.key ?? null) : null;
}

async function unlockedWith(userId: string, key: CryptoKey): Promise<void> {
  const known = keys.get(userId);
  const sealer = known?.sealer ?? createFieldSealer(key);
  if (!known) {
    // A previous build's data of this user, in clear: sealed in place before the database opens,
    // once (a pass reads every row of the user's stores).
    const entry = await theKeyring().users.get(userId);
    if (!entry?.dataSealed) {
      try {
        const pass = await sealExistingData({ userId, sealer });
        if (pass.left === 0) await markDataSealed(theKeyring(), userId);
      } catch (error) {
        console.error('Sealing the data kept in clear failed; it is sealed at the next unlock', error);
      }
    }
    keys.set(userId, { key, sealer });
  }
  publish({ userId, phase: 'unlocked', hasKey: true });
  void keepCurrentSessionSealed(userId);
}

/**
 * Keeps the user's current sign-in sealed in their keyring entry while their key is here, so they
 * stay switchable to even after the tablet was handed over from the lock screen of a reload (no
 * key then). Refreshed with every new token: a kept refresh token that has been rotated would
 * sign them out when used.
 */
async function keepCurrentSessionSealed(userId: string): Promise<void> {
  const held = keys.get(userId);
  if (!held) return;
  try {
    const session = await authStorage().getItem(storageKey());
    if (session && sessionUserId(session) === userId) {
      await keepSealedSession(theKeyring(), userId, held.sealer, session);
    }
  } catch (error) {
    console.error('Keeping the sign-in sealed failed', error);
  }
}

function sessionUserId(session: string): string | null {
  try {
    const parsed = JSON.parse(session) as { user?: { id?: unknown } } | null;
    return typeof parsed?.user?.id === 'string' ? parsed.user.id : null;
  } catch {
    return null;
  }
}

supabase.auth.onAuthStateChange((event, session) => {
  if ((event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') && session) {
    // Outside supabase-js's callback, which holds its lock while storage is read.
    setTimeout(() => void keepCurrentSessionSealed(session.user.id), 0);
  }
});

/** The user chooses their PIN on this device: a new data key, wrapped by it and by the server's key. */
export async function choosePin(identity: LockIdentity, pin: string): Promise<void> {
  const deviceKeyId = crypto.randomUUID();
  const serverKey = await fetchDeviceUnlockKey(deviceKeyId);
  const key = await enrol(theKeyring(), { ...identity, pin, deviceKeyId, serverKey });
  await unlockedWith(identity.userId, key);
}

/** Tries the PIN of the user on screen. At 0 tries left the caller asks for the wipe. */
export async function unlockWithPinCode(pin: string): Promise<PinOutcome> {
  const { userId } = state$.value;
  if (!userId) return { kind: 'unknown-user' };
  const outcome = await unlockWithPin(theKeyring(), userId, pin);
  if (outcome.kind === 'unlocked') await unlockedWith(userId, outcome.key);
  return outcome;
}

export type PasswordOutcome = 'unlocked' | 'wrong-password' | 'no-network' | 'no-server-key';

/** Unlocks with the account's password, online: a fresh sign-in hands the server's key for this device. */
export async function unlockWithPassword(password: string): Promise<PasswordOutcome> {
  const { userId } = state$.value;
  const entry = userId ? await theKeyring().users.get(userId) : undefined;
  if (!userId || !entry) return 'wrong-password';
  if (!navigator.onLine) return 'no-network';
  if (!entry.serverWrapped) return 'no-server-key';
  const { data, error } = await supabase.auth.signInWithPassword({ email: entry.email, password });
  if (error || data.user?.id !== userId) return error?.status === 0 ? 'no-network' : 'wrong-password';
  const serverKey = await fetchDeviceUnlockKey(entry.deviceKeyId);
  if (!serverKey) return 'no-network';
  try {
    await unlockedWith(userId, await unlockWithServerKey(theKeyring(), userId, serverKey));
    return 'unlocked';
  } catch (error) {
    console.error('The server key did not open this device’s data key', error);
    return 'no-server-key';
  }
}

/** The other users who keep a PIN and their sign-in on this device, for "switch user". */
export async function otherUsersOnDevice(): Promise<KeyringEntry[]> {
  const { userId } = state$.value;
  return (await keyringEntries(theKeyring())).filter(
    (entry) => entry.userId !== userId && entry.sealedSession,
  );
}

function storageKey(): string {
  return (supabase.auth as unknown as { storageKey: string }).storageKey;
}

interface AuthStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

/** The session supabase-js keeps, through the client's own storage (mirrored for the service worker). */
function authStorage(): AuthStorage {
  return Reflect.get(supabase.auth, 'storage') as AuthStorage;
}

/**
 * Keeps the user on screen's sign-in sealed with their key (when it is here; else the copy kept at
 * their last unlock stays), so they can be switched back to; their key leaves memory.
 */
async function setAsideCurrentUser(): Promise<void> {
  const { userId } = state$.value;
  if (!userId) return;
  await keepCurrentSessionSealed(userId);
  keys.delete(userId);
}

export type SwitchOutcome = PinOutcome | { kind: 'no-session' };

/**
 * Switches to another user with a PIN here: their PIN opens their key and their kept sign-in,
 * which replaces the current one; the current user's is kept sealed. Their database is already
 * synced, so it opens at once (the sync then catches up).
 */
export async function switchUser(targetUserId: string, pin: string): Promise<SwitchOutcome> {
  const outcome = await unlockWithPin(theKeyring(), targetUserId, pin);
  if (outcome.kind !== 'unlocked') return outcome;
  const sealer = createFieldSealer(outcome.key);
  const session = await openSealedSession(theKeyring(), targetUserId, sealer);
  if (!session) return { kind: 'no-session' };
  await setAsideCurrentUser();
  await releaseClinicSession();
  await authStorage().setItem(storageKey(), session);
  keys.set(targetUserId, { key: outcome.key, sealer });
  publish({ userId: targetUserId, phase: 'unlocked', hasKey: true });
  return outcome;
}

/** Leaves the device to someone who signs in (their first time here): the current user is kept. */
export async function signInAnotherUser(): Promise<void> {
  await setAsideCurrentUser();
  await releaseClinicSession();
  await whileSigningOut(() => supabase.auth.signOut({ scope: 'local' }));
  publish({ userId: null, phase: 'checking', hasKey: false });
}

/** What five wrong PINs would lose when the changes cannot be sent first. */
export function unsentOfLockedUser(): Promise<UnsentOnDevice> {
  const { userId } = state$.value;
  return userId ? unsentOfUser(userId) : Promise.resolve({ changes: 0, files: 0 });
}

/** How long the changes may take to reach the server before five wrong PINs wipe them. */
const PUSH_BEFORE_WIPE_MS = 30_000;

/**
 * Five wrong PINs: sends what waits when it can (the key is in memory after an idle lock, and the
 * network is up), then signs the user out of this device and wipes their data and keys here.
 * Answers false when changes would be lost and `force` was not given: the caller warns first.
 */
export async function wipeAfterWrongPins(force: boolean): Promise<boolean> {
  const { userId } = state$.value;
  if (!userId) return true;
  const sync = syncOfOpenSession(userId);
  if (sync && navigator.onLine) {
    await Promise.race([
      sync.awaitIdle(),
      new Promise((resolve) => setTimeout(resolve, PUSH_BEFORE_WIPE_MS)),
    ]);
  }
  // Counted from what is stored in clear, open database or not: queued files included.
  const unsent = await unsentOfUser(userId);
  if (!force && (unsent.changes > 0 || unsent.files > 0)) return false;
  const entry = await theKeyring().users.get(userId);
  if (sync) await whileSigningOut(() => signOutOfClinic(true));
  else {
    await releaseClinicSession();
    await whileSigningOut(() => supabase.auth.signOut({ scope: 'local' }));
  }
  keys.delete(userId);
  if (entry) await forgetDeviceUnlockKey(entry.deviceKeyId);
  await wipeUserData(userId, theKeyring());
  forgetProfile(userId);
  publish({ userId: null, phase: 'checking', hasKey: false });
  return true;
}

/** Sign-out on the user's word (their data is wiped by the session guard): their key and PIN go too. */
export async function forgetSignedOutUser(userId: string): Promise<void> {
  const entry = await theKeyring().users.get(userId);
  keys.delete(userId);
  if (entry) await forgetDeviceUnlockKey(entry.deviceKeyId);
  // Every database of the user left (their other clinics) and their keyring entry.
  await wipeUserData(userId, theKeyring()).catch((error: unknown) => {
    console.error('Wiping the signed-out user’s other clinics failed', error);
  });
  publish({ userId: null, phase: 'checking', hasKey: false });
}
