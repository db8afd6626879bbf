/**
 * `npm start` as a newcomer runs it: the start script brings up the whole stack on its own,
 * prints the app URL, the mail page and the demo sign-ins, serves the built app, and stops
 * cleanly on Ctrl+C. Runs on its own ports and data folder beside the test stack.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '#supabase/local/config.ts';
import { anonKey, DEMO_PASSWORD } from './harness.ts';

const PORTS = { api: 26521, db: 26522, mail: 26524, smtp: 26525, app: 26573 };
const DATA_DIR = '.data/start-command-test';

function waitForOutput(child: ChildProcess, text: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`start script exited with ${code}:\n${output}`));
    });
  });
}

describe('the start command', () => {
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(path.join(ROOT_DIR, DATA_DIR), { recursive: true, force: true });
  });

  it('starts the stack, prints URLs and sign-ins, serves the app and stops on SIGINT', async () => {
    expect(existsSync(path.join(ROOT_DIR, 'dist', 'index.html')), 'npm run build runs before the tests').toBe(
      true,
    );
    await rm(path.join(ROOT_DIR, DATA_DIR), { recursive: true, force: true });
    child = spawn(process.execPath, ['supabase/local/start.ts'], {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CABINET_DATA_DIR: DATA_DIR,
        CABINET_API_PORT: String(PORTS.api),
        CABINET_DB_PORT: String(PORTS.db),
        CABINET_MAIL_PORT: String(PORTS.mail),
        CABINET_SMTP_PORT: String(PORTS.smtp),
        CABINET_APP_PORT: String(PORTS.app),
      },
    });
    const output = await waitForOutput(child, 'Press Ctrl+C to stop.', 90_000);

    expect(output).toContain(`http://localhost:${PORTS.app}`);
    expect(output).toContain(`http://localhost:${PORTS.mail}`);
    for (const email of [
      'super@cabinet.demo',
      'admin@aurora.cabinet.demo',
      'staff@aurora.cabinet.demo',
      'doctor@aurora.cabinet.demo',
      'admin@nova.cabinet.demo',
    ]) {
      expect(output).toContain(email);
    }
    expect(output).toContain('cabinet-demo');

    const page = await fetch(`http://localhost:${PORTS.app}/patients`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const mailPage = await fetch(`http://localhost:${PORTS.mail}/`);
    expect(mailPage.status).toBe(200);

    const client = createClient(`http://127.0.0.1:${PORTS.api}`, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.auth.signInWithPassword({
      email: 'doctor@aurora.cabinet.demo',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 120_000);
});
