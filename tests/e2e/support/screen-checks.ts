/**
 * What every screen's e2e test checks besides its journey (docs/architecture.md, "Adding a
 * screen"): no serious or critical accessibility violation (axe-core), and a layout that works on
 * the 10-inch tablets the clinics use, portrait and landscape.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { SIDEBAR_STORAGE_KEY, storedSidebarExpanded, WIDE_SCREEN_PX } from '#app/shell/sidebar-state.ts';

export const TABLET_VIEWPORTS = [
  { name: 'portrait tablet', width: 768, height: 1024 },
  { name: 'landscape tablet', width: 1024, height: 768 },
] as const;

/** The tablets, then a small desktop (the sidebar expanded), so a fix for tablets cannot break the desk's computer. */
export const SCREEN_VIEWPORTS = [...TABLET_VIEWPORTS, { name: 'desktop', width: 1280, height: 800 }] as const;

export type TabletViewport = (typeof SCREEN_VIEWPORTS)[number];

/** Touch targets (WCAG 2.5.5, Apple's and Google's guidance): 44 CSS px. */
const MIN_TARGET_PX = 44;

/** The page's chrome (header with breadcrumbs, title, sync state, actions) takes at most this much of the height. */
const MAX_CHROME_SHARE = 0.15;

/** Runs axe-core on the page as it is; fails on serious or critical violations, naming them. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(severe, `accessibility violations on ${page.url()}`).toEqual([]);
}

interface LayoutReport {
  pageWidth: number;
  viewportWidth: number;
  brokenWords: string[];
  smallTargets: string[];
  coveredFloatingButtons: string[];
  sidebarExpanded: string | null;
  /** Row actions (a table row's last control) out of the table's view or the screen. */
  hiddenRowActions: string[];
  /** Tables wider than their box: a column behind a sideways scroll instead of chosen out. */
  tablesScrollingSideways: string[];
  /** Phone numbers, dates and times that wrap onto more than one line. */
  wrappedNumbers: string[];
  /** Times shown the browser's way rather than the product's (12-hour, or a native time field). */
  browserLocaleTimes: string[];
  /** Calendar blocks in view whose start time, or patient's name, does not show whole. */
  clippedBlocks: string[];
  /** How far down the page header reaches (the page's padding above it, and itself), when there is one. */
  chromeHeight: number | null;
  viewportHeight: number;
}

