/**
 * A simulated device of the bench: its own Chromium with its profile on disk (device-browser.ts:
 * own IndexedDB, own JS realm, so each device may open the clinic's 11 collections under RxDB's
 * 13-per-realm limit) with the bench page loaded and signed in, and typed calls into the page's API.
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { BENCH_PAGE_URL } from './bench-stack.ts';
import { type DeviceBrowser, launchDeviceBrowser } from './device-browser.ts';
import type { BenchPageApi, PageIdentity, SignInRequest } from './page/bench-api.ts';

export interface BenchDevice {
  name: string;
  context: BrowserContext;
  page: Page;
  identity: PageIdentity;
  call<K extends keyof BenchPageApi>(
    method: K,
    ...args: Parameters<BenchPageApi[K]>
  ): Promise<Awaited<ReturnType<BenchPageApi[K]>>>;
  /** The page's used JS heap after a full garbage collection, in MB. */
  heapMb(): Promise<number>;
  /** Chromium's version on this device. */
  browserVersion(): Promise<string>;
  /** Runs `work` under the page's CPU profiler and writes the profile (Chrome's .cpuprofile) to `file`. */
  profiled<T>(file: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openBenchDevice(
  name: string,
  signIn: SignInRequest,
  log: (line: string) => void,
  { inMemory }: { inMemory: boolean },
): Promise<BenchDevice> {
  const browser = await launchDeviceBrowser(name, { inMemory });
  try {
    return await openOn(browser, name, signIn, log);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

async function openOn(
  browser: DeviceBrowser,
  name: string,
  signIn: SignInRequest,
  log: (line: string) => void,
): Promise<BenchDevice> {
  const { context } = browser;
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => log(`[${name}] page error: ${error.message}`));
  page.on('console', (message) => {
    // Requests failing while the bench holds the device offline are the point, not a fault.
    if (message.type() === 'error' && !message.text().includes('ERR_INTERNET_DISCONNECTED')) {
      // The resource's path says which request failed (a failed load's text names none).
      const { url } = message.location();
      const path = URL.canParse(url) ? new URL(url).pathname : '';
      log(`[${name}] console: ${message.text()}${path ? ` (${path})` : ''}`);
    }
  });
  await page.goto(`${BENCH_PAGE_URL}/`);
  await page.waitForFunction(() => document.title === 'cabinet-bench-ready');
  const cdp = await context.newCDPSession(page);

  const call = async <K extends keyof BenchPageApi>(
    method: K,
    ...args: Parameters<BenchPageApi[K]>
  ): Promise<Awaited<ReturnType<BenchPageApi[K]>>> => {
    const answer: unknown = await page.evaluate(
      ([fn, fnArgs]): unknown => Reflect.apply(window.cabinetBench[fn], window.cabinetBench, fnArgs),
      [method, args as unknown[]] as const,
    );
    // The page answers with the method's own result, serialised (all of it plain JSON).
    return answer as Awaited<ReturnType<BenchPageApi[K]>>;
  };

  const identity = await call('signIn', signIn);
  return {
    name,
    context,
    page,
    identity,
    call,
    async heapMb() {
      await cdp.send('HeapProfiler.collectGarbage');
      const usage = await cdp.send('Runtime.getHeapUsage');
      return usage.usedSize / (1024 * 1024);
    },
    async profiled(file, work) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
      try {
        return await work();
      } finally {
        const { profile } = await cdp.send('Profiler.stop');
        await writeFile(file, JSON.stringify(profile));
        log(`[${name}] CPU profile: ${file}`);
      }
    },
    browserVersion: () => browser.version(),
    close: () => browser.close(),
  };
}
