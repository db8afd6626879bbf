import { expect, test } from '@playwright/test';
import { offerNewBuild } from './support/new-build.ts';
import { useLocale } from './support/sign-in-page.ts';

test('a new build brings the update prompt on the sign-in page too', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/auth');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeHidden();

  await offerNewBuild(page);

  await expect(prompt).toContainText('A new version of the app is available.');
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
