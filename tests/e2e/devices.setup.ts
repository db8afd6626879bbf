/**
 * The setup project: each demo account signs in once through the form and first-syncs in a
 * browser profile of its own, which the tests start from copies of (support/synced-device.ts).
 */
import { rm } from 'node:fs/promises';
import { expect, test as setup } from '@playwright/test';
import { APP_CONFIG_PATH } from '#core/app-config.ts';
import { signInAs, untilSynced } from './support/sign-in-page.ts';
import { launchDevice, SYNCED_DEVICE_ACCOUNTS, savedDeviceDir } from './support/synced-device.ts';

for (const email of SYNCED_DEVICE_ACCOUNTS) {
  setup(`a device signed in and synced as ${email}`, async ({ playwright }) => {
    const dir = savedDeviceDir(email);
    await rm(dir, { recursive: true, force: true });
    const context = await launchDevice(playwright.chromium, dir);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // The super administrator works across clinics and lands on their list, with nothing to sync.
      const superAdmin = email.startsWith('super@');
      const landing = superAdmin ? /\/clinics$/ : /\/appointments$/;
      await signInAs(page, email, { landing, waitSynced: !superAdmin });
      // Loaded again, the app's scripts leave their compiled code in the profile's cache, which
      // every copy then starts with (as an installed app does after its first days).
      await page.reload();
      await expect(page).toHaveURL(landing);
      if (!superAdmin) await untilSynced(page);
      // The app closes its databases before the profile is kept.
      await page.goto(APP_CONFIG_PATH);
    } finally {
      await context.close();
    }
  });
}
