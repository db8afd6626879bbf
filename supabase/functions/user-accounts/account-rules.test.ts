import { describe, expect, it } from 'vitest';
import { assignableRoles, type Caller, mayCreate, mayManage, readNewAccount } from './account-rules.ts';

const AURORA = '11111111-1111-4111-8111-111111111111';
const NOVA = '22222222-2222-4222-8222-222222222222';
const admin: Caller = { profileId: 'a', role: 'admin', clinicId: AURORA };
const superAdmin: Caller = { profileId: 's', role: 'super_admin', clinicId: null };
const target = (changes: Partial<Parameters<typeof mayManage>[1] & object> = {}) => ({
  id: 't',
  role: 'doctor' as const,
  clinic_id: AURORA,
  deleted: false,
  ...changes,
});

describe('who may create an account', () => {
  it('gives the roles of spec part 2 §6', () => {
    expect(assignableRoles('super_admin')).toEqual(['admin', 'doctor', 'staff']);
    expect(assignableRoles('admin')).toEqual(['doctor', 'staff']);
    expect(assignableRoles('staff')).toEqual([]);
    expect(assignableRoles('doctor')).toEqual([]);
  });

  it('an admin: doctors and staff of the own clinic only', () => {
    expect(mayCreate(admin, 'doctor', AURORA)).toBeNull();
    expect(mayCreate(admin, 'staff', AURORA)).toBeNull();
    expect(mayCreate(admin, 'admin', AURORA)).toBe('not_allowed');
    expect(mayCreate(admin, 'doctor', NOVA)).toBe('not_allowed');
  });

  it('a super_admin: admins, doctors and staff of a named clinic, never another super_admin', () => {
    expect(mayCreate(superAdmin, 'admin', NOVA)).toBeNull();
    expect(mayCreate(superAdmin, 'super_admin', NOVA)).toBe('not_allowed');
    expect(mayCreate(superAdmin, 'doctor', null)).toBe('not_allowed');
  });

  it('staff and doctors: nothing', () => {
    for (const role of ['staff', 'doctor'] as const) {
      expect(mayCreate({ profileId: 'x', role, clinicId: AURORA }, 'doctor', AURORA)).toBe('not_allowed');
    }
  });
});

describe('who may manage an account', () => {
  it('an admin manages the own clinic’s doctors and staff; anything else reads as not found', () => {
    expect(mayManage(admin, target())).toBeNull();
    expect(mayManage(admin, target({ role: 'staff' }))).toBeNull();
    expect(mayManage(admin, target({ clinic_id: NOVA }))).toBe('not_found');
    expect(mayManage(admin, target({ role: 'admin' }))).toBe('not_found');
    expect(mayManage(admin, target({ deleted: true }))).toBe('not_found');
    expect(mayManage(admin, null)).toBe('not_found');
  });

  it('nobody deactivates or deletes their own account; staff manage nothing', () => {
    expect(mayManage(superAdmin, target({ id: 's', role: 'admin' }))).toBe('not_allowed');
    expect(mayManage(superAdmin, target({ role: 'admin', clinic_id: NOVA }))).toBeNull();
    expect(mayManage({ profileId: 'x', role: 'staff', clinicId: AURORA }, target())).toBe('not_allowed');
  });
});

describe('readNewAccount', () => {
  const profile = {
    id: '33333333-3333-4333-8333-333333333333',
    role: 'doctor',
    first_name: ' Ana ',
    last_name: 'Pop',
    clinic_email: ' Ana.Pop@Aurora.ro ',
    phone: '0722 123 456',
    auth_user_id: '44444444-4444-4444-8444-444444444444',
    status: 'inactive',
  };

  it('takes the sign-in address from the clinic email, and never the account columns', () => {
    const account = readNewAccount(profile);
    expect(account).toMatchObject({
      email: 'ana.pop@aurora.ro',
      name: 'Ana Pop',
      clinicId: null,
      role: 'doctor',
    });
    expect('columns' in account && account.columns).toEqual({
      first_name: 'Ana',
      last_name: 'Pop',
      clinic_email: 'ana.pop@aurora.ro',
      phone: '0722 123 456',
    });
  });

  it('names the first missing or malformed field', () => {
    expect(readNewAccount({ ...profile, id: 'x' })).toEqual({ invalid: 'id' });
    expect(readNewAccount({ ...profile, role: 'owner' })).toEqual({ invalid: 'role' });
    expect(readNewAccount({ ...profile, last_name: '  ' })).toEqual({ invalid: 'last_name' });
    expect(readNewAccount({ ...profile, clinic_email: '' })).toEqual({ invalid: 'clinic_email' });
    expect(readNewAccount(null)).toEqual({ invalid: 'profile' });
  });
});
