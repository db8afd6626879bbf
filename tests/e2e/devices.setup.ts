/**
 * The setup project: each demo account signs in once through the form and first-syncs, and its
 * device is saved for the tests to start from (support/synced-device.ts).
 */
import { test as setup } from '@playwright/test';
import { signInAs } from './support/sign-in-page.ts';
import { SYNCED_DEVICE_ACCOUNTS, saveSyncedDevice } from './support/synced-device.ts';

for (const email of SYNCED_DEVICE_ACCOUNTS) {
  setup(`a device signed in and synced as ${email}`, async ({ page }) => {
    // The super administrator works across clinics and lands on their list, with nothing to sync.
    const superAdmin = email.startsWith('super@');
    await signInAs(page, email, {
      landing: superAdmin ? /\/clinics$/ : /\/appointments$/,
      waitSynced: !superAdmin,
    });
    await saveSyncedDevice(page, email);
  });
}
