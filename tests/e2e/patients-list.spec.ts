import { expect } from '@playwright/test';
import {
  ageBand,
  bucharestDay,
  daysBefore,
  expectedPatients,
  type ListQuestion,
  monthBefore,
  type ServerAppointment,
  type ServerPatient,
  withoutDiacritics,
} from './support/patient-list-oracle.ts';
import { SAMPLE_CNP, uniqueLastName } from './support/patient-samples.ts';
import { PatientsPage } from './support/patients-page.ts';
import { clinicIdByName, serverAdmin } from './support/server-admin.ts';
import { Sidebar } from './support/sidebar.ts';
import { DEMO_PASSWORD, SignInPage } from './support/sign-in-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

/**
 * What the list should show, worked out from the server's rows (service key) by the spec's rules
 * as support/patient-list-oracle.ts reads them, never by the app's own list code: the demo seed
 * moves with "today", and other specs may add patients meanwhile, so expectations are read again
 * each time they are compared.
 */
interface Aurora {
  clinicId: string;
  patients: ServerPatient[];
  appointments: ServerAppointment[];
  doctors: { id: string; name: string }[];
}

/** Every row of a table for the clinic, a page at a time (the API answers at most 1,000 rows). */
async function readAll<Row>(table: string, columns: string, clinicId: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await serverAdmin()
      .from(table)
      .select(columns)
      .eq('clinic_id', clinicId)
      .eq('deleted', false)
      .order('id')
      .range(from, from + 999);
    if (error) throw error;
    rows.push(...(data as Row[]));
    if (data.length < 1000) return rows;
  }
}

async function readAurora(): Promise<Aurora> {
  const clinicId = await clinicIdByName('Clinica Aurora');
  const [patients, appointments, doctors] = await Promise.all([
    readAll<ServerPatient>('patients', '*', clinicId),
    readAll<ServerAppointment>('appointments', 'patient_id, doctor_id, appointment_date', clinicId),
    serverAdmin()
      .from('users')
      .select('id, name')
      .eq('clinic_id', clinicId)
      .eq('role', 'doctor')
      .order('name'),
  ]);
  if (doctors.error) throw doctors.error;
  return { clinicId, patients, appointments, doctors: doctors.data as { id: string; name: string }[] };
}

function expectedRows(aurora: Aurora, filter: ListQuestion): ServerPatient[] {
  return expectedPatients(aurora.patients, aurora.appointments, filter);
}

/** Waits until the list's count and page agree with the server for `filter`; answers the count. */
/**
 * How many patients the clinic holds now. A filter's count is compared with it rather than with a
 * count read before: other journeys add patients meanwhile (walk-ins booked today among them).
 */
async function allPatientsNow(): Promise<number> {
  return expectedRows(await readAurora(), {}).length;
}

