/**
 * Every screen that exists, in Romanian: no serious or critical accessibility violation, and a
 * layout that works on a 10-inch tablet held either way (support/screen-checks.ts). New screens
 * call the same two checks in their own specs.
 */
import { expect, type Page } from '@playwright/test';
import { checkTabletLayouts, expectAccessible, SCREEN_VIEWPORTS } from './support/screen-checks.ts';
import { serverAdmin } from './support/server-admin.ts';
import { openAnotherSyncedDevice, test } from './support/synced-device.ts';

/**
 * Opens `path` as the app's own links do, through its router, without loading the app again: the
 * screen is the same, and a load of the app costs about 3 s of CPU on a busy two-core machine.
 * (The router follows the history's popstate, as it does for the browser's back and forward.)
 * Each screen's `open` then waits for what only that screen shows.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The super administrator: signed in on the clinics list, with no clinic open. */
const SUPER_ADMIN = 'super@cabinet.demo';

/** A seeded patient of Clinica Aurora (its name has no digits: not one another spec made). */
async function seededPatientId(): Promise<string> {
  const { data, error } = await serverAdmin()
    .from('patients')
    .select('id, last_name, clinics!inner(name)')
    .eq('clinics.name', 'Clinica Aurora')
    .eq('deleted', false)
    .order('created_date')
    .limit(20);
  if (error) throw error;
  const patient = (data ?? []).find((row) => !/\d/.test(row.last_name));
  if (!patient) throw new Error('no seeded patient');
  return patient.id;
}

