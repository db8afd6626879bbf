/**
 * Reminders the day before (issue 41): the clinic's administrator chooses the hour on Clinic
 * details, and the server keeps it for the job that sends them.
 */
import { expect } from '@playwright/test';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { test } from './support/synced-device.ts';

test.use({ device: 'admin@aurora.cabinet.demo' });

test('the administrator sets the hour of the reminders the day before, which the server keeps', async ({
  page,
}) => {
  const clinicId = (
    (await serverAdmin().from('clinics').select('id').eq('name', 'Clinica Aurora').single()).data as {
      id: string;
    }
  ).id;
  const sendAt = async () =>
    (await serverAdmin().from('reminder_settings').select('send_at').eq('clinic_id', clinicId)).data?.[0]
      ?.send_at ?? '18:00:00';
  try {
    await page.goto('/configurator/clinic-details');
    const card = page.getByRole('region', { name: 'Mementouri pentru pacienți' });
    const time = card.getByRole('combobox', { name: 'Ora mementourilor' });
    await expect(time).toHaveText(/^18:00/);
    await expectAccessible(page);
    await checkTabletLayouts(page);

    await time.click();
    await page.getByRole('option', { name: '19:30', exact: true }).click();
    await card.getByRole('button', { name: 'Salvează ora' }).click();
    await expect(page.getByText('Ora mementourilor a fost salvată')).toBeVisible();
    await expect.poll(sendAt).toBe('19:30:00');
  } finally {
    // Back to the default, for the next run and the other specs.
    await serverAdmin().from('reminder_settings').delete().eq('clinic_id', clinicId);
  }
});
