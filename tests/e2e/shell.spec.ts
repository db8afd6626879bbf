import { chromium, expect } from '@playwright/test';
import { untilServiceWorkerControls, withServiceWorker } from './support/devices.ts';
import { useLocale } from './support/sign-in-page.ts';
import { test } from './support/synced-device.ts';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  // Home needs a session: a visitor ends on the sign-in page.
  await expect(page).toHaveURL(/\/auth$/);
});

test('the 404 page speaks Romanian by default', async ({ page }) => {
  await page.goto('/nicaieri');
  await expect(page.getByRole('heading', { name: 'Ups! Pagina nu a fost găsită' })).toBeVisible();
});

test('the web manifest is served with the install fields', async ({ page, request }) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest: unknown = await response.json();
  expect(manifest).toMatchObject({
    name: 'Cabinet',
    short_name: 'Cabinet',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
  });
  expect(manifest).toHaveProperty(
    'icons',
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  );
  const icon = await request.get('/icon-512.png');
  expect(icon.headers()['content-type']).toBe('image/png');
});

withServiceWorker(() => {
  test('the service worker registers and controls the page', async ({ page }) => {
    await page.goto('/auth');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${new URL(page.url()).origin}/`);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
    // clientsClaim: the first visit is already controlled, so an offline reload works from it.
    await untilServiceWorkerControls(page);
  });
});

withServiceWorker(() => {
  test('Chromium finds the app installable', async ({ baseURL }, testInfo) => {
    // Chromium never offers installation in an incognito context, which is what Playwright's
    // contexts are: a persistent profile gives the real verdict.
    const launch = testInfo.project.use.launchOptions ?? {};
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...launch,
      headless: true,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/auth');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => {
          const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
          return installabilityErrors.map((error) => error.errorId);
        })
        .toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('a reset link with no session says so and leads to /auth', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText(
    'This password reset link is invalid or has expired.',
  );
  await expect(page).toHaveURL(/\/auth$/);
});
