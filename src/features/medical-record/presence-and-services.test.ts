import { describe, expect, it } from 'vitest';
import { extraServiceChoices, withExtraServices, withoutExtraService } from './extra-services.ts';
import { presenceToConfirm } from './presence.ts';

describe('the presence tile', () => {
  it('asks to confirm present when unset, else the toggled value', () => {
    expect(presenceToConfirm(null)).toBe(true);
    expect(presenceToConfirm(true)).toBe(false);
    expect(presenceToConfirm(false)).toBe(true);
  });
});

describe('extra services', () => {
  const services = [
    { id: 'main', is_active: true },
    { id: 'ecg', is_active: true },
    { id: 'echo', is_active: true },
    { id: 'old', is_active: false },
  ];

  it('offers the active services not on the appointment yet', () => {
    expect(extraServiceChoices(services, 'main', ['ecg']).map((service) => service.id)).toEqual(['echo']);
    expect(extraServiceChoices(services, null, []).map((service) => service.id)).toEqual([
      'main',
      'ecg',
      'echo',
    ]);
  });

  it('adds in the order picked, never the main service nor one twice, and removes one', () => {
    expect(withExtraServices(['ecg'], ['echo', 'ecg', 'main'], 'main')).toEqual(['ecg', 'echo']);
    expect(withoutExtraService(['ecg', 'echo'], 'ecg')).toEqual(['echo']);
  });
});
