import { expect } from '@playwright/test';
import { clinicIdByName, serverAdmin } from './support/server-admin.ts';
import { Sidebar } from './support/sidebar.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

test.use({ device: 'staff@aurora.cabinet.demo' });

interface SeededPatient {
  id: string;
  name: string;
  phone: string | null;
}

/** A patient of Clinica Aurora with at least one appointment, read on the server. */
async function seededPatient(): Promise<SeededPatient> {
  const clinicId = await clinicIdByName('Clinica Aurora');
  const { data, error } = await serverAdmin()
    .from('appointments')
    .select('patient_id, patients(id, name, phone)')
    .eq('clinic_id', clinicId)
    .eq('deleted', false)
    .limit(1)
    .single();
  if (error) throw error;
  return (data as unknown as { patients: SeededPatient }).patients;
}

test.describe('the patient area', () => {
  test.beforeEach(async ({ page }) => {
    await openSyncedDeviceAs(page, 'staff@aurora.cabinet.demo', { locale: 'en', waitSynced: true });
  });

  test('opens on the medical record with the patient in context, its menu, and breadcrumbs without the id', async ({
    page,
  }) => {
    const patient = await seededPatient();
    await page.goto(`/patient/${patient.id}`);
    // /patient/{id} is the medical record (spec part 2 routes).
    await expect(page).toHaveURL(new RegExp(`/patient/${patient.id}/medical-record$`));
    await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Patient pages' });
    await expect(pages.getByRole('link')).toHaveText([
      'Medical record',
      'Appointments',
      'Medical history',
      'Patient settings',
    ]);
    await expect(pages.getByRole('link', { name: 'Medical record' })).toHaveAttribute('aria-current', 'page');
    if (patient.phone)
      await expect(page.getByTestId('patient-header').getByText(patient.phone)).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home/', 'Patient/', 'Medical record']);
    await expect.poll(() => new Sidebar(page).itemNames()).toEqual(['Medical record', 'Medical history']);

    await pages.getByRole('link', { name: 'Patient settings' }).click();
    await expect(page).toHaveURL(new RegExp(`/patient/${patient.id}/patient-settings$`));
    await expect(page.getByText(`Settings for ${patient.name} will be available here.`)).toBeVisible();
    await expect(crumbs).toHaveText(['Home/', 'Patient/', 'Patient settings']);
    // Every crumb leads to a page: /patient has none, so "Patient" leads to this patient's area.
    await expect(crumbs.getByRole('link', { name: 'Patient' })).toHaveAttribute(
      'href',
      `/patient/${patient.id}`,
    );
    await page.getByRole('button', { name: 'Edit the patient’s details' }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
  });

  test('says the patient was not found for an unknown id, in both languages', async ({ page }) => {
    await page.goto('/patient/5b0c7a1e-9d2f-4e3a-8b6c-1f2e3d4c5b6a');
    await expect(page.getByTestId('patient-not-found')).toHaveText('Patient not found.');
    await new Sidebar(page).language.click();
    await expect(page.getByTestId('patient-not-found')).toHaveText('Pacientul nu a fost găsit.');
  });
});
