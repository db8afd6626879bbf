import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eStackConfig } from './support/e2e-stack-config.ts';
import { useLocale } from './support/sign-in-page.ts';

test('a new build brings the update prompt on the sign-in page too', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/auth');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeHidden();

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

  await expect(prompt).toContainText('A new version of the app is available.');
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