/** A visit of Clinica Aurora with record items (the seed writes them for past visits). */
async function seededVisit(): Promise<{ patientId: string; appointmentId: string }> {
  const { data, error } = await serverAdmin()
    .from('medical_records')
    .select('patient_id, appointment_id, clinics!inner(name)')
    .eq('clinics.name', 'Clinica Aurora')
    .eq('deleted', false)
    .order('recorded_at')
    .limit(1)
    .single();
  if (error) throw error;
  return { patientId: data.patient_id, appointmentId: data.appointment_id };
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

interface Screen {
  name: string;
  account: string | null;
  open: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'sign-in',
    account: null,
    open: async (page) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Autentificare', exact: true })).toBeVisible();
    },
  },
  {
    name: 'new password without a reset link',
    account: null,
    open: async (page) => {
      await page.goto('/reset-password');
      await expect(page.getByRole('link', { name: /autentificare/i })).toBeVisible();
    },
  },
  {
    name: 'the 404 page',
    account: null,
    open: async (page) => {
      await page.goto('/no-such-page');
      await expect(page.getByText('Ups! Pagina nu a fost găsită')).toBeVisible();
    },
  },
  {
    name: 'the week calendar',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/appointments');
      await heading(page, 'Programări');
      await expect(page.getByTestId('calendar-grid')).toBeVisible();
      // Today's column is in view, in portrait too, where about five days show and the grid swipes
      // sideways (issue 36: seven days of 80 px cut every block to "08:…").
      const todayInView = () =>
        page.evaluate(() => {
          const view = document.querySelector('[data-testid="calendar-scroll"]')?.getBoundingClientRect();
          const today = document.querySelector('[data-testid="day-header"][aria-current="date"]');
          const box = today?.getBoundingClientRect();
          return Boolean(view && box && box.left >= view.left - 1 && box.right <= view.right + 1);
        });
      // Polled: the grid of the week the router has just opened may still be laying out.
      await expect.poll(todayInView).toBe(true);
    },
  },
  {
    name: 'the appointment popup',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/appointments');
      await heading(page, 'Programări');
      await page.getByRole('button', { name: 'Programare nouă', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'the patient list',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/patients');
      await heading(page, 'Pacienți');
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    },
  },
  {
    name: 'the new patient form',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/patients/new');
      await heading(page, 'Pacient nou');
    },
  },
  {
    name: 'the patient edit form',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, `/patients/${await seededPatientId()}`);
      await heading(page, 'Editare pacient');
      await expect(page.getByRole('textbox', { name: /^Nume/ })).not.toHaveValue('');
    },
  },
  {
    name: 'the visit list',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, `/patient/${(await seededVisit()).patientId}/medical-record`);
      await expect(page.getByTestId('visit-date').first()).toBeVisible();
    },
  },
  {
    name: 'the appointment detail, as a doctor records it',
    account: 'doctor@aurora.cabinet.demo',
    open: async (page) => {
      const visit = await seededVisit();
      await openInApp(page, `/patient/${visit.patientId}/medical-record/${visit.appointmentId}`);
      await expect(page.getByTestId('record-item').first()).toBeVisible();
    },
  },
  {
    name: 'the patient’s appointment list',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, `/patient/${(await seededVisit()).patientId}/schedule`);
      await expect(page.getByTestId('schedule-date').first()).toBeVisible();
    },
  },
  {
    name: 'the patient settings',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, `/patient/${await seededPatientId()}/patient-settings`);
      await expect(page.getByTestId('patient-area-name')).toBeVisible();
    },
  },
  {
    name: 'the medical history, as a doctor edits it',
    account: 'doctor@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, `/patient/${await seededPatientId()}/medical-history`);
      await expect(page.getByRole('heading', { level: 2, name: 'Informații generale' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Adaugă Alergie' })).toBeVisible();
    },
  },
  {
    name: 'the conflicts list',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/conflicts');
      await heading(page, 'Conflicte');
      await expect(
        page.getByTestId('conflicts-empty').or(page.getByRole('list', { name: 'Conflicte deschise' })),
      ).toBeVisible();
    },
  },
  {
    name: 'the configurator',
    account: 'admin@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/configurator');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
  },
  {
    name: 'the services and specializations',
    account: 'admin@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/configurator/services-specializations');
      await expect(page.getByTestId('specialization-group').first()).toBeVisible();
    },
  },
  {
    name: 'a specialization’s services',
    account: 'admin@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/configurator/clinica-aurora/specialization/cardiology');
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    },
  },
  {
    name: 'a new clinic, as the super administrator creates it',
    account: SUPER_ADMIN,
    open: async (page) => {
      await openInApp(page, '/clinics/new');
      await expect(page.getByRole('heading', { level: 1, name: 'Clinică nouă' })).toBeVisible();
    },
  },
  {
    name: 'a clinic, as the super administrator edits it',
    account: SUPER_ADMIN,
    open: async (page) => {
      const { data, error } = await serverAdmin()
        .from('clinics')
        .select('id')
        .eq('name', 'Clinica Nova')
        .single();
      if (error) throw error;
      await openInApp(page, `/clinics/${data.id}`);
      await expect(page.getByRole('textbox', { name: /^Nume clinică/ })).toHaveValue('Clinica Nova');
    },
  },
  {
    name: 'the signed-in 404',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/pagina-care-nu-exista');
      await expect(page.getByText('Ups! Pagina nu a fost găsită')).toBeVisible();
    },
  },
  {
    name: 'the partners list, as the desk sees it',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/partners');
      await heading(page, 'Parteneri');
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    },
  },
  {
    name: 'a new partner',
    account: 'admin@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/partners/new');
      await heading(page, 'Partener nou');
    },
  },
  {
    name: 'the users list, as an admin sees it',
    account: 'admin@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/medics');
      await heading(page, 'Utilizatori');
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    },
  },
  {
    name: 'a new user',
    account: 'admin@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/medics/new');
      await heading(page, 'Utilizator nou');
    },
  },
  {
    name: 'the pipeline board, as a doctor sees it',
    account: 'doctor@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/pipeline');
      await heading(page, 'Sarcini');
      await expect(page.locator('li[data-task-id]').first()).toBeVisible();
    },
  },
  {
    name: 'the pipeline table, sorted by priority',
    account: 'staff@aurora.cabinet.demo',
    open: async (page) => {
      await openInApp(page, '/pipeline?view=table&sort=priority&dir=desc');
      await heading(page, 'Sarcini');
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    },
  },
  {
    name: 'the clinics list',
    account: SUPER_ADMIN,
    open: async (page) => {
      await openInApp(page, '/clinics');
      await heading(page, 'Clinici');
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    },
  },
];

// One sign-in, and one first sync, serves every screen of an account: each test opens its screen
// in the account's page, which is what took most of the time when each test signed in anew.
for (const account of new Set(SCREENS.map((screen) => screen.account))) {
  test.describe(account ? `signed in as ${account}` : 'signed out', () => {
    let page: Page;
    let close: () => Promise<void>;

    test.beforeAll(async ({ browser }) => {
      // Synced before any screen opens: each screen's goto reloads the app, and a screen whose rows
      // come late in the first sync (the doctor's record items) must not race it. The super
      // administrator lands on the clinics, with no clinic and so nothing to sync.
      if (account) {
        ({ page, close } = await openAnotherSyncedDevice(browser, account, {
          landing: /\/(appointments|clinics)$/,
          waitSynced: account !== SUPER_ADMIN,
        }));
      } else {
        const context = await browser.newContext();
        page = await context.newPage();
        close = () => context.close();
      }
    });

    test.afterAll(async () => {
      await close();
    });

    for (const screen of SCREENS.filter((each) => each.account === account)) {
      test(`${screen.name}: accessible in Romanian, and fits a tablet either way and a desktop`, async () => {
        // Opened on a portrait tablet, checked, then turned and widened to a desktop
        // (checkTabletLayouts): one load a screen.
        await checkTabletLayouts(
          page,
          async () => {
            await screen.open(page);
            await expectAccessible(page);
          },
          SCREEN_VIEWPORTS,
        );
      });
    }
  });
}
