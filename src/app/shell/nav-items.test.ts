import { describe, expect, it } from 'vitest';
import {
  isActivePath,
  isRoutedPath,
  mainNavItems,
  patientInPath,
  showsBackToClinics,
  sidebarMenu,
} from './nav-items.ts';

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

describe('sidebarMenu', () => {
  it('shows the main items and no way back on ordinary pages', () => {
    const menu = sidebarMenu('staff', '/patients');
    expect(menu.items.map((item) => item.id)).toEqual(mainNavItems('staff', '/patients').map((i) => i.id));
    expect(menu.back).toEqual([]);
  });

  it('shows the patient record and history with back-to-patients on patient pages', () => {
    const id = '3f1c2a7e-0b9d-4c55-9a51-2f0e6d1c7b10';
    for (const path of [`/patient/${id}`, `/patient/${id}/medical-record/abc`, `/patient/${id}/schedule`]) {
      const menu = sidebarMenu('doctor', path);
      expect(menu.items).toEqual([
        { id: 'medical_record', path: `/patient/${id}/medical-record` },
        { id: 'medical_history', path: `/patient/${id}/medical-history` },
      ]);
      expect(menu.back).toEqual([{ id: 'back_to_patients', path: '/patients' }]);
    }
  });

  it('keeps the patients list itself on the main menu', () => {
    expect(sidebarMenu('staff', '/patients/new').items[0]?.id).toBe('appointments');
    expect(patientInPath('/patients/abc')).toBeNull();
    expect(patientInPath('/patient/')).toBeNull();
  });

  it('shows the configurator pages with back-to-main-menu for administrators', () => {
    const menu = sidebarMenu('admin', '/configurator/clinic-details');
    expect(menu.items.map((item) => item.path)).toEqual([
      '/configurator/clinic-details',
      '/configurator/services-specializations',
    ]);
    expect(menu.back).toEqual([{ id: 'back_to_main_menu', path: '/patients' }]);
  });

  it('gives a doctor on a configurator path (about to be redirected) the main items', () => {
    expect(sidebarMenu('doctor', '/configurator').back).toEqual([]);
  });

  it('adds back-to-clinics for a super_admin inside a clinic, after the sub-menu way back', () => {
    expect(sidebarMenu('super_admin', '/configurator').back.map((link) => link.id)).toEqual([
      'back_to_main_menu',
      'back_to_clinics',
    ]);
    expect(sidebarMenu('super_admin', '/clinics').back).toEqual([]);
  });
});

describe('which menu paths are routes', () => {
  it('names the screens that exist, not those still to come', () => {
    expect(isRoutedPath('/appointments')).toBe(true);
    expect(isRoutedPath('/patients')).toBe(true);
    expect(isRoutedPath('/configurator')).toBe(true);
    expect(isRoutedPath('/pipeline')).toBe(true);
    expect(isRoutedPath('/medics')).toBe(true);
    expect(isRoutedPath('/pipeline/extra')).toBe(false);
    expect(isRoutedPath('/patient/1/medical-record')).toBe(false);
  });
});
