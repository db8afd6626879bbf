/** A new build on the server, for as long as one service worker update check takes. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eStackConfig } from './e2e-stack-config.ts';

/**
 * The stack serves dist-e2e from disk on every request, so sw.js is changed, the page's worker
 * registration checks for an update, and the file is put back even if the check fails.
 */
export async function offerNewBuild(page: Page): Promise<void> {
  const swFile = path.join(e2eStackConfig().appDir ?? 'dist-e2e', 'sw.js');
  const original = await readFile(swFile, 'utf8');
  try {
    await writeFile(swFile, `${original}\n// next build ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  } finally {
    await writeFile(swFile, original);
  }
}
