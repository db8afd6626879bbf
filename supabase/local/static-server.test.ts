import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, runtimeAppConfig } from '#core/app-config.ts';
import { startStaticServer } from './static-server.ts';

describe('the static server of the app build', () => {
  let folder: string;
  let base: string;
  let config: AppConfig = { supabaseUrl: 'http://127.0.0.1:27421', supabaseAnonKey: 'a.b.c' };
  const server = () => startStaticServer(folder, { appConfig: () => config });
  let running: ReturnType<typeof startStaticServer>;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cabinet-static-'));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>Cabinet</title>');
    await writeFile(path.join(folder, 'app-config.js'), 'self.__CABINET_CONFIG__ = {};\n');
    running = server();
    await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => running.close(() => resolve()));
    await rm(folder, { recursive: true, force: true });
  });

  async function servedConfig(): Promise<AppConfig> {
    const response = await fetch(`${base}/app-config.js`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const scope: Record<string, unknown> = {};
    new Function('self', await response.text())(scope);
    return runtimeAppConfig(scope);
  }

  it('answers /app-config.js with its own config, not the build’s empty file, as it is now', async () => {
    expect(await servedConfig()).toEqual(config);
    config = { ...config, schemaRehearsal: 1 };
    expect(await servedConfig()).toEqual(config);
  });

  it('still serves the build’s files and the app shell for routes', async () => {
    const route = await fetch(`${base}/patients/42`);
    expect(await route.text()).toContain('<title>Cabinet</title>');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });
});
