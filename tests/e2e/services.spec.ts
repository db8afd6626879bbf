/**
 * Issue 14, services and doctor pricing: an admin adds a service with two doctors' minutes and
 * prices (an empty dialog is refused first), books it from the calendar popup with the new duration
 * and price, changes one doctor's price (the other's stays), and deletes the service after the
 * spec's confirmation, which counts the booking ahead that keeps it. The clinic is the test's own.
 */

import { expect, type Page } from '@playwright/test';
import { AppointmentPopupPage, freeDay } from './support/appointment-popup.ts';
import { labelled } from './support/field-label.ts';
import { createOwnClinic } from './support/own-clinic.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { chooseOption } from './support/select-option.ts';
import { serverAdmin } from './support/server-admin.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

const SERVICE = 'Ecografie cardiacă';

async function serverService(clinicId: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await serverAdmin()
    .from('services')
    .select('id, is_active, doctor_services(doctor_id, duration_minutes, price)')
    .eq('clinic_id', clinicId)
    .eq('name', SERVICE)
    .maybeSingle();
  if (error) throw error;
  return data as Record<string, unknown> | null;
}

const termsOf = async (clinicId: string) =>
  (((await serverService(clinicId))?.doctor_services ?? []) as Array<Record<string, unknown>>).sort((a, b) =>
    String(a.doctor_id).localeCompare(String(b.doctor_id)),
  );

