/**
 * Reminders the day before (issue 41): the clinic's administrator chooses the hour on Clinic
 * details and whether they also go by SMS, and the server keeps both for the job that sends them.
 */
import { expect } from '@playwright/test';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { test } from './support/synced-device.ts';

test.use({ device: 'admin@aurora.cabinet.demo' });

test('the administrator sets the hour of the reminders the day before and the SMS choice, which the server keeps', async ({
  page,
}) => {
  const clinicId = (
    (await serverAdmin().from('clinics').select('id').eq('name', 'Clinica Aurora').single()).data as {
      id: string;
    }
  ).id;
  const stored = async () =>
    (await serverAdmin().from('reminder_settings').select('send_at, sms_enabled').eq('clinic_id', clinicId))
      .data?.[0] ?? { send_at: '18:00:00', sms_enabled: false };
  const sendAt = async () => (await stored()).send_at;
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

    // By SMS as well: the hour stays.
    const sms = page.getByRole('region', { name: 'Mementouri prin SMS' });
    const channels = sms.getByRole('combobox', { name: 'Mementourile pleacă prin' });
    await expect(channels).toHaveText(/^Doar email/);
    await channels.click();
    await page.getByRole('option', { name: 'Email și SMS', exact: true }).click();
    await sms.getByRole('button', { name: 'Salvează alegerea' }).click();
    await expect(page.getByText('Alegerea mementourilor a fost salvată')).toBeVisible();
    await expect.poll(stored).toEqual({ send_at: '19:30:00', sms_enabled: true });

    // Another hour keeps the SMS choice.
    await time.click();
    await page.getByRole('option', { name: '20:00', exact: true }).click();
    await card.getByRole('button', { name: 'Salvează ora' }).click();
    await expect.poll(stored).toEqual({ send_at: '20:00:00', sms_enabled: true });
  } finally {
    // Back to the default, for the next run and the other specs.
    await serverAdmin().from('reminder_settings').delete().eq('clinic_id', clinicId);
  }
});
