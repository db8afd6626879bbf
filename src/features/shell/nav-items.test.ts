import { describe, expect, it } from 'vitest';
import { isActivePath, mainNavItems, showsBackToClinics } from './nav-items.ts';

const ids = (role: Parameters<typeof mainNavItems>[0], path = '/appointments') =>
  mainNavItems(role, path).map((item) => item.id);

describe('mainNavItems', () => {
  it('gives a doctor Medics, no Partners and no Configurator', () => {
    expect(ids('doctor')).toEqual(['appointments', 'patients', 'medics', 'pipeline']);
  });

  it('gives staff Medics and Partners, no Configurator', () => {
    expect(ids('staff')).toEqual(['appointments', 'patients', 'medics', 'partners', 'pipeline']);
  });

  it('gives an admin Users, Partners and Configurator', () => {
    expect(ids('admin')).toEqual([
      'appointments',
      'patients',
      'users',
      'partners',
      'pipeline',
      'configurator',
    ]);
  });

  it('gives a super_admin inside a clinic the admin items, and only Clinics in the clinics area', () => {
    expect(ids('super_admin')).toEqual(ids('admin'));
    expect(ids('super_admin', '/clinics')).toEqual(['clinics']);
    expect(ids('super_admin', '/clinics/new')).toEqual(['clinics']);
  });

  it('sends Users and Medics to the same list', () => {
    const path = (role: 'admin' | 'doctor') =>
      mainNavItems(role, '/').find((item) => item.id === 'users' || item.id === 'medics')?.path;
    expect(path('admin')).toBe('/medics');
    expect(path('doctor')).toBe('/medics');
  });
});

describe('showsBackToClinics', () => {
  it('shows for a super_admin outside the clinics area only', () => {
    expect(showsBackToClinics('super_admin', '/patients')).toBe(true);
    expect(showsBackToClinics('super_admin', '/clinics')).toBe(false);
    expect(showsBackToClinics('admin', '/patients')).toBe(false);
  });
});

describe('isActivePath', () => {
  it('matches the page and its sub-pages, not a longer name', () => {
    expect(isActivePath('/patients', '/patients')).toBe(true);
    expect(isActivePath('/patients', '/patients/new')).toBe(true);
    expect(isActivePath('/patient', '/patients')).toBe(false);
  });
});
