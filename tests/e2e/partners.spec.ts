/**
 * Issue 15, partners: an admin adds a partner with a logo while offline (bad input refused first),
 * edits it, finds it by filter and by a search without diacritics, and the server then holds the
 * row and the logo once; a contract ending within 30 days shows in the list. The desk sees the
 * list read only; a doctor is sent away by the guard and gets nothing from the server.
 */

import { expect } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { clinicDay } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import { untilServiceWorkerControls, withServiceWorker } from './support/devices.ts';
import { API_URL, e2eStackConfig } from './support/e2e-stack-config.ts';
import { PartnersPage, serverPartnerByName, storedLogos, typedDate } from './support/partners-page.ts';
import { uniqueLastName } from './support/patient-samples.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { clinicIdByName, serverAdmin } from './support/server-admin.ts';
import { DEMO_PASSWORD } from './support/sign-in-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

const ADMIN = 'admin@aurora.cabinet.demo';
const DESK = 'staff@aurora.cabinet.demo';
const DOCTOR = 'doctor@aurora.cabinet.demo';

withServiceWorker(() => {
  test.use({ device: ADMIN });

  test('an admin adds a partner with a logo offline, edits, filters and finds it; the server gets the row and the logo once', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    // Letters only, unique per run: "Ștefănescu" found by typing it without diacritics.
    const suffix = uniqueLastName('').replace(/\d/g, '');
    const name = `Laborator Ștefănescu ${suffix}`;
    const today = clinicDay(new Date());
    const partners = new PartnersPage(page);

    await openSyncedDeviceAs(page, ADMIN, { locale: 'en', waitSynced: true, at: '/partners' });
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expect(partners.rows().first()).toBeVisible();
    await expectAccessible(page);
    await untilServiceWorkerControls(page);
    await context.setOffline(true);

    await partners.addButton.click();
    await expect(page).toHaveURL(/\/partners\/new$/);
    // Nothing filled: the required name and type say so, and nothing is stored.
    await partners.save();
    await expect(partners.form.getByText('This field is required')).toHaveCount(2);
    await partners.field('Partner name').fill(name);
    await partners.choose('Type', 'Laboratory');
    await partners.choose('Status', 'Pending');
    await partners.choose('Rating', '4 · Good');
    await partners.field('Contact person').fill('Ana Pop');
    await partners.field('Phone').fill('123');
    await partners.field('City').fill('Cluj-Napoca');
    await partners.field('Partnership date').fill(typedDate(addDays(today, -365)));
    await partners.field('Contract expiry date').fill(typedDate(addDays(today, -400)));
    await partners.pickLogo('avatar-800x600.png');
    await partners.save();
    await expect(partners.form.getByText('The phone number is not valid')).toBeVisible();
    await expect(
      partners.form.getByText('The contract expiry date must be after the partnership date'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/partners\/new$/);
    await partners.field('Phone').fill('0264 123 456');
    await partners.field('Contract expiry date').fill(typedDate(addDays(today, 10)));
    await partners.save();
    await expect(partners.toast).toContainText('The partner was added');
    await expect(page).toHaveURL(/\/partners$/);

    const row = partners.row(name);
    await expect(row).toContainText('Laboratory');
    await expect(row).toContainText('Good');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Cluj-Napoca');
    await expect(row.getByTestId('contract-notice')).toHaveText('The contract expires in 10 days');
    await expect(row.getByRole('img')).toBeVisible();

    // Edited offline too: the form shows what was saved.
    await partners.editLink(name).click();
    await expect(partners.field('Partner name')).toHaveValue(name);
    await expect(partners.form.getByTestId('partner-logo')).toHaveAttribute('data-picture', 'shown');
    await partners.field('Contact person').fill('Ioana Pop');
    await partners.save();
    await expect(partners.toast).toContainText('The partner was updated');
    await expect(partners.row(name)).toContainText('Ioana Pop');

    // Filters (any of the chosen) and a search without diacritics.
    await partners.filters.choose('Type', ['Laboratory', 'Pharmacy']);
    await partners.filters.choose('Status', ['Pending']);
    await expect(partners.row(name)).toBeVisible();
    await expect(page).toHaveURL(/type=/);
    await partners.filters.reset('Status');
    await partners.filters.choose('Status', ['Active']);
    await expect(partners.row(name)).toHaveCount(0);
    await partners.filters.reset('Status');
    await partners.filters.reset('Type');
    await partners.search(`stefanescu ${suffix}`);
    await expect(partners.rows()).toHaveCount(1);
    await expect(partners.row(name)).toBeVisible();

    // Still offline after a reload.
    await page.reload();
    await expect(partners.row(name)).toContainText('Ioana Pop');

    await context.setOffline(false);
    await expect
      .poll(async () => (await serverPartnerByName(name))?.contact_person, { timeout: 30_000 })
      .toBe('Ioana Pop');
    const stored = await serverPartnerByName(name);
    expect(stored).toMatchObject({
      type: 'laboratory',
      status: 'pending',
      rating: 4,
      phone: '0264 123 456',
      partnership_date: addDays(today, -365),
      contract_expiry_date: addDays(today, 10),
      deleted: false,
    });
    const partnerId = stored?.id ?? '';
    const clinicId = stored?.clinic_id ?? '';
    expect(stored?.avatar).toMatch(new RegExp(`^${clinicId}/partners/${partnerId}/\\d+\\.png$`));
    await expect.poll(() => storedLogos(clinicId, partnerId), { timeout: 30_000 }).toHaveLength(1);

    // The form as a screen: accessible, and fits a tablet either way.
    await partners.editLink(name).click();
    await expect(partners.field('Partner name')).toHaveValue(name);
    await expectAccessible(page);
    await checkTabletLayouts(page);
  });
});

