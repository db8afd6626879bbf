import { expect } from '@playwright/test';
import { untilServiceWorkerControls, withServiceWorker } from './support/devices.ts';
import { type NewPatient, PatientFormPage, PatientServer, pngSize } from './support/patient-form-page.ts';
import { uniqueLastName } from './support/patient-samples.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { test } from './support/synced-device.ts';

test.use({ device: 'staff@aurora.cabinet.demo' });

const REQUIRED_RO = 'Acest câmp este obligatoriu';
// A man born on 1 January 1980, with a correct control digit.
const VALID_CNP = '1800101123450';

const server = new PatientServer();

function newPatient(lastName: string): NewPatient {
  return {
    first_name: 'Ion',
    last_name: lastName,
    gender: 'male',
    cnp: VALID_CNP,
    birthday: '01.01.1980',
    series: 'CJ',
    number: '123456',
    issued_by: 'SPCLEP Cluj-Napoca',
    address: 'Str. Lungă 1, Cluj-Napoca',
    phone: '0722 123 456',
    email: 'ion.test@example.com',
  };
}

/** A patient registered at another desk, as the server holds it. */
function serverPatient(lastName: string): Record<string, unknown> {
  return {
    first_name: 'Maria',
    last_name: lastName,
    gender: 'female',
    cnp: '2960305400126',
    birthday: '1996-03-05',
    series: 'CJ',
    number: '654321',
    issued_by: 'SPCLEP Cluj-Napoca',
    address: 'Str. Scurtă 2, Cluj-Napoca',
    phone: '0744 555 123',
    email: 'maria.test@example.com',
  };
}

/** A valid CNP of a girl born on `born` (yyyy-MM-dd, 2000 or later): sex digit 6, control digit last. */
function girlsCnp(born: string): string {
  const first12 = `6${born.slice(2, 4)}${born.slice(5, 7)}${born.slice(8, 10)}12345`;
  const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(first12[i]), 0);
  return `${first12}${sum % 11 === 10 ? 1 : sum % 11}`;
}

/** Waits until every change of the device reached the server. */
async function synced(form: PatientFormPage): Promise<void> {
  await expect(form.syncIndicator).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });
}

