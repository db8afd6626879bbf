/**
 * The shared tablet's lock in every journey (issue 40): a first sign-in on a device asks for a
 * PIN, and the app asks it again after every load of the page (the data key lives in memory only).
 * Each page of the suite answers both with E2E_PIN as soon as either screen shows, through
 * Playwright's locator handlers: a journey goes on where it was. A journey about the lock itself
 * takes the handler off (stopUnlocking).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const E2E_PIN = '2580';

const chooseCard = (page: Page) => page.getByTestId('choose-pin');
const lockScreen = (page: Page) => page.getByTestId('lock-screen');

/** Each page's handlers once registered (or being registered), so adding and removing never race. */
const registrations = new WeakMap<Page, Promise<void>>();

export function unlockWhenLocked(page: Page): Promise<void> {
  const known = registrations.get(page);
  if (known) return known;
  const registering = addHandlers(page);
  registrations.set(page, registering);
  return registering;
}

async function addHandlers(page: Page): Promise<void> {
  await page.addLocatorHandler(chooseCard(page), async (card) => {
    await card.locator('input[name=pin]').fill(E2E_PIN);
    await card.locator('input[name=confirmation]').fill(E2E_PIN);
    await card.locator('button[type=submit]').click();
  });
  await page.addLocatorHandler(lockScreen(page), async (screen) => {
    await screen.locator('input[name=pin]').fill(E2E_PIN);
    await screen.locator('button[type=submit]').first().click();
  });
}

/** For a journey that works the lock screen itself (unlockWhenLocked puts the handlers back). */
export async function stopUnlocking(page: Page): Promise<void> {
  const registered = registrations.get(page);
  if (!registered) return;
  await registered;
  registrations.delete(page);
  await page.removeLocatorHandler(chooseCard(page));
  await page.removeLocatorHandler(lockScreen(page));
}

const watched = new WeakSet<BrowserContext>();

/** Every page of the context, open and to come, unlocks itself. */
export function unlockPagesOf(context: BrowserContext): BrowserContext {
  if (watched.has(context)) return context;
  watched.add(context);
  for (const page of context.pages()) void unlockWhenLocked(page);
  context.on('page', (page) => void unlockWhenLocked(page));
  return context;
}

const patched = new WeakSet<Browser>();

/** Contexts a journey makes itself (browser.newContext, browser.newPage) unlock themselves too. */
export function unlockContextsOf(browser: Browser): Browser {
  if (patched.has(browser)) return browser;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => unlockPagesOf(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    unlockPagesOf(page.context());
    await unlockWhenLocked(page);
    return page;
  };
  return browser;
}
