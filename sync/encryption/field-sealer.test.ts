import { describe, expect, it, vi } from 'vitest';
import { createDataKey, WrongKeyError } from './data-key.ts';
import { createFieldSealer, isSealedValue } from './field-sealer.ts';

const FIELDS = { cnp: '2850615123456', phone: null, allergies: [{ id: 'a', name: 'Polen' }] };

describe('createFieldSealer', () => {
  it('seals fields into one marked string without their text, and opens them again', async () => {
    const key = await createDataKey();
    const sealed = await createFieldSealer(key).seal('patients/p1', FIELDS);
    expect(isSealedValue(sealed)).toBe(true);
    expect(sealed).not.toContain('2850615123456');
    expect(await createFieldSealer(key).open('patients/p1', sealed)).toEqual(FIELDS);
  });

  it('opens a value it opened before from memory, without decrypting again', async () => {
    const key = await createDataKey();
    const sealer = createFieldSealer(key);
    const sealed = await sealer.seal('patients/p1', FIELDS);
    expect(sealer.remembered('patients/p1', sealed)).toBeUndefined();
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    try {
      expect(await sealer.open('patients/p1', sealed)).toEqual(FIELDS);
      expect(sealer.remembered('patients/p1', sealed)).toEqual(FIELDS);
      expect(await sealer.open('patients/p1', sealed)).toEqual(FIELDS);
      expect(decrypt).toHaveBeenCalledTimes(1);
    } finally {
      decrypt.mockRestore();
    }
  });

  it('does not hand one row the fields of another, even from memory', async () => {
    const sealer = createFieldSealer(await createDataKey());
    const sealed = await sealer.seal('patients/p1', FIELDS);
    await sealer.open('patients/p1', sealed);
    expect(sealer.remembered('patients/p2', sealed)).toBeUndefined();
    await expect(sealer.open('patients/p2', sealed)).rejects.toBeInstanceOf(WrongKeyError);
  });
});
