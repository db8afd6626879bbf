import { describe, expect, it } from 'vitest';
import type { Profile } from '#clinic-session/profile.ts';
import {
  clearPendingClinicContext,
  clinicsOnDevice,
  pendingClinicContext,
  rememberClinicOnDevice,
  rememberPendingClinicContext,
  withPendingClinicContext,
} from './pending-clinic-context.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const superAdmin: Profile = {
  id: 'p1',
  authUserId: 'a1',
  role: 'super_admin',
  name: 'Super',
  avatar: null,
  clinicId: 'server-clinic',
  clinicName: 'Clinica Server',
};

describe('a clinic context chosen offline', () => {
  it('lies over a super_admin’s profile until cleared, a clinic or none', () => {
    const storage = memoryStorage();
    expect(withPendingClinicContext(superAdmin, storage)).toBe(superAdmin);
    rememberPendingClinicContext('a1', { clinicId: 'c2', clinicName: 'Clinica Doi' }, storage);
    expect(withPendingClinicContext(superAdmin, storage)).toMatchObject({
      clinicId: 'c2',
      clinicName: 'Clinica Doi',
    });
    rememberPendingClinicContext('a1', { clinicId: null, clinicName: null }, storage);
    expect(withPendingClinicContext(superAdmin, storage)).toMatchObject({ clinicId: null, clinicName: null });
    clearPendingClinicContext('a1', undefined, storage);
    expect(withPendingClinicContext(superAdmin, storage)).toBe(superAdmin);
  });

  it('never changes another role’s profile, or another user’s', () => {
    const storage = memoryStorage();
    rememberPendingClinicContext('a1', { clinicId: 'c2', clinicName: 'Clinica Doi' }, storage);
    const admin: Profile = { ...superAdmin, role: 'admin' };
    expect(withPendingClinicContext(admin, storage)).toBe(admin);
    expect(withPendingClinicContext({ ...superAdmin, authUserId: 'a2' }, storage)?.clinicId).toBe(
      'server-clinic',
    );
  });

  it('keeps a context chosen after the one the server was sent', () => {
    const storage = memoryStorage();
    const sent = { clinicId: 'c2', clinicName: 'Clinica Doi' };
    rememberPendingClinicContext('a1', { clinicId: 'c3', clinicName: 'Clinica Trei' }, storage);
    clearPendingClinicContext('a1', sent, storage);
    expect(pendingClinicContext('a1', storage)?.clinicId).toBe('c3');
  });

  it('reads a broken stored value as nothing pending', () => {
    const storage = memoryStorage();
    storage.setItem('cabinet.pending-clinic-context.a1', '{not json');
    expect(pendingClinicContext('a1', storage)).toBeNull();
  });

  it('remembers each clinic synced on the device once', () => {
    const storage = memoryStorage();
    rememberClinicOnDevice('a1', 'c1', storage);
    rememberClinicOnDevice('a1', 'c1', storage);
    rememberClinicOnDevice('a1', 'c2', storage);
    expect(clinicsOnDevice('a1', storage)).toEqual(['c1', 'c2']);
    expect(clinicsOnDevice('a2', storage)).toEqual([]);
  });
});