/** Measures the page in the browser: sideways overflow, words split across lines, small targets, … */
function measureLayout(minTargetPx: number): LayoutReport {
  // Every word of the page on one line (issue 36: "Comand / ă vaccinur / i"), emails, addresses
  // and file names aside (tokens with no break point, which may break anywhere), and text that is
  // only there for screen readers (a 1 px box breaks every word).
  const brokenWords: string[] = [];
  const unbreakable = /@|:\/\/|\.[a-z0-9]{2,4}$/i;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [aria-hidden="true"]')) continue;
    const box = parent.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const text = node.textContent ?? '';
    // A hyphen is a break point of its own ("Cluj-" / "Napoca"): the words are what lies between.
    for (const match of text.matchAll(/[^\s-]+/g)) {
      if (unbreakable.test(match[0]) || match[0].length > 30) continue;
      const range = document.createRange();
      range.setStart(node, match.index ?? 0);
      range.setEnd(node, (match.index ?? 0) + match[0].length);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) brokenWords.push(match[0]);
    }
  }
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Visually hidden controls (1 px, e.g. Ark's native inputs behind a styled control) are not targets.
    return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden';
  };
  const targets = Array.from(
    document.querySelectorAll<HTMLElement>(
      'main button, main [role="button"], main input:not([type="hidden"]), main [role="combobox"], aside button, aside a[href]',
    ),
  )
    .filter(visible)
    // Calendar blocks are as tall as their duration (the spec's hour rows), not a control's height.
    .filter((element) => !element.closest('[data-scaled-to-time]'));
  const smallTargets = targets
    .filter((element) => element.getBoundingClientRect().height < minTargetPx - 0.5)
    .map((element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(element.getBoundingClientRect().height)}px`;
    });
  // A button fixed over the page (the add button) must take the tap wherever the page below is
  // scrolled: nothing of the page may paint over its centre. A modal dialog covers it on purpose.
  const modalOpen = document.querySelector('[aria-modal="true"]') !== null;
  const coveredFloatingButtons = modalOpen
    ? []
    : targets
        .filter((element) => getComputedStyle(element).position === 'fixed')
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return top !== null && !element.contains(top);
        })
        .map((element) => `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? ''}"`);
  // Calendar blocks (issue 36): in a block within the grid's view, the start time shows whole,
  // and so does the patient's name (in a 15-minute block, the two lines the time and name share).
  const clippedBlocks: string[] = [];
  for (const block of Array.from(
    document.querySelectorAll<HTMLElement>('[data-testid="appointment-block"]'),
  )) {
    const view = block.closest('[data-testid="calendar-scroll"]')?.getBoundingClientRect();
    const box = block.getBoundingClientRect();
    if (
      !view ||
      box.left < view.left ||
      box.right > view.right ||
      box.top < view.top ||
      box.bottom > view.bottom
    )
      continue;
    const inside = (element: Element | null) => {
      if (!element) return false;
      const rect = element.getBoundingClientRect();
      return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && rect.bottom <= box.bottom + 0.5;
    };
    const start = block.querySelector('[data-block-start]');
    const name = block.querySelector<HTMLElement>('[data-block-name]');
    const what = `${block.dataset.day ?? ''} ${block.dataset.time ?? ''} (${Math.round(box.width)}×${Math.round(box.height)}px)`;
    if (!inside(start)) clippedBlocks.push(`time of ${what}`);
    // A single word wider than the block's line (the tests' made-up surnames with a unique
    // suffix) cannot show whole at this width in any layout: only names of words that fit count.
    const wordsFit = (element: HTMLElement) => {
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) return true;
      const style = getComputedStyle(element);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return (element.textContent ?? '')
        .split(/\s+/)
        .every((word) => canvas.measureText(word).width <= element.clientWidth);
    };
    if (
      name &&
      wordsFit(name) &&
      (!inside(name) || name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1)
    )
      clippedBlocks.push(`name "${name.textContent ?? ''}" of ${what}`);
  }
  // A table row's actions in view (issue 36: the users' and partners' row menus behind a sideways
  // scroll), for the rows on the screen.
  const hiddenRowActions: string[] = [];
  for (const row of Array.from(document.querySelectorAll('tbody tr[data-row-key]'))) {
    const rowBox = row.getBoundingClientRect();
    if (rowBox.bottom < 0 || rowBox.top > window.innerHeight) continue;
    const region = row.closest('section')?.getBoundingClientRect();
    const controls = row.querySelectorAll('td:last-child :is(button, a[href])');
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1) continue;
      const right = Math.min(window.innerWidth, region?.right ?? window.innerWidth);
      if (box.right > right + 1 || box.left < (region?.left ?? 0) - 1)
        hiddenRowActions.push(
          `${control.getAttribute('aria-label') ?? control.textContent ?? ''}`.slice(0, 40),
        );
    }
  }
  // Each table fits its box (issue 36: the patients' status column behind a sideways scroll at
  // 1024): a column with no room is left out (DataTable's hideBelow), not scrolled to.
  const tablesScrollingSideways: string[] = [];
  for (const table of Array.from(document.querySelectorAll('table'))) {
    const box = table.parentElement;
    if (!box || table.getBoundingClientRect().width <= 1) continue;
    if (box.scrollWidth > box.clientWidth + 1) {
      const columns = Array.from(table.querySelectorAll<HTMLElement>('thead th'))
        .filter((header) => header.offsetWidth > 0)
        .map((header) => `${(header.textContent ?? '').trim().slice(0, 16)} ${header.offsetWidth}`);
      // The longest word of the table's rows: what a column cannot be narrower than.
      const longestWord = Array.from(table.querySelectorAll('tbody td'))
        .flatMap((cell) => (cell.textContent ?? '').split(/[\s-]+/))
        .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
      tablesScrollingSideways.push(
        `${table.querySelector('caption')?.textContent ?? 'table'} (${box.scrollWidth} in ${box.clientWidth}px: ${columns.join(', ')}; longest word "${longestWord}")`,
      );
    }
  }
  // Numbers on one line (issue 36: "0746 / 150 / 547"): phone numbers, dates and times.
  const wrappedNumbers: string[] = [];
  const numberWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = numberWalker.nextNode(); node; node = numberWalker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (!/^\+?\d[\d .:/–-]{4,}\d$/.test(text)) continue;
    const parent = node.parentElement;
    if (!parent || parent.getBoundingClientRect().width <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    );
    if (lines.size > 1) wrappedNumbers.push(text);
  }
  // The product's formats whatever the browser's locale (issue 36): no 12-hour times, and no
  // native time field, which the browser draws in its own locale ("08:00 A").
  const browserLocaleTimes = [
    ...Array.from(
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user reads
      (document.body.innerText ?? '').matchAll(/\b\d{1,2}:\d{2}\s?[AaPp]\.?[Mm]\b/g),
      (match) => match[0],
    ),
    ...Array.from(
      document.querySelectorAll('input[type="time"]'),
      (input) => `time field ${input.getAttribute('name') ?? ''}`,
    ),
  ];
  return {
    hiddenRowActions,
    tablesScrollingSideways,
    wrappedNumbers,
    browserLocaleTimes,
    clippedBlocks,
    pageWidth: document.documentElement.scrollWidth,
    viewportWidth: document.documentElement.clientWidth,
    brokenWords,
    smallTargets,
    coveredFloatingButtons,
    sidebarExpanded: document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-expanded') ?? null,
    // Its own height and the page's padding above: a notice shown for a while above it (a first
    // sync's progress, a full device) is the page's news, not its chrome.
    chromeHeight: (() => {
      const header = document.querySelector('header[data-page-header]');
      const main = header?.closest('main');
      if (!header || !main) return null;
      return header.getBoundingClientRect().height + Number.parseFloat(getComputedStyle(main).paddingTop);
    })(),
    viewportHeight: window.innerHeight,
  };
}

