import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyStoredValue } from '../testing/every-stored-value.ts';
import { WrongKeyError } from './data-key.ts';
import {
  enrol,
  forgetUser,
  type Keyring,
  keepSealedSession,
  keyringEntries,
  openKeyring,
  openSealedSession,
  unlockWithPin,
  unlockWithServerKey,
} from './device-keyring.ts';
import { createFieldSealer } from './field-sealer.ts';
import { openSealedBytes, sealBytes } from './sealed-bytes.ts';

let indexedDB = new IDBFactory();
const keyrings: Keyring[] = [];

function open(): Keyring {
  const keyring = openKeyring({ indexedDB, IDBKeyRange });
  keyrings.push(keyring);
  return keyring;
}

const SERVER_KEY = crypto.getRandomValues(new Uint8Array(32));
const enrolment = (userId: string, pin: string) => ({
  userId,
  email: `${userId}@example.ro`,
  displayName: userId,
  pin,
  deviceKeyId: `device-${userId}`,
  serverKey: SERVER_KEY,
});

async function opens(key: CryptoKey, other: CryptoKey): Promise<boolean> {
  const sealed = await sealBytes(key, new TextEncoder().encode('x'), 'l');
  return openSealedBytes(other, sealed, 'l').then(
    () => true,
    () => false,
  );
}

afterEach(() => {
  for (const keyring of keyrings.splice(0)) keyring.db.close();
  indexedDB = new IDBFactory();
});

describe('the device keyring', () => {
  it('opens the enrolled key with the PIN or the server key, and keeps no key or PIN in clear', async () => {
    const keyring = open();
    const key = await enrol(keyring, enrolment('ana', '482913'));
    expect(key.extractable).toBe(false);
    const byPin = await unlockWithPin(keyring, 'ana', '482913');
    expect(byPin.kind).toBe('unlocked');
    if (byPin.kind === 'unlocked') expect(await opens(key, byPin.key)).toBe(true);
    expect(await opens(key, await unlockWithServerKey(keyring, 'ana', SERVER_KEY))).toBe(true);
    await expect(
      unlockWithServerKey(keyring, 'ana', crypto.getRandomValues(new Uint8Array(32))),
    ).rejects.toBeInstanceOf(WrongKeyError);
    expect((await everyStoredValue(indexedDB)).join('\n')).not.toContain('482913');
  });

  it('counts wrong PINs in a row across a reload, and a right one clears the count', async () => {
    const keyring = open();
    await enrol(keyring, enrolment('ana', '482913'));
    expect(await unlockWithPin(keyring, 'ana', '111111')).toEqual({ kind: 'wrong', attemptsLeft: 4 });
    expect(await unlockWithPin(keyring, 'ana', '222222')).toEqual({ kind: 'wrong', attemptsLeft: 3 });
    keyring.db.close();

    const reloaded = open();
    expect(await unlockWithPin(reloaded, 'ana', '333333')).toEqual({ kind: 'wrong', attemptsLeft: 2 });
    expect((await unlockWithPin(reloaded, 'ana', '482913')).kind).toBe('unlocked');
    expect((await reloaded.users.get('ana'))?.failedAttempts).toBe(0);
    for (const left of [4, 3, 2, 1, 0]) {
      expect(await unlockWithPin(reloaded, 'ana', '000000')).toEqual({ kind: 'wrong', attemptsLeft: left });
    }
    // Five in a row: even the right PIN no longer opens it (the app wipes the user).
    expect(await unlockWithPin(reloaded, 'ana', '482913')).toEqual({ kind: 'wrong', attemptsLeft: 0 });
  });

  it('counts a try before deriving its key, so a tab closed mid-try still counts it', async () => {
    const keyring = open();
    await enrol(keyring, enrolment('ana', '482913'));
    const deriveKey = crypto.subtle.deriveKey.bind(crypto.subtle);
    const countAtDerivation: Promise<number | undefined>[] = [];
    const spy = vi.spyOn(crypto.subtle, 'deriveKey').mockImplementation((...args) => {
      countAtDerivation.push(keyring.users.get('ana').then((entry) => entry?.failedAttempts));
      return deriveKey(...args);
    });
    try {
      await unlockWithPin(keyring, 'ana', '999999');
    } finally {
      spy.mockRestore();
    }
    expect(await Promise.all(countAtDerivation)).toEqual([1]);
  });

  it('keeps each user apart: their own PIN, key and sealed sign-in', async () => {
    const keyring = open();
    const ana = await enrol(keyring, enrolment('ana', '482913'));
    const ion = await enrol(keyring, enrolment('ion', '7070'));
    expect(await opens(ana, ion)).toBe(false);
    expect((await unlockWithPin(keyring, 'ion', '482913')).kind).toBe('wrong');
    expect((await keyringEntries(keyring)).map((entry) => entry.userId)).toEqual(['ana', 'ion']);

    await keepSealedSession(keyring, 'ana', createFieldSealer(ana), '{"refresh_token":"r-ana"}');
    expect((await everyStoredValue(indexedDB)).join('\n')).not.toContain('r-ana');
    expect(await openSealedSession(keyring, 'ana', createFieldSealer(ana))).toBe('{"refresh_token":"r-ana"}');
    await expect(openSealedSession(keyring, 'ana', createFieldSealer(ion))).rejects.toBeInstanceOf(
      WrongKeyError,
    );
    expect(await openSealedSession(keyring, 'ion', createFieldSealer(ion))).toBeNull();

    await forgetUser(keyring, 'ana');
    expect(await unlockWithPin(keyring, 'ana', '482913')).toEqual({ kind: 'unknown-user' });
  });
});
