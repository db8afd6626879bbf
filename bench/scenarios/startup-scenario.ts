/**
 * Start-up offline with the real app build (.bench/app, served by the stack): sign in once online
 * and let the app sync the clinic, then reload with the network off, the service worker serving
 * the app and the local database the data. The figure is the time from navigation to the first
 * meaningful screen: the shell with the clinic's name and the sync indicator (which needs the
 * local database open). The reference is the same load's DOMContentLoaded: HTML and initial
 * JavaScript from the service worker, parsed and run. Also the build's JavaScript sizes.
 */
import type { Browser } from '@playwright/test';
import { useLocale as openInLocale, SignInPage } from '#tests/e2e/support/sign-in-page.ts';
import type { BenchOptions } from '../bench-options.ts';
import type { Measure } from '../bench-results.ts';
import { BENCH_APP_URL } from '../bench-stack.ts';
import { allScripts, gzippedKb, initialJsKb } from '../js-size.ts';
import { measurePatientListUi } from './patient-list-ui-scenario.ts';
import { measurePipelineUi } from './pipeline-ui-scenario.ts';

const APP_SYNC_TIMEOUT_MS = 10 * 60_000;
const FIRST_SCREEN_TIMEOUT_MS = 30_000;
const FIRST_SCREEN_KEY = '__cabinetBenchFirstScreen';

/** Runs in the page before its scripts: notes when the shell shows the clinic and the indicator. */
function markFirstScreen(key: string): void {
  const done = (): boolean => {
    const name = document.querySelector('[data-testid="clinic-name"]');
    const indicator = document.querySelector('[data-testid="sync-indicator"][data-state]');
    return Boolean(name?.textContent?.trim() && indicator);
  };
  const observer = new MutationObserver(() => {
    if (!done()) return;
    Reflect.set(window, key, performance.now());
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

export async function measureStartup(
  browser: Browser,
  account: { email: string; password: string },
  appDir: string,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<Measure[]> {
  const context = await browser.newContext({ baseURL: BENCH_APP_URL });
  try {
    const page = await context.newPage();
    await openInLocale(page, 'en');
    await context.addInitScript(markFirstScreen, FIRST_SCREEN_KEY);
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(account.email, account.password);
    await page.waitForURL(/\/appointments$/);
    const started = performance.now();
    await page
      .locator('[data-testid="sync-indicator"][data-state="synced"]')
      .waitFor({ timeout: APP_SYNC_TIMEOUT_MS });
    log(`app synced the clinic in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    const firstScreen: number[] = [];
    const domReady: number[] = [];
    let loaded: string[] = [];
    for (let run = 0; run < options.startupRuns; run++) {
      await page.reload();
      await page.waitForFunction((key) => Reflect.get(window, key) !== undefined, FIRST_SCREEN_KEY, {
        timeout: FIRST_SCREEN_TIMEOUT_MS,
      });
      const timing = await page.evaluate((key) => {
        const [navigation] = performance.getEntriesByType('navigation');
        const ready =
          navigation instanceof PerformanceNavigationTiming ? navigation.domContentLoadedEventEnd : NaN;
        const scripts = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.endsWith('.js'));
        return { firstScreen: Number(Reflect.get(window, key)), domReady: ready, scripts };
      }, FIRST_SCREEN_KEY);
      firstScreen.push(timing.firstScreen);
      domReady.push(timing.domReady);
      loaded = timing.scripts;
    }
    log(`offline start-up: ${firstScreen.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    // The same signed-in, synced page (still offline): the patients screen with the whole clinic.
    const patientList = await measurePatientListUi(page, options, log);
    // And the pipeline with every task of the clinic (issue 16).
    const pipeline = await measurePipelineUi(page, options, log);

    const initial = await initialJsKb(appDir);
    const [index] = initial.files;
    const firstScreenKb = await gzippedKb(appDir, index ? [index, ...loaded] : loaded);
    const wholeBuildKb = await gzippedKb(
      appDir,
      (await allScripts(appDir)).filter((file) => file.startsWith('/assets/')),
    );
    return [
      ...patientList,
      ...pipeline,
      {
        id: 'startup-offline',
        label: 'Offline start-up to the first screen',
        unit: 'ms',
        better: 'lower',
        samples: firstScreen,
        references: [{ kind: 'ceiling', label: 'DOMContentLoaded of the same load', samples: domReady }],
        note: 'reload with the network off: service worker and local database, until the shell shows the clinic and the sync indicator',
      },
      {
        id: 'js-initial',
        label: 'Initial JavaScript, gzipped',
        unit: 'kB',
        better: 'lower',
        samples: [initial.kb],
        references: [{ kind: 'baseline', label: 'all JavaScript of the build', samples: [wholeBuildKb] }],
        note: 'index.html’s entry module and the modules it preloads',
      },
      {
        id: 'js-first-screen',
        label: 'JavaScript run for the first screen, gzipped',
        unit: 'kB',
        better: 'lower',
        samples: [firstScreenKb],
        references: [],
        note: 'every script the offline reload loaded (the entry, route chunks, the database)',
      },
    ];
  } finally {
    await context.close();
  }
}