/**
 * At a tablet size (set it first): the page does not scroll sideways, every word is on one line
 * (emails, addresses and file names aside), buttons and fields are at least 44 px tall, nothing covers a floating button, the
 * calendar's blocks show their start time and patient whole, every table row's actions are in
 * view, phone numbers and dates stay on one line, the
 * page header ends within the top 15 % of the height (issue 36), and
 * on a tablet the sidebar starts as its rail.
 */
export async function expectFitsTablet(page: Page, viewport: TabletViewport): Promise<void> {
  const report = await page.evaluate(measureLayout, MIN_TARGET_PX);
  const where = `${page.url()} as a ${viewport.name} (${viewport.width}×${viewport.height})`;
  expect(report.pageWidth, `the page scrolls sideways: ${where}`).toBeLessThanOrEqual(report.viewportWidth);
  expect(report.brokenWords, `words split across lines: ${where}`).toEqual([]);
  expect(report.smallTargets, `targets under ${MIN_TARGET_PX}px: ${where}`).toEqual([]);
  expect(report.coveredFloatingButtons, `floating buttons covered by the page: ${where}`).toEqual([]);
  expect(report.hiddenRowActions, `row actions out of view: ${where}`).toEqual([]);
  expect(report.tablesScrollingSideways, `tables that scroll sideways: ${where}`).toEqual([]);
  expect(report.wrappedNumbers, `numbers on more than one line: ${where}`).toEqual([]);
  expect(report.browserLocaleTimes, `times in the browser's locale, not 24-hour: ${where}`).toEqual([]);
  expect(report.clippedBlocks, `calendar blocks whose time or patient is cut: ${where}`).toEqual([]);
  if (report.chromeHeight !== null)
    expect(report.chromeHeight, `the page header pushes the content down: ${where}`).toBeLessThanOrEqual(
      report.viewportHeight * MAX_CHROME_SHARE,
    );
  if (viewport.width < WIDE_SCREEN_PX && report.sidebarExpanded !== null)
    expect(report.sidebarExpanded, `the sidebar starts expanded: ${where}`).toBe('false');
}

/**
 * Waits for the page to settle at a new size: the sidebar follows the screen unless the user chose
 * (sidebar-state.ts), its labels come in after it widens, and its width is animated.
 */
async function settleAt(page: Page, viewport: TabletViewport): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  if ((await sidebar.count()) > 0) {
    const remembered = await page.evaluate((key) => window.localStorage.getItem(key), SIDEBAR_STORAGE_KEY);
    const expanded = String(storedSidebarExpanded({ getItem: () => remembered }, viewport.width));
    await expect(sidebar).toHaveAttribute('data-expanded', expanded);
    await expect(sidebar).toHaveAttribute('data-labels-shown', expanded);
  }
  await page.evaluate(async () => {
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Checks the screen at each tablet size (or each of `viewports`) as a tablet held one way and then
 * turned: `open` (when given) opens it at the first size, otherwise the screen on the page is turned
 * to it. The layout
 * is CSS apart from the sidebar, which follows the turn, so one load serves both sizes.
 */
export async function checkTabletLayouts(
  page: Page,
  open?: () => Promise<void>,
  viewports: readonly TabletViewport[] = TABLET_VIEWPORTS,
): Promise<void> {
  for (const [index, viewport] of viewports.entries()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (index === 0 && open) await open();
    await settleAt(page, viewport);
    await expectFitsTablet(page, viewport);
  }
}