async function expectListToMatch(list: PatientsPage, filter: ListQuestion, page = 1): Promise<number> {
  let last = { expected: [] as string[], shown: [] as string[], expectedTotal: 0, shownTotal: 0 };
  await expect
    .poll(
      async () => {
        const expected = expectedRows(await readAurora(), filter);
        last = {
          expected: expected.slice((page - 1) * 30, page * 30).map((row) => row.name),
          shown: await list.names(),
          expectedTotal: expected.length,
          shownTotal: await list.total(),
        };
        return last.shownTotal === last.expectedTotal && last.shown.join('|') === last.expected.join('|');
      },
      {
        message: `the list shows what the server holds for ${JSON.stringify(filter)}`,
        timeout: 15_000,
      },
    )
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\nlast seen: ${JSON.stringify(last, null, 1)}`);
    });
  return last.expectedTotal;
}

const DATE = /^(\d{2})\.(\d{2})\.(\d{4})/;

/** dd.MM.yyyy (with any label after it) as yyyy-MM-dd, null for '-'. */
function isoDay(shown: string): string | null {
  const match = DATE.exec(shown);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

test.describe('the patient list', () => {
  test.use({ device: 'staff@aurora.cabinet.demo' });

  // Each test starts on the list, signed in there (one load of the app, one first sync).
  test.beforeEach(async ({ page }) => {
    await openSyncedDeviceAs(page, 'staff@aurora.cabinet.demo', { locale: 'en', at: '/patients' });
  });

  test('shows 30 patients a page, newest first, in the spec columns', async ({ page }) => {
    const list = new PatientsPage(page);
    await list.waitSynced();
    await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    await expect(list.table.locator('thead th')).toHaveText([
      'Patient',
      'Last appointment',
      'Age',
      'Creation date',
      'Associated doctors',
      'Status',
      'Actions',
    ]);
    const total = await expectListToMatch(list, {});
    expect(total).toBeGreaterThan(60);
    await expect(list.rows()).toHaveCount(30);

    for (const shown of await list.lastAppointments()) expect(shown).toMatch(/^(\d{2}\.\d{2}\.\d{4}|-)/);
    for (const shown of await list.ages()) expect(shown).toMatch(/^(\d+|-)$/);
    // Other test files add patients meanwhile: the page and the server are compared at one moment.
    await expect
      .poll(async () => {
        const created = await list.table.locator('tbody tr td:nth-child(4)').allInnerTexts();
        const newest = expectedRows(await readAurora(), {})
          .slice(0, 30)
          .map((row) => bucharestDay(new Date(row.created_date)));
        return created.map(isoDay).join('|') === newest.join('|');
      })
      .toBe(true);

    await list.goToPage('Next');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(list.currentPage()).toHaveText('2');
    const latestTotal = await expectListToMatch(list, {}, 2);
    await list.goToPage('Previous');
    await expect(page).not.toHaveURL(/page=/);
    await expect(list.currentPage()).toHaveText('1');

    const lastPage = Math.ceil(latestTotal / 30);
    await list.goToPage(lastPage);
    await expect
      .poll(async () => (await list.rows().count()) === (await list.total()) - (lastPage - 1) * 30)
      .toBe(true);
    await expect(list.pagination.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  });

  test('searches by name without diacritics, by CNP and by phone; says when nothing matches', async ({
    page,
  }) => {
    const list = new PatientsPage(page);
    await list.waitSynced();
    const aurora = await readAurora();
    // Seeded patients only: specs running beside this one create patients (names with a unique
    // alphanumeric suffix) that share a CNP and a phone.
    const unique = (patient: ServerPatient) =>
      !/\d/.test(patient.last_name) && aurora.patients.filter((p) => p.name === patient.name).length === 1;
    const withDiacritics = aurora.patients.find(
      (patient) => /[ȘșȚțĂăÂâÎî]/.test(patient.first_name) && unique(patient),
    );
    if (!withDiacritics) throw new Error('the seed has no patient whose first name has diacritics');
    const typed = withoutDiacritics(withDiacritics.first_name);
    expect(typed).not.toBe(withDiacritics.first_name.toLowerCase());

    await list.search.fill(typed);
    await expect(list.row(withDiacritics.name)).toBeVisible();
    await expectListToMatch(list, { search: typed });
    for (const name of await list.names())
      expect(expectedRows(aurora, { search: typed }).map((r) => r.name)).toContain(name);

    // A CNP no other patient holds: a patient another spec registered has the sample CNP, and its
    // random suffix can be letters only, which `unique` takes for a seeded name.
    const byCnp = aurora.patients.find(
      (patient) =>
        patient.cnp !== null &&
        patient.cnp !== SAMPLE_CNP &&
        aurora.patients.filter((other) => other.cnp === patient.cnp).length === 1 &&
        unique(patient),
    );
    if (!byCnp?.cnp) throw new Error('the seed has no patient with a CNP');
    await list.search.fill(byCnp.cnp);
    await expect.poll(() => list.names()).toEqual([byCnp.name]);
    await expect(list.count).toHaveText('Patients found: 1');

    const byPhone = aurora.patients.find((patient) => patient.phone?.includes(' ') && unique(patient));
    if (!byPhone?.phone) throw new Error('the seed has no patient with a phone number');
    const digits = byPhone.phone.replace(/\D/g, '');
    await list.search.fill(digits);
    await expect(list.row(byPhone.name)).toBeVisible();
    await expectListToMatch(list, { search: digits });

    await list.search.fill('qxqxq nobody');
    await expect(list.table.getByText('No patients found.')).toBeVisible();
    await expect(list.count).toHaveText('Patients found: 0');
    await expect(list.pagination).toBeHidden();
  });

  test('filters by status, age and gender', async ({ page }) => {
    const list = new PatientsPage(page);
    await list.waitSynced();

    await list.filter('Status', ['Inactive', 'Deceased']);
    await expect(page).toHaveURL(/[?&]status=/);
    const inactive = await expectListToMatch(list, { statuses: ['inactive', 'deceased'] });
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(await allPatientsNow());
    for (const status of await list.statuses()) expect(['inactive', 'deceased']).toContain(status);
    await list.resetFilter('Status');
    await expect(page).not.toHaveURL(/status=/);

    await list.filter('Age', ['Over 50']);
    await expect(page).toHaveURL(/[?&]age=/);
    expect(await expectListToMatch(list, { ageBands: ['over_50'] })).toBeLessThan(await allPatientsNow());
    for (const age of await list.ages()) expect(ageBand(Number(age))).toBe('over_50');
    await list.filter('Age', ['Under 30']);
    await expectListToMatch(list, { ageBands: ['over_50', 'under_30'] });
    for (const age of await list.ages()) expect(ageBand(Number(age))).not.toBe('30_50');
    await list.resetFilter('Age');

    await list.filter('Gender', ['Female']);
    await expect(page).toHaveURL(/[?&]gender=/);
    const women = await expectListToMatch(list, { genders: ['female'] });
    expect(women).toBeLessThan(await allPatientsNow());
    const aurora = await readAurora();
    const female = new Set(aurora.patients.filter((p) => p.gender === 'female').map((p) => p.name));
    for (const name of await list.names()) expect(female.has(name)).toBe(true);
  });

  test('filters by last appointment and by associated doctor', async ({ page }) => {
    const list = new PatientsPage(page);
    await list.waitSynced();
    const today = bucharestDay(new Date());

    const windows = [
      ['Today', 'today', today],
      ['Last week', 'last_week', daysBefore(today, 7)],
      ['Last month', 'last_month', monthBefore(today)],
    ] as const;
    for (const [label, value, since] of windows) {
      await list.filter('Last appointment', [label]);
      await expect(page).toHaveURL(new RegExp(`[?&]last=${value}`));
      expect(await expectListToMatch(list, { lastAppointment: value })).toBeLessThan(await allPatientsNow());
      for (const shown of await list.lastAppointments()) {
        const day = isoDay(shown);
        expect(day).not.toBeNull();
        // The latest appointment of any date: a booking ahead shows, and passes.
        expect(day! >= since).toBe(true);
      }
    }
    await list.resetFilter('Last appointment');

    const aurora = await readAurora();
    const seen = new Set(aurora.appointments.map((appointment) => appointment.doctor_id));
    const doctor = aurora.doctors.find((candidate) => seen.has(candidate.id));
    if (!doctor) throw new Error('no Aurora doctor has appointments');
    // The filter's own search box ignores diacritics as well.
    const firstWord = withoutDiacritics(doctor.name.split(' ')[0] ?? doctor.name);
    await list.filterBySearching('Associated doctors', firstWord, doctor.name);
    await expect(page).toHaveURL(/[?&]doctor=/);
    expect(await expectListToMatch(list, { doctorIds: [doctor.id] })).toBeLessThan(await allPatientsNow());
  });

  test('keeps filters, search and page in the URL across a reload', async ({ page }) => {
    // Three page loads, each opening the clinic's database and waiting for its sync: on a busy
    // CI machine the whole took over the default 30 s once, with no step stuck.
    test.setTimeout(75_000);
    const list = new PatientsPage(page);
    await list.waitSynced();
    await list.filter('Status', ['Active']);
    await list.filter('Gender', ['Female']);
    const filter: ListQuestion = { statuses: ['active'], genders: ['female'] };
    const matching = await expectListToMatch(list, filter);
    expect(matching).toBeGreaterThan(30);
    await list.goToPage(2);
    await expect(page).toHaveURL(/[?&]page=2/);

    // After the reload the same question is asked again (page 2 of the filter). Compared with
    // the server, not with the names before: a spec beside this one may edit a patient meanwhile.
    await page.reload();
    await list.waitSynced();
    await expect(list.currentPage()).toHaveText('2');
    await expectListToMatch(list, filter, 2);
    await expect(list.filterButton('Status').getByTestId('filter-count')).toHaveText(/^1/);

    await list.search.fill('stefan');
    await expect(page).toHaveURL(/[?&]q=stefan/);
    await expect(page).not.toHaveURL(/page=/);
    await page.reload();
    await list.waitSynced();
    await expect(list.search).toHaveValue('stefan');
    await expectListToMatch(list, { ...filter, search: 'stefan' });

    // A hand-edited link with a bad value still opens the list.
    await list.open('/patients?status=%5B%22sleeping%22%5D&page=-3&age=%22over_50%22');
    await expectListToMatch(list, { ageBands: ['over_50'] });
  });

  test('a row opens the patient, its menu edits it, the add button creates one', async ({ page }) => {
    const list = new PatientsPage(page);
    await list.waitSynced();
    const rows = expectedRows(await readAurora(), {});
    // A seeded patient: other specs running beside this one create and delete their own (names
    // with a unique alphanumeric suffix), and one deleted meanwhile would never show.
    const first = rows.find(
      (row) => !/\d/.test(row.last_name) && rows.filter((other) => other.name === row.name).length === 1,
    );
    if (!first) throw new Error('no patient with a name of its own');
    await expectListToMatch(list, {});

    // The rows share one menu: the second row's button edits the second row's patient.
    const second = (await list.names())[1] ?? '';
    await list
      .row(second)
      .getByRole('button', { name: `Options for ${second}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: /^First name/ })).not.toHaveValue('');
    const firstName = await page.getByRole('textbox', { name: /^First name/ }).inputValue();
    const lastName = await page.getByRole('textbox', { name: /^Last name/ }).inputValue();
    expect(`${firstName} ${lastName}`).toBe(second);
    await page.goBack();
    await list.waitSynced();

    // Leaving right after typing still keeps the search for Back.
    const typed = withoutDiacritics(first.last_name);
    await list.search.fill(typed);
    await list.row(first.name).click();
    await expect(page).toHaveURL(new RegExp(`/patient/${first.id}/medical-record$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${typed}`));
    await list.waitSynced();
    await expect(list.search).toHaveValue(typed);

    await list
      .row(first.name)
      .getByRole('button', { name: `Options for ${first.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${first.id}$`));
    await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue(first.first_name);
    await page.goBack();
    await list.waitSynced();

    await list.row(first.name).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/patient/${first.id}/medical-record$`));
    await page.goBack();
    await list.waitSynced();

    await list.addButton.click();
    await expect(page).toHaveURL(/\/patients\/new$/);
  });

  test('a patient added on the server shows without a reload', async ({ page }) => {
    const list = new PatientsPage(page);
    await list.waitSynced();
    const lastName = uniqueLastName('Listescu');
    await list.search.fill(lastName);
    await expect(list.table.getByText('No patients found.')).toBeVisible();

    const admin = serverAdmin();
    const { data, error } = await admin
      .from('patients')
      .insert({
        clinic_id: await clinicIdByName('Clinica Aurora'),
        first_name: 'Ștefana',
        last_name: lastName,
        gender: 'female',
        birthday: '1990-05-17',
      })
      .select('id')
      .single();
    if (error) throw error;
    const id = (data as { id: string }).id;
    try {
      const row = list.row(`Ștefana ${lastName}`);
      await expect(row).toBeVisible({ timeout: 10_000 });
      await expect(row.getByTestId('patient-last-appointment')).toHaveText('-');
      await expect(row.getByTestId('patient-status')).toHaveAttribute('data-status', 'active');
      await expect(row.locator('td').nth(3)).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
      await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
    } finally {
      await admin.from('patients').delete().eq('id', id);
    }
    await expect(list.table.getByText('No patients found.')).toBeVisible({ timeout: 10_000 });
  });
});

test('during the first sync of a new device the list says it is loading, never that there are no patients', async ({
  page,
}) => {
  // Records, from the first paint on, whether the empty-list text was ever on screen.
  await page.addInitScript(() => {
    const seen = { empty: false };
    (window as { __emptyListSeen?: typeof seen }).__emptyListSeen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Nu a fost găsit niciun pacient.')) seen.empty = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('staff@aurora.cabinet.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/appointments$/);
  // Straight to the list while the first sync is still bringing the clinic in (no reload).
  await new Sidebar(page).mainMenu.getByRole('link', { name: 'Pacienți' }).click();
  await expect(page.getByText(/Pacienți găsiți: [1-9]/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'synced', {
    timeout: 20_000,
  });
  expect(
    await page.evaluate(() => (window as { __emptyListSeen?: { empty: boolean } }).__emptyListSeen?.empty),
  ).toBe(false);
});