async function addDoctor(page: Page, dialog: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  await dialog.getByRole('combobox', { name: labelled('Adaugă un medic') }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(dialog.getByRole('button', { name: `Elimină ${name}` })).toBeVisible();
}

test('an admin adds a service with two doctors’ prices, books it, changes one price and deletes it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const clinic = await createOwnClinic('Servicii');
  await openSyncedDeviceAs(page, clinic.adminEmail, {
    waitSynced: true,
    at: '/configurator/services-specializations',
  });
  await expect(page.locator(`[data-testid="service"][data-service-id="${clinic.serviceId}"]`)).toBeVisible();
  await expectAccessible(page);
  await checkTabletLayouts(page);

  await page.getByRole('button', { name: 'Serviciu nou', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Serviciu nou' });
  await dialog.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(dialog.getByText('Acest câmp este obligatoriu')).toHaveCount(2);
  // The first field in error takes the focus.
  await expect(dialog.getByRole('textbox', { name: labelled('Nume serviciu') })).toBeFocused();
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: labelled('Nume serviciu') }).fill(SERVICE);
  await chooseOption(page, dialog, 'Specializare', 'Cardiologie');
  // The fixed list's icon beside the chosen name.
  await expect(dialog.getByRole('combobox', { name: labelled('Specializare') }).locator('svg')).toHaveCount(
    1,
  );
  await addDoctor(page, dialog, clinic.doctorName);
  await chooseOption(page, dialog, `Minute, ${clinic.doctorName}`, '45 min');
  await dialog.getByRole('textbox', { name: labelled(`Preț, ${clinic.doctorName}`) }).fill('250,50');
  await addDoctor(page, dialog, clinic.secondDoctorName);
  await dialog.getByRole('textbox', { name: labelled(`Preț, ${clinic.secondDoctorName}`) }).fill('200');
  await dialog.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Serviciul a fost adăugat cu succes');
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => termsOf(clinic.clinicId), { timeout: 30_000 })
    .toEqual(
      [
        { doctor_id: clinic.doctorId, duration_minutes: 45, price: 250.5 },
        { doctor_id: clinic.secondDoctorId, duration_minutes: 30, price: 200 },
      ].sort((a, b) => a.doctor_id.localeCompare(b.doctor_id)),
    );
  // The fixed list names and describes the group, with its icon on its colour.
  const group = page.locator('[data-testid="specialization-group"][data-specialization="cardiology"]');
  await expect(group).toContainText('Inima și vasele de sânge');
  await expect(group.locator('[data-specialization-color="#b91c1c"]')).toBeVisible();
  const service = page.getByTestId('service').filter({ hasText: SERVICE });
  await service.locator('summary').click();
  await expect(
    service.locator(`[data-testid="service-doctor"][data-doctor-id="${clinic.doctorId}"]`),
  ).toContainText('45 min · 250,50 RON');

  // The popup books it with the doctor's minutes and price.
  const monday = freeDay(0, 'monday');
  const popup = new AppointmentPopupPage(page);
  await popup.openCalendar({ week: monday, doctor: clinic.doctorId });
  await popup.openNew();
  await popup.choose('service', `${SERVICE} · 45 min · 250,50 RON`);
  await expect(popup.field('duration')).toContainText('45 min');
  await popup.pickPatient(clinic.patientName.split(' ')[1] ?? '', clinic.patientName);
  await popup.setDate(monday);
  await popup.choose('time', '10:00');
  await popup.submit();
  await expect(popup.toast).toContainText('Programarea a fost creată cu succes');
  // Its block takes the specialization's colour on its edge.
  const block = page.locator('[data-testid="appointment-block"][data-specialization="cardiology"]');
  await expect(block).toBeVisible();
  await expect(block).toHaveCSS('border-left-color', 'rgb(185, 28, 28)');
  const serviceId = String((await serverService(clinic.clinicId))?.id);
  await expect
    .poll(async () => {
      const { data } = await serverAdmin()
        .from('appointments')
        .select('duration_minutes')
        .eq('clinic_id', clinic.clinicId)
        .eq('service_id', serviceId);
      return data;
    })
    .toEqual([{ duration_minutes: 45 }]);

  // One doctor's new price; the other's stays.
  await page.goto('/configurator/services-specializations');
  await service.locator('summary').click();
  await service.getByRole('button', { name: `Modifică ${SERVICE}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Modifică serviciul' });
  await editDialog.getByRole('textbox', { name: labelled(`Preț, ${clinic.doctorName}`) }).fill('275');
  await editDialog.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(
    'Prețurile medicilor pentru serviciu au fost salvate cu succes',
  );
  await expect
    .poll(async () => (await termsOf(clinic.clinicId)).map((terms) => [terms.doctor_id, terms.price]))
    .toEqual(
      [
        [clinic.doctorId, 275],
        [clinic.secondDoctorId, 200],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

  // Delete asks first, counting the booking ahead, which stays booked.
  await service.getByRole('button', { name: `Șterge ${SERVICE}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Ești sigur?');
  await expectAccessible(page);
  await expect(confirm).toContainText(
    'Ești sigur că vrei să ștergi acest serviciu? 1 programare viitoare îl folosește',
  );
  await confirm.getByRole('button', { name: 'Da', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Serviciul a fost șters cu succes');
  await expect(service).toHaveCount(0);
  await expect.poll(async () => (await serverService(clinic.clinicId))?.is_active).toBe(false);
});

test('a specialization’s page lists the clinic’s services of it; an unknown one says so', async ({
  page,
}) => {
  const clinic = await createOwnClinic('Specializare');
  await openSyncedDeviceAs(page, clinic.adminEmail, {
    waitSynced: true,
    at: '/configurator/services-specializations',
  });
  await page.getByRole('link', { name: 'Pagina specializării Cardiologie' }).click();
  await expect(page).toHaveURL(/\/configurator\/[^/]+\/specialization\/cardiology$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cardiologie' })).toBeVisible();
  // The trail names the clinic and the specialization, not the path's slug and id.
  await expect(page.getByRole('navigation', { name: 'Navigare' }).getByRole('listitem')).toHaveText([
    'Acasă/',
    'Configurator/',
    `${clinic.clinicName}/`,
    'Specializare/',
    'Cardiologie',
  ]);
  await expect(page.getByRole('row', { name: `Modifică ${clinic.serviceName}` })).toContainText('150 RON');

  // The add button creates a service of this specialization.
  await page.getByRole('button', { name: 'Serviciu nou', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Serviciu nou' });
  await dialog.getByRole('textbox', { name: labelled('Nume serviciu') }).fill('Test de efort');
  await dialog.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(page.getByRole('row', { name: 'Modifică Test de efort' })).toBeVisible();

  await page.goto('/configurator/x/specialization/astrology');
  await expect(page.getByTestId('specialization-not-found')).toHaveText('Specializarea nu a fost găsită');
});
