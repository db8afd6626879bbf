import { describe, expect, it } from 'vitest';
import { APP_CONFIG_GLOBAL, appConfigScript, runtimeAppConfig } from './app-config.ts';

/** Runs the script as a browser would, in a scope of its own. */
function run(script: string): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  new Function('self', script)(scope);
  return scope;
}

describe('the run-time app config', () => {
  it('round-trips through its script', () => {
    const config = { supabaseUrl: 'http://127.0.0.1:27421', supabaseAnonKey: 'a.b.c', schemaRehearsal: 1 };
    expect(runtimeAppConfig(run(appConfigScript(config)))).toEqual(config);
  });

  it('leaves out what is not set, so the build-time values stay', () => {
    expect(run(appConfigScript({ supabaseUrl: '' }))[APP_CONFIG_GLOBAL]).toEqual({});
  });

  it('reads nothing where no script ran, and ignores values of the wrong type', () => {
    expect(runtimeAppConfig({})).toEqual({});
    expect(runtimeAppConfig({ [APP_CONFIG_GLOBAL]: { supabaseUrl: 5, schemaRehearsal: '1' } })).toEqual({});
    expect(runtimeAppConfig({ [APP_CONFIG_GLOBAL]: 'x' })).toEqual({});
  });
});