test.describe('the patient form', () => {
  test('refuses each invalid input with its message, on every change, and saves nothing', async ({
    page,
  }) => {
    const form = PatientFormPage.asDesk(page, 'ro');
    await form.openNew();
    const lastName = uniqueLastName('Invalidescu');

    // Required fields carry the red asterisk; optional ones do not.
    await expect(page.locator('label', { hasText: /^Prenume/ })).toContainText('*');
    await expect(page.locator('label', { hasText: /^Data nașterii/ })).not.toContainText('*');

    await form.save();
    for (const field of [
      'first_name',
      'last_name',
      'cnp',
      'series',
      'number',
      'issued_by',
      'address',
      'phone',
      'email',
    ] as const) {
      await expect(form.message(form.field(field)), field).toHaveText(REQUIRED_RO);
    }
    await expect(form.message(form.gender)).toHaveText(REQUIRED_RO);
    // The first field in error takes the focus.
    await expect(form.field('first_name')).toBeFocused();

    await form.fillIn({ ...newPatient(lastName), email: 'ion@example', phone: '0722-12', cnp: '12345' });
    await expect(form.message(form.field('email'))).toHaveText('Adresa de email nu este validă');
    await expect(form.message(form.field('phone'))).toHaveText('Numărul de telefon nu este valid');
    await expect(form.message(form.field('cnp'))).toHaveText('CNP-ul trebuie să aibă exact 13 cifre');
    await expect(form.message(form.field('first_name'))).toBeHidden();

    // A name of spaces is empty.
    await form.type('first_name', '   ');
    await expect(form.message(form.field('first_name'))).toHaveText(REQUIRED_RO);

    await form.save();
    await expect(page).toHaveURL(/\/patients\/new$/);
    await expect(form.dialog).toBeHidden();

    // Each message follows the value as it is typed.
    await form.field('email').fill('ion.test@example.com');
    await expect(form.message(form.field('email'))).toBeHidden();

    await synced(form);
    expect(await server.byLastName(lastName)).toEqual([]);
  });

  test('shows the required-field message in English', async ({ page }) => {
    const form = PatientFormPage.asDesk(page, 'en');
    await form.openNew();
    await expect(page.getByRole('heading', { name: 'New patient' })).toBeVisible();
    await form.save();
    await expect(form.message(form.field('first_name'))).toHaveText('This field is required');
    await expect(form.message(form.gender)).toHaveText('This field is required');
    await form.type('email', 'ion@example');
    await expect(form.message(form.field('email'))).toHaveText('Please enter a valid email address');
  });

  test('creates a patient: back on /patients at once, then on the server', async ({ page }) => {
    const form = PatientFormPage.asDesk(page, 'ro');
    await form.openNew();
    const lastName = uniqueLastName('Createscu');
    await form.fillIn({ ...newPatient(lastName), first_name: '  Ion  ' });
    await form.type('issue_date', '15.05.2020');
    await form.toggle('sms');
    await expect(form.notification('sms')).not.toBeChecked();
    await form.save();

    await expect(form.toast).toContainText('Pacientul a fost creat cu succes');
    await expect(page).toHaveURL(/\/patients$/);
    await expect.poll(async () => (await server.byLastName(lastName)).length, { timeout: 15_000 }).toBe(1);
    const [row] = await server.byLastName(lastName);
    expect(row).toEqual(
      expect.objectContaining({
        first_name: 'Ion',
        name: `Ion ${lastName}`,
        gender: 'male',
        cnp: VALID_CNP,
        birthday: '1980-01-01',
        issue_date: '2020-05-15',
        expiry_date: null,
        phone: '0722 123 456',
        email: 'ion.test@example.com',
        email_notifications: true,
        sms_notifications: false,
        status: 'active',
        avatar: null,
        deleted: false,
      }),
    );
  });

  test('edits a patient: the changed fields reach the server, Cancel changes nothing', async ({ page }) => {
    const lastName = uniqueLastName('Editescu');
    const id = await server.insert(serverPatient(lastName));
    const form = PatientFormPage.asDesk(page, 'ro');

    await form.openEdit(id);
    await expect(form.field('last_name')).toHaveValue(lastName, { timeout: 15_000 });
    await expect(form.field('birthday')).toHaveValue('05.03.1996');
    await expect(form.resetPasswordButton).toBeDisabled();
    await expect(
      page.getByText('Pacienții nu au cont în aplicație, deci nu au o parolă de resetat.'),
    ).toBeVisible();

    // Cancel leaves without saving.
    await form.type('address', 'Nu se salvează 9');
    await form.cancelButton.click();
    await expect(page).toHaveURL(/\/patients$/);

    await form.openEdit(id);
    await expect(form.field('address')).toHaveValue('Str. Scurtă 2, Cluj-Napoca', { timeout: 15_000 });
    await form.type('phone', '+40 (733) 000-111');
    await form.type('expiry_date', '31.12.2031');
    await form.choose('status', 'Inactiv');
    await form.toggle('email');
    await form.save();
    await expect(form.toast).toContainText('Pacientul a fost actualizat cu succes');
    await expect(page).toHaveURL(/\/patients$/);

    await expect
      .poll(async () => (await server.byId(id))?.phone, { timeout: 15_000 })
      .toBe('+40 (733) 000-111');
    expect(await server.byId(id)).toEqual(
      expect.objectContaining({
        expiry_date: '2031-12-31',
        status: 'inactive',
        email_notifications: false,
        address: 'Str. Scurtă 2, Cluj-Napoca',
        first_name: 'Maria',
      }),
    );
  });

  test('a child under 14 has no identity card: the form saves without one, and asks for it from 14', async ({
    page,
  }) => {
    const lastName = uniqueLastName('Copilescu');
    // An eight-year-old as the seed has them: no series, number or issuer.
    const born = `${new Date().getFullYear() - 8}-03-01`;
    const id = await server.insert({
      ...serverPatient(lastName),
      first_name: 'Ana',
      cnp: girlsCnp(born),
      birthday: born,
      series: null,
      number: null,
      issued_by: null,
    });
    const form = PatientFormPage.asDesk(page, 'ro');
    await form.openEdit(id);
    await expect(form.field('last_name')).toHaveValue(lastName, { timeout: 15_000 });
    await expect(page.getByTestId('no-identity-card')).toHaveText(
      'Pacient sub 14 ani: actul de identitate nu este obligatoriu.',
    );
    await expect(form.field('series')).not.toHaveAttribute('required');
    await expect(form.field('first_name')).toHaveAttribute('required');
    await expectAccessible(page);
    await checkTabletLayouts(page, async () => {
      await form.openEdit(id);
      await expect(form.field('last_name')).toHaveValue(lastName, { timeout: 15_000 });
    });
    await form.type('phone', '0744 000 888');
    await form.save();
    await expect(form.toast).toContainText('Pacientul a fost actualizat cu succes');
    await expect.poll(async () => (await server.byId(id))?.phone, { timeout: 15_000 }).toBe('0744 000 888');
    expect(await server.byId(id)).toMatchObject({ series: null, number: null, issued_by: null });

    // Fourteen by the birth date typed: the card is asked for, and nothing is saved without it.
    await form.openEdit(id);
    await expect(form.field('last_name')).toHaveValue(lastName, { timeout: 15_000 });
    await form.type('birthday', `01.01.${new Date().getFullYear() - 20}`);
    await expect(page.getByTestId('no-identity-card')).toHaveCount(0);
    await form.save();
    await expect(form.message(form.field('series'))).toHaveText(REQUIRED_RO);
    await expect(form.message(form.field('issued_by'))).toHaveText(REQUIRED_RO);
    expect(await server.byId(id)).toMatchObject({ birthday: born });
  });

  test('a PNG avatar is scaled on the device, stored in the clinic folder and named in the row', async ({
    page,
  }) => {
    const lastName = uniqueLastName('Avatarescu');
    const id = await server.insert(serverPatient(lastName));
    const clinicId = await server.clinicId();
    const form = PatientFormPage.asDesk(page, 'ro');

    await form.openEdit(id);
    await expect(form.field('last_name')).toHaveValue(lastName, { timeout: 15_000 });
    await expect(form.avatar).toHaveAttribute('data-picture', 'none');
    await form.uploadAvatar('avatar-800x600.png');
    await expect(form.avatar).toHaveAttribute('data-picture', 'shown');
    await expect(form.avatar.getByRole('img')).toBeVisible();
    await form.save();
    await expect(form.toast).toContainText('Pacientul a fost actualizat cu succes');

    const folder = `${clinicId}/patients/${id}`;
    await expect.poll(() => server.avatarNames(folder), { timeout: 20_000 }).toHaveLength(1);
    const [name] = await server.avatarNames(folder);
    expect(name).toMatch(/^\d+\.png$/);
    await expect
      .poll(async () => (await server.byId(id))?.avatar, { timeout: 15_000 })
      .toBe(`${folder}/${name}`);
    // 800×600 arrives as at most 512 px a side, still a PNG.
    expect(pngSize(await server.avatarBytes(`${folder}/${name}`))).toEqual({ width: 512, height: 384 });

    // Opened again, the form shows the stored picture.
    await form.openEdit(id);
    await expect(form.avatar).toHaveAttribute('data-picture', 'shown', { timeout: 15_000 });
  });

  test('a GIF and a broken image are refused with the message, the picture stays unset', async ({ page }) => {
    const form = PatientFormPage.asDesk(page, 'ro');
    await form.openNew();

    await form.uploadAvatar('avatar.gif');
    await expect(form.toast).toContainText('Eroare');
    await expect(form.toast).toContainText('sunt acceptate doar fișiere PNG sau JPEG');
    await expect(form.avatar).toHaveAttribute('data-picture', 'none');

    await form.uploadAvatar('broken.png');
    await expect(form.toast).toContainText('fișierul nu este o imagine validă');
    await expect(form.avatar).toHaveAttribute('data-picture', 'none');

    // The form still works: a JPEG is taken.
    await form.uploadAvatar('avatar-300x400.jpg');
    await expect(form.avatar).toHaveAttribute('data-picture', 'shown');
  });

  test('a CNP warning can be declined, then accepted', async ({ page }) => {
    const form = PatientFormPage.asDesk(page, 'ro');
    await form.openNew();
    const lastName = uniqueLastName('Avertizescu');
    // The control digit of this CNP is wrong (…450 is right).
    await form.fillIn({ ...newPatient(lastName), cnp: '1800101123451' });
    await expect(form.cnpWarning).toHaveText('Cifra de control a CNP-ului nu se potrivește');
    await expect(form.message(form.field('cnp'))).toBeHidden();

    await form.save();
    await expect(form.dialog).toContainText('Salvează oricum?');
    await form.answer('no');
    await expect(form.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/patients\/new$/);

    // A CNP that disagrees with the chosen gender is a warning too.
    await form.type('cnp', VALID_CNP);
    await expect(form.cnpWarning).toBeHidden();
    await form.choose('gender', 'Feminin');
    await expect(form.cnpWarning).toHaveText('CNP-ul nu corespunde sexului sau datei nașterii');
    await form.choose('gender', 'Masculin');
    await form.type('cnp', '1800101123451');

    await synced(form);
    expect(await server.byLastName(lastName)).toEqual([]);

    await form.save();
    await form.answer('yes');
    await expect(form.toast).toContainText('Pacientul a fost creat cu succes');
    await expect(page).toHaveURL(/\/patients$/);
    await expect
      .poll(async () => (await server.byLastName(lastName))[0]?.cnp, { timeout: 15_000 })
      .toBe('1800101123451');
  });

  test('delete asks Da/Nu, then deletes on the server as a tombstone and on the device', async ({ page }) => {
    const lastName = uniqueLastName('Stergescu');
    const id = await server.insert(serverPatient(lastName));
    const form = PatientFormPage.asDesk(page, 'ro');

    await form.openEdit(id);
    await expect(form.field('last_name')).toHaveValue(lastName, { timeout: 15_000 });
    await form.deleteButton.click();
    await expect(form.dialog).toContainText(`Maria ${lastName}`);
    await form.answer('no');
    await expect(form.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/patients/${id}$`));

    await form.deleteButton.click();
    await form.answer('yes');
    await expect(form.toast).toContainText('Pacientul a fost șters cu succes');
    await expect(page).toHaveURL(/\/patients$/);
    await expect.poll(async () => (await server.byId(id))?.deleted, { timeout: 15_000 }).toBe(true);

    await form.openEdit(id);
    await expect(form.loadError).toHaveText('Nu s-a putut încărca pacientul');
  });

  withServiceWorker(() => {
    test('offline: a patient created with a picture shows at once and reaches the server when back online', async ({
      page,
      context,
    }) => {
      const form = await PatientFormPage.signIn(page, 'ro');
      const clinicId = await server.clinicId();
      // The service worker serves the app's code while the network is off.
      await untilServiceWorkerControls(page);
      await form.openNew();
      const lastName = uniqueLastName('Offlinescu');

      await context.setOffline(true);
      await expect(form.syncIndicator).toHaveAttribute('data-state', 'offline');
      await form.fillIn(newPatient(lastName));
      await form.uploadAvatar('avatar-300x400.jpg');
      await expect(form.avatar).toHaveAttribute('data-picture', 'shown');
      await form.save();
      await expect(form.toast).toContainText('Pacientul a fost creat cu succes');
      await expect(page).toHaveURL(/\/patients$/);
      expect(await server.byLastName(lastName)).toEqual([]);

      await context.setOffline(false);
      await expect.poll(async () => (await server.byLastName(lastName)).length, { timeout: 20_000 }).toBe(1);
      const [row] = await server.byLastName(lastName);
      const folder = `${clinicId}/patients/${String(row?.id)}`;
      await expect.poll(() => server.avatarNames(folder), { timeout: 20_000 }).toHaveLength(1);
      const [name] = await server.avatarNames(folder);
      expect(name).toMatch(/^\d+\.jpg$/);
      expect(row?.avatar).toBe(`${folder}/${name}`);
    });
  });

  test('an id the device does not hold cannot be loaded; a malformed one is a 404', async ({ page }) => {
    const form = await PatientFormPage.signIn(page, 'ro');
    await form.openEdit(crypto.randomUUID());
    await expect(form.loadError).toHaveText('Nu s-a putut încărca pacientul');
    await page.getByRole('button', { name: 'Înapoi la pacienți' }).click();
    await expect(page).toHaveURL(/\/patients$/);

    await page.goto('/patients/not-a-patient');
    await expect(page.getByText('Ups! Pagina nu a fost găsită')).toBeVisible();
  });
});