test.describe('on the reception desk’s device', () => {
  test.use({ device: DESK });

  test('the desk sees the partners read only, and cannot open the form', async ({ page }) => {
    const partners = new PartnersPage(page);
    await openSyncedDeviceAs(page, DESK, { locale: 'en', waitSynced: true, at: '/partners' });
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expect(partners.rows().first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(partners.addButton).toHaveCount(0);
    const { data, error } = await serverAdmin()
      .from('partners')
      .select('id')
      .eq('deleted', false)
      .limit(1)
      .single();
    if (error) throw error;
    await page.goto(`/partners/${data.id}`);
    await expect(page).toHaveURL(/\/partners$/);
    await page.goto('/partners/new');
    await expect(page).toHaveURL(/\/partners$/);
  });
});

test.describe('on a doctor’s device', () => {
  test.use({ device: DOCTOR });

  test('a doctor is sent away from the partners, and the server gives them none', async ({ page }) => {
    await openSyncedDeviceAs(page, DOCTOR, { locale: 'en' });
    await page.goto('/partners');
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(page.getByRole('link', { name: 'Partners' })).toHaveCount(0);

    const config = e2eStackConfig();
    const doctor = createClient(API_URL, config.anonKey, { auth: { persistSession: false } });
    const { error: signInError } = await doctor.auth.signInWithPassword({
      email: DOCTOR,
      password: DEMO_PASSWORD,
    });
    if (signInError) throw signInError;
    const { data, error } = await doctor.from('partners').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { count } = await serverAdmin().from('partners').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
  });
});

test.describe('on Clinica Nova’s administrator’s device', () => {
  test.use({ device: 'admin@nova.cabinet.demo' });

  test('a long partners list keeps only the rows near the viewport, and every partner is still reached by scrolling and by search', async ({
    page,
  }) => {
    // Clinica Nova, which no other test lists: LONG_LIST partners with fixed ids, so runs at the
    // same time or one after another add them once.
    const server = serverAdmin();
    const clinicId = await clinicIdByName('Clinica Nova');
    const { error } = await server.from('partners').upsert(
      Array.from({ length: LONG_LIST }, (_, i) => ({
        id: `b0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        clinic_id: clinicId,
        name: `Partener Lung ${String(i + 1).padStart(3, '0')}`,
        type: 'laboratory',
        status: 'active',
      })),
      { onConflict: 'id', ignoreDuplicates: true },
    );
    if (error) throw error;
    const { count: total } = await server
      .from('partners')
      .select('id', { count: 'exact', head: true })
      .eq('clinic_id', clinicId)
      .eq('deleted', false);
    const partners = new PartnersPage(page);

    await openSyncedDeviceAs(page, 'admin@nova.cabinet.demo', {
      locale: 'en',
      waitSynced: true,
      at: '/partners',
    });
    const table = page.getByRole('table', { name: 'Partners' });
    await expect(table).toHaveAttribute('aria-rowcount', String((total ?? 0) + 1));
    await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
    const inPage = await page.locator('tbody tr[data-row-key]').count();
    expect(inPage).toBeGreaterThan(5);
    expect(inPage).toBeLessThan(LONG_LIST / 2);
    await expectAccessible(page);

    // The last partner comes into the page when the list is scrolled to its end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator(`tbody tr[aria-rowindex="${(total ?? 0) + 1}"]`)).toBeVisible();

    // One far down the list, found by the search.
    await page.evaluate(() => window.scrollTo(0, 0));
    await partners.search('Partener Lung 150');
    await expect(partners.row('Partener Lung 150')).toBeVisible();
    await expect(page.locator('tbody tr[data-row-key]')).toHaveCount(1);
  });
});

/** Partners Clinica Nova holds for the windowed list: more than the windowing threshold (80). */
const LONG_LIST = 160;
