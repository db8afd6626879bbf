import { defineConfig } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  CHROMIUM_HEADLESS_SHELL,
  FULL_CHROMIUM_TAG,
  SERVICE_WORKER_FILES,
  SERVICE_WORKER_TAG,
} from './tests/e2e/support/e2e-browsers.ts';
import { APP_URL } from './tests/e2e/support/e2e-stack-config.ts';

const SERVICE_WORKER_JOURNEYS = new RegExp(SERVICE_WORKER_TAG);
const FULL_CHROMIUM_JOURNEYS = new RegExp(FULL_CHROMIUM_TAG);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Measured on two cores (the popup and calendar files, 27 tests): two workers by file 150 s,
  // fully parallel 162 s with two workers and 155 s with three; the machine is busy either way.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey loads the app and makes a first sync, often twice; on a busy 2-core CI machine the
  // heavier ones took 25-32 s under 30 s' limit with no step stuck. A stuck step still fails
  // at its own expect timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/support/failure-summary-reporter.ts']],
  use: {
    baseURL: APP_URL,
    headless: true,
    // The browser's own locale is not the product's: every screen must read in 24-hour time and
    // dd.MM.yyyy under an American browser too (issue 36; checkTabletLayouts looks for AM/PM).
    locale: 'en-US',
    // Recording a trace for every test (to keep a failed one's) cost a fifth of the suite on two
    // cores: 2,080 s of worker time against 1,627 s without. CI prints each failure's error
    // (failure-summary-reporter.ts); CABINET_E2E_TRACE=1 records traces again, to look into one.
    trace: process.env.CABINET_E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL, args: CHROMIUM_ARGS },
    // Installing the worker precaches the whole build in every new context: the popup and calendar
    // files took 235 s of worker time blocked against 317 s with it. The journeys about starting
    // offline, files, updates and background sync have it (the service worker projects below).
    serviceWorkers: 'block',
  },
  projects: [
    // Each demo account signs in and first-syncs once; the tests start from its saved device.
    { name: 'devices', testMatch: /devices\.setup\.ts$/ },
    // The files that are one long journey go first: started last (in name order, as upgrade.spec
    // was), one of them ran alone for a minute while the other worker had nothing left.
    {
      name: 'full chromium',
      grep: FULL_CHROMIUM_JOURNEYS,
      use: {
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
        serviceWorkers: 'allow',
      },
      dependencies: ['devices'],
    },
    {
      name: 'service worker files',
      testMatch: SERVICE_WORKER_FILES,
      grepInvert: FULL_CHROMIUM_JOURNEYS,
      use: { serviceWorkers: 'allow' },
      dependencies: ['devices'],
    },
    {
      name: 'service worker journeys',
      testIgnore: SERVICE_WORKER_FILES,
      grep: SERVICE_WORKER_JOURNEYS,
      grepInvert: FULL_CHROMIUM_JOURNEYS,
      use: { serviceWorkers: 'allow' },
      dependencies: ['devices'],
    },
    {
      name: 'headless shell',
      testIgnore: SERVICE_WORKER_FILES,
      grepInvert: [SERVICE_WORKER_JOURNEYS, FULL_CHROMIUM_JOURNEYS],
      dependencies: ['devices'],
    },
  ],
});
