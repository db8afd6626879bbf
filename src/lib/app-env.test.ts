import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL, parseAppEnv } from './app-env.ts';

describe('parseAppEnv', () => {
  it('defaults to the local stack', () => {
    expect(parseAppEnv({})).toEqual({ supabaseUrl: LOCAL_SUPABASE_URL, supabaseAnonKey: LOCAL_ANON_KEY });
    expect(parseAppEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' }).supabaseUrl).toBe(
      LOCAL_SUPABASE_URL,
    );
  });

  it('takes the configured project', () => {
    const env = parseAppEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'a.b.c',
    });
    expect(env).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'a.b.c' });
  });

  it('refuses malformed values with the variable named', () => {
    expect(() => parseAppEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow(/VITE_SUPABASE_URL/);
    expect(() => parseAppEnv({ VITE_SUPABASE_ANON_KEY: 'secret' })).toThrow(/VITE_SUPABASE_ANON_KEY/);
  });

  it('takes the run-time config over the build’s variables', () => {
    const env = parseAppEnv(
      { VITE_SUPABASE_URL: 'http://build.example', VITE_SUPABASE_ANON_KEY: 'b.b.b' },
      { supabaseUrl: 'http://127.0.0.1:27421', supabaseAnonKey: 'r.r.r' },
    );
    expect(env).toEqual({ supabaseUrl: 'http://127.0.0.1:27421', supabaseAnonKey: 'r.r.r' });
    expect(() => parseAppEnv({}, { supabaseUrl: 'not a url' })).toThrow(/VITE_SUPABASE_URL/);
  });
});
