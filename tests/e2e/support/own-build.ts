/**
 * A test of its own copy of the app build, served on a port the OS picks: a new build deployed for
 * one test (its sw.js changed) is seen by that test's browser alone, never by a test running beside
 * it against the shared e2e server. The copy talks to the shared e2e stack's API like any build.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import type { AppConfig } from '#core/app-config.ts';
import { startStaticServer } from '#supabase/local/static-server.ts';
import { unlockContextsOf } from './device-lock.ts';
import { e2eStackConfig } from './e2e-stack-config.ts';
import { previousBuild } from './previous-build.ts';

export interface OwnBuild {
  url: string;
  /**
   * Deploys a new build (a changed sw.js) and has the page's worker registration look for it;
   * with `{ look: false }` the app is left to find it by itself.
   */
  deployNewBuild(page: Page, options?: { look?: boolean }): Promise<void>;
  /**
   * Deploys the upgrade rehearsal (sync/database/schema-rehearsal.ts: every local schema one
   * version further) as the next version: its config, which the service worker imports, so the
   * browser sees a new worker as it would a new build; then has the page look for it.
   */
  deployNextSchemaBuild(page: Page): Promise<void>;
  /** Deploys this checkout's build over the one served (which started as `ownBuildFrom`), then has the page look for it. */
  deployCurrentBuild(page: Page): Promise<void>;
}

export interface OwnBuildOptions {
  /** The build the journey starts on: this checkout's (default) or the previous release's. */
  ownBuildFrom: 'current' | 'previous';
}

async function lookForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

export const test = base.extend<{ ownBuild: OwnBuild } & OwnBuildOptions>({
  // Every page answers the device lock with the suite's PIN (support/device-lock.ts).
  browser: [async ({ browser }, use) => use(unlockContextsOf(browser)), { scope: 'worker' }],
  ownBuildFrom: ['current', { option: true }],
  ownBuild: [
    async ({ browserName, ownBuildFrom }, use) => {
      const folder = await mkdtemp(path.join(tmpdir(), `cabinet-build-${browserName}-`));
      const stack = e2eStackConfig();
      const current = stack.appDir ?? 'dist';
      await cp(ownBuildFrom === 'previous' ? await previousBuild() : current, folder, { recursive: true });
      let appConfig: AppConfig = { supabaseUrl: stack.apiUrl, supabaseAnonKey: stack.anonKey };
      const server = startStaticServer(folder, { appConfig: () => appConfig });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const swFile = path.join(folder, 'sw.js');
      let builds = 0;
      try {
        await use({
          url: `http://127.0.0.1:${port}`,
          async deployNewBuild(page, { look = true } = {}) {
            builds += 1;
            await writeFile(swFile, `${await readFile(swFile, 'utf8')}\n// build ${builds}\n`);
            if (look) await lookForUpdate(page);
          },
          async deployNextSchemaBuild(page) {
            appConfig = { ...appConfig, schemaRehearsal: 1 };
            await lookForUpdate(page);
          },
          async deployCurrentBuild(page) {
            await cp(current, folder, { recursive: true, force: true });
            await lookForUpdate(page);
          },
        });
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await rm(folder, { recursive: true, force: true });
      }
    },
    // Building the previous release (previous-build.ts) takes a minute on a busy machine.
    { timeout: 240_000 },
  ],
  baseURL: async ({ ownBuild }, use) => use(ownBuild.url),
});

export { expect } from '@playwright/test';
