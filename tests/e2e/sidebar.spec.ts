import { expect } from '@playwright/test';
import { Sidebar } from './support/sidebar.ts';
import { untilAppShows } from './support/sign-in-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

const ITEMS = {
  'staff@aurora.cabinet.demo': ['Appointments', 'Patients', 'Medics', 'Partners', 'Pipeline'],
  'doctor@aurora.cabinet.demo': ['Appointments', 'Patients', 'Medics', 'Pipeline'],
  'admin@aurora.cabinet.demo': ['Appointments', 'Patients', 'Users', 'Partners', 'Pipeline', 'Configurator'],
} as const;

test.describe('the sidebar by role', () => {
  for (const [email, items] of Object.entries(ITEMS)) {
    test.describe(`on ${email}’s device`, () => {
      test.use({ device: email });

      test(`${email} lands on /appointments and sees ${items.join(', ')}`, async ({ page }) => {
        await openSyncedDeviceAs(page, email, { locale: 'en' });
        const sidebar = new Sidebar(page);
        await expect(sidebar.mainMenu.getByRole('link', { name: 'Appointments' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        expect(await sidebar.itemNames()).toEqual(items);
        await expect(page.getByTestId('clinic-name')).toHaveText('CLINICA AURORA');
        await expect(page.getByRole('button', { name: 'Back to clinics' })).toBeHidden();
        await expect(page.getByRole('link', { name: 'Back to clinics' })).toBeHidden();
      });
    });
  }
});

test.describe('on the reception desk’s device', () => {
  test.use({ device: 'staff@aurora.cabinet.demo' });

  test('the ro/en toggle changes the sidebar texts and survives a reload', async ({ page }) => {
    // No locale here: it would set the language again on the reload.
    await openSyncedDeviceAs(page, 'staff@aurora.cabinet.demo');
    const sidebar = new Sidebar(page);
    await expect(sidebar.mainMenu.getByRole('link', { name: 'Programări' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deconectare' })).toBeVisible();

    await sidebar.language.click();
    await expect(sidebar.mainMenu.getByRole('link', { name: 'Appointments' })).toBeVisible();
    await expect(sidebar.mainMenu.getByRole('link', { name: 'Medics' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    await page.reload();
    await expect(sidebar.mainMenu.getByRole('link', { name: 'Partners' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();

    await sidebar.language.click();
    await expect(sidebar.mainMenu.getByRole('link', { name: 'Parteneri' })).toBeVisible();
  });

  test('on patient pages the sidebar shows the patient menu and the breadcrumbs skip the id', async ({
    page,
  }) => {
    const id = '3f1c2a7e-0b9d-4c55-9a51-2f0e6d1c7b10';
    await openSyncedDeviceAs(page, 'staff@aurora.cabinet.demo', {
      locale: 'en',
      at: `/patient/${id}/medical-history`,
    });
    const sidebar = new Sidebar(page);
    await expect.poll(() => sidebar.itemNames()).toEqual(['Medical record', 'Medical history']);
    await expect(sidebar.mainMenu.getByRole('link', { name: 'Medical history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home/', 'Patient/', 'Medical history']);
    // The sidebar's way back (the page itself offers one too for a patient this device lacks).
    await page.getByTestId('sidebar').getByRole('link', { name: 'Back to patients' }).click();
    await expect(page).toHaveURL(/\/patients$/);
    await expect.poll(() => sidebar.itemNames()).toContain('Appointments');
  });
});

test.describe('on a doctor’s device', () => {
  test.use({ device: 'doctor@aurora.cabinet.demo' });

  test('the sidebar collapses and expands from the keyboard, keeping its links named', async ({ page }) => {
    await openSyncedDeviceAs(page, 'doctor@aurora.cabinet.demo', { locale: 'en' });
    const sidebar = new Sidebar(page);
    await expect(sidebar.toggle).toHaveAttribute('aria-expanded', 'true');
    const wide = (await sidebar.root.boundingBox())?.width ?? 0;

    await sidebar.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await sidebar.root.boundingBox())?.width ?? 0).toBeLessThan(wide);
    await expect(page.getByTestId('clinic-name')).not.toBeInViewport({ ratio: 1 });
    // Collapsed, the links keep their accessible names and stay reachable with Tab.
    await page.keyboard.press('Tab');
    await expect(sidebar.mainMenu.getByRole('link', { name: 'Appointments' })).toBeFocused();

    await sidebar.toggle.focus();
    await page.keyboard.press('Space');
    await expect(sidebar.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('clinic-name')).toBeVisible();
    await expect.poll(async () => (await sidebar.root.boundingBox())?.width ?? 0).toBe(wide);
  });

  test('the sidebar remembers being collapsed across a reload', async ({ page }) => {
    await openSyncedDeviceAs(page, 'doctor@aurora.cabinet.demo', { locale: 'en' });
    const sidebar = new Sidebar(page);
    await sidebar.toggle.click();
    await expect(sidebar.toggle).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(sidebar.toggle).toHaveAttribute('aria-expanded', 'false');
    await sidebar.toggle.click();
    await page.reload();
    await expect(sidebar.toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('on the super administrator’s device', () => {
  test.use({ device: 'super@cabinet.demo' });

  test('a super_admin inside a clinic has a way back to the clinics, and only Clinics there', async ({
    page,
  }) => {
    await openSyncedDeviceAs(page, 'super@cabinet.demo', { locale: 'en', landing: /\/clinics$/ });
    const sidebar = new Sidebar(page);
    await expect.poll(() => sidebar.itemNames()).toEqual(['Clinics']);
    await sidebar.mainMenu.getByRole('link', { name: 'Clinics' }).waitFor();
    await page.goto('/appointments');
    await untilAppShows(page);
    await expect.poll(() => sidebar.itemNames()).toContain('Configurator');
    // No clinic is chosen since the list opened: the page asks for one instead of loading forever.
    await expect(page.getByTestId('clinic-choice')).toContainText('Choose a clinic');
    await page.getByRole('link', { name: 'Back to clinics' }).click();
    await expect(page).toHaveURL(/\/clinics$/);
  });
});

test.describe('on an administrator’s device', () => {
  test.use({ device: 'admin@aurora.cabinet.demo' });

  test('in the configurator the sidebar shows its pages and a way back to the main menu', async ({
    page,
  }) => {
    await openSyncedDeviceAs(page, 'admin@aurora.cabinet.demo', { locale: 'en' });
    const sidebar = new Sidebar(page);
    await sidebar.mainMenu.getByRole('link', { name: 'Configurator' }).click();
    await expect(page).toHaveURL(/\/configurator\/clinic-details$/);
    await expect.poll(() => sidebar.itemNames()).toEqual(['Clinic details', 'Services and specializations']);
    await page.getByRole('link', { name: 'Back to main menu' }).click();
    await expect(page).toHaveURL(/\/patients$/);
    await expect.poll(() => sidebar.itemNames()).toContain('Configurator');
  });
});
