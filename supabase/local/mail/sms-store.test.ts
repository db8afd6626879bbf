import { describe, expect, it } from 'vitest';
import { SmsStore } from './sms-store.ts';

describe('the SMS catcher', () => {
  it('keeps what the provider sent, newest first, and refuses what is not an SMS', () => {
    const store = new SmsStore();
    expect(store.add({ to: '0711 000 000', text: 'first' })).toMatchObject({
      to: '0711 000 000',
      from: null,
    });
    store.add({ to: '+40 711 000 001', text: 'second', from: 'Clinica' });
    expect(store.list().map((sms) => sms.text)).toEqual(['second', 'first']);
    expect(store.add({ to: 'not a phone', text: 'x' })).toBe('to must be a phone number');
    expect(store.add({ to: '0711 000 000', text: '' })).toBe('text must be 1–2000 characters');
    expect(store.add('text')).toBe('expected a JSON object');
    store.clear();
    expect(store.list()).toEqual([]);
  });
});
