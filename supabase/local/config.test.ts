import { describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_KEY, loadConfig } from './config.ts';

describe('loadConfig API keys', () => {
  it('uses the CLI default keys with the default secret, and the given ones when set', () => {
    expect(loadConfig({})).toMatchObject({ anonKey: DEFAULT_ANON_KEY, serviceKey: DEFAULT_SERVICE_KEY });
    const given = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      SUPABASE_ANON_KEY: 'a.b.c',
      SUPABASE_SERVICE_ROLE_KEY: 'd.e.f',
    });
    expect(given).toMatchObject({ anonKey: 'a.b.c', serviceKey: 'd.e.f' });
  });

  it('asks for the keys when another secret is set, since the defaults would not verify', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40) })).toThrow(/SUPABASE_ANON_KEY/);
  });
});

describe('loadConfig durable writes', () => {
  it('waits for the disk unless a throwaway test stack says otherwise', () => {
    expect(loadConfig({}).durableWrites).toBe(true);
    expect(loadConfig({ CABINET_DB_DURABLE: '1' }).durableWrites).toBe(true);
    expect(loadConfig({ CABINET_DB_DURABLE: '0' }).durableWrites).toBe(false);
    expect(loadConfig({}).remindersJob).toBe(true);
    expect(loadConfig({ CABINET_REMINDERS: '0' }).remindersJob).toBe(false);
  });
});
