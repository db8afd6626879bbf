/**
 * A doctor's calendar on their phone (issue 41): the clinic's administrator shows the doctor's
 * private address on the doctor's page, or the doctor on the calendar; a calendar app reads it
 * without signing in, and once revoked it answers 404. The file's tests share the doctor's address,
 * so they run one after the other.
 */
import { expect } from '@playwright/test';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { openAnotherSyncedDevice, test } from './support/synced-device.ts';

test.describe.configure({ mode: 'serial' });

test.describe('the administrator', () => {
  test.use({ device: 'admin@aurora.cabinet.demo' });

  test("an administrator shows a doctor's calendar address, a calendar reads it, and revoked it answers 404", async ({
    page,
  }) => {
    const { data: doctor } = await serverAdmin()
      .from('users')
      .select('id')
      .eq('email', 'doctor@aurora.cabinet.demo')
      .single();
    const doctorId = (doctor as { id: string }).id;

    await page.goto(`/medics/${doctorId}`);
    const card = page.getByTestId('calendar-feed');
    await expect(card).toContainText('Cine o are vede orele, inițialele pacienților și serviciile');
    await card.getByRole('button', { name: 'Arată adresa' }).click();
    const address = card.getByRole('textbox', { name: 'Adresa calendarului' });
    await expect(address).toHaveValue(/\/functions\/v1\/doctor-calendar-feed\?token=[A-Za-z0-9_-]{43}$/);
    const url = await address.inputValue();

    // As a calendar app asks: no sign-in.
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await expectAccessible(page);
    await checkTabletLayouts(page);

    await card.getByRole('button', { name: 'Revocă adresa' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revocă', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('Adresa a fost revocată');
    await expect(address).toHaveCount(0);
    expect((await page.request.get(url)).status()).toBe(404);
  });
});

test.describe('the doctor', () => {
  test.use({ device: 'doctor@aurora.cabinet.demo' });

  test('a doctor shows their own calendar address from the calendar, and a calendar reads it', async ({
    page,
  }) => {
    await page.goto('/appointments');
    await page.getByRole('button', { name: 'Calendarul pe telefon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendarul pe telefon' });
    await expect(dialog).toContainText('Cine o are vede orele, inițialele pacienților și serviciile');
    await dialog.getByRole('button', { name: 'Arată adresa' }).click();
    const address = dialog.getByRole('textbox', { name: 'Adresa calendarului' });
    await expect(address).toHaveValue(/\/functions\/v1\/doctor-calendar-feed\?token=[A-Za-z0-9_-]{43}$/);
    const feed = await page.request.get(await address.inputValue());
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await expectAccessible(page);
    await checkTabletLayouts(page);

    await dialog.getByRole('button', { name: 'Închide' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('calendar')).toBeVisible();
  });

  test('the desk sees no calendar address on the calendar', async ({ browser }) => {
    const desk = await openAnotherSyncedDevice(browser, 'staff@aurora.cabinet.demo');
    await desk.page.goto('/appointments');
    await expect(desk.page.getByTestId('calendar')).toBeVisible();
    await expect(desk.page.getByRole('button', { name: 'Calendarul pe telefon' })).toHaveCount(0);
    await desk.close();
  });
});
