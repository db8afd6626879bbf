/**
 * Issue 5's responsiveness figures, in the real app with the large clinic on the device: the time
 * from a keystroke in the patients search box, and from a filter change, to the updated list on
 * screen (the list's DOM changed and the next frame painted; screen-update-timing.ts).
 */
import { expect, type Page } from '@playwright/test';
import type { BenchOptions } from '../bench-options.ts';
import type { Measure } from '../bench-results.ts';
import { frameTime, type ScreenUpdate, timedScreenUpdate } from './screen-update-timing.ts';

const FIRST_OPEN_TIMEOUT_MS = 120_000;
/** The patient list's rows and count: what a keystroke or a filter change updates. */
const LIST = 'table, [data-testid="patients-count"]';

/** A row's visit cells while the page's appointments are read (use-patient-list-page.ts). */
const VISITS_PENDING = 'table [aria-busy="true"]';

const timed = (page: Page, act: () => Promise<void>) =>
  timedScreenUpdate(page, LIST, act, undefined, VISITS_PENDING);

export async function measurePatientListUi(
  page: Page,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<Measure[]> {
  const opening = performance.now();
  await page.goto('/patients');
  const count = page.getByTestId('patients-count');
  await expect(count).toBeVisible({ timeout: FIRST_OPEN_TIMEOUT_MS });
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: FIRST_OPEN_TIMEOUT_MS });
  log(`patients list opened with the whole clinic in ${((performance.now() - opening) / 1000).toFixed(1)} s`);
  const search = page.getByRole('searchbox', { name: 'Search patients' });
  const runs = options.queryRuns;

  // A keystroke: from an empty box (every patient) to one letter, then a second letter. Letters
  // of every email address (…@example.com) would match everyone and change nothing on screen.
  const keystrokes: number[] = [];
  const keystrokesFilled: number[] = [];
  const letters = ['b', 'd', 'f', 'g', 'h', 'v', 'b', 'd', 'f', 'g'];
  let unchanged = 0;
  const keep = (update: ScreenUpdate | null, into: number[], filled?: number[]) => {
    if (update === null) unchanged++;
    else {
      into.push(update.toPaint);
      filled?.push(update.toSettled);
    }
  };
  for (let run = 0; run < runs; run++) {
    const letter = letters[run % letters.length] ?? 'a';
    await search.fill('');
    await page.waitForTimeout(100);
    await search.focus();
    keep(await timed(page, () => page.keyboard.press(letter)), keystrokes, keystrokesFilled);
    await page.waitForTimeout(50);
    keep(await timed(page, () => page.keyboard.press('r')), keystrokes, keystrokesFilled);
  }
  await search.fill('');
  await page.waitForTimeout(100);
  log(
    `patients search keystroke: ${keystrokes.map((ms, i) => `${ms.toFixed(0)}/${keystrokesFilled[i]?.toFixed(0)}`).join(', ')} ms (rows/visits filled in)`,
  );

  // A filter change: Status → Inactive on, then off again; each changes the list.
  const filterChanges: number[] = [];
  await page.getByRole('button', { name: /^Status/ }).click();
  const inactive = page.locator('label').filter({ hasText: /^Inactive$/ });
  for (let run = 0; run < runs; run++) {
    keep(await timed(page, () => inactive.click()), filterChanges);
    await page.waitForTimeout(50);
  }
  await page.keyboard.press('Escape');
  log(`patients filter change: ${filterChanges.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  if (unchanged > 0) log(`patients screen: ${unchanged} input(s) left the list as it was (no sample)`);
  if (keystrokes.length === 0 || filterChanges.length === 0)
    throw new Error('the patients screen never changed its list: no figure to report');

  const frames: number[] = [];
  for (let run = 0; run < 10; run++) frames.push(await page.evaluate(frameTime));
  const ceiling = { kind: 'ceiling' as const, label: 'one frame of the same page', samples: frames };
  return [
    {
      id: 'ui-patient-search-keystroke',
      label: 'Patients screen: search keystroke to updated list',
      unit: 'ms',
      better: 'lower',
      samples: keystrokes,
      references: [ceiling],
      note: 'real app, the whole clinic on the device: a key pressed in the search box until the list changed on screen',
    },
    {
      id: 'ui-patient-search-keystroke-filled',
      label: 'Patients screen: search keystroke to every visit cell filled in',
      unit: 'ms',
      better: 'lower',
      samples: keystrokesFilled,
      references: [ceiling],
      note: 'the same keystrokes, until the page’s appointments are read and every row shows its last visit and doctors',
    },
    {
      id: 'ui-patient-filter-change',
      label: 'Patients screen: filter change to updated list',
      unit: 'ms',
      better: 'lower',
      samples: filterChanges,
      references: [ceiling],
      note: 'real app: the Status filter’s Inactive option toggled, until the list changed on screen',
    },
  ];
}
