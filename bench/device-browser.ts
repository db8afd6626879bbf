/**
 * A simulated device's own Chromium, its profile in a folder of its own on disk, as an installed
 * tablet keeps its IndexedDB. A context of a shared browser (`browser.newContext()`) is an
 * off-the-record profile whose IndexedDB lives in memory, a store no tablet writes to and not the
 * device's ceiling: Debian's Chromium 150 adds 20,000 appointments there at 1,360 rows/s with
 * three indexes against 7,400–7,800 on disk (docs/performance.md, "Issue 42: the device's store,
 * on disk and fresh"; decision 0047). The folder goes with the context. `inMemory` gives the device
 * a private window of a browser of its own instead, the store the runs before 2026-11-30 measured
 * (bench-options.ts).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, type BrowserContextOptions, chromium } from '@playwright/test';
import { ROOT_DIR } from '#supabase/local/config.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '#tests/e2e/support/e2e-browsers.ts';

const PROFILES_DIR = path.join(ROOT_DIR, '.data', 'bench-devices');

export interface DeviceBrowser {
  context: BrowserContext;
  /** Chromium's version, as `chromium --version` prints it. */
  version(): Promise<string>;
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
}

export async function launchDeviceBrowser(
  name: string,
  { inMemory = false, ...options }: BrowserContextOptions & { inMemory?: boolean } = {},
): Promise<DeviceBrowser> {
  if (inMemory) return launchPrivateWindow(options);
  await mkdir(PROFILES_DIR, { recursive: true });
  const profile = await mkdtemp(path.join(PROFILES_DIR, `${name}-`));
  const context = await chromium
    .launchPersistentContext(profile, {
      ...options,
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    })
    .catch(async (error: unknown) => {
      await rm(profile, { recursive: true, force: true });
      throw error;
    });
  return {
    context,
    version: () => versionOf(context),
    async close() {
      await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function launchPrivateWindow(options: BrowserContextOptions): Promise<DeviceBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext(options).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  return {
    context,
    version: () => Promise.resolve(`Chromium ${browser.version()}`),
    close: () => browser.close(),
  };
}

async function versionOf(context: BrowserContext): Promise<string> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  try {
    const { product } = await cdp.send('Browser.getVersion');
    return product.replace(/^(Headless)?Chrome\//, 'Chromium ');
  } finally {
    await cdp.detach();
  }
}

/** Profiles a run stopped midway left behind. */
export function removeDeviceProfiles(): Promise<void> {
  return rm(PROFILES_DIR, { recursive: true, force: true });
}
