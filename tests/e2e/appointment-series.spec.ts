/**
 * Appointment series (issue 41): a course of weekly visits booked from the popup. The visit whose
 * slot the doctor already holds is listed before saving, the rest are booked as one series, and
 * each visit reaches the server as its own appointment naming that series.
 */
import { expect, type Page } from '@playwright/test';
import {
  AppointmentPopupPage,
  AppointmentServer,
  bucharestInstant,
  freeDay,
} from './support/appointment-popup.ts';
import { checkTabletLayouts, expectAccessible } from './support/screen-checks.ts';
import { test } from './support/synced-device.ts';

test.use({ timezoneId: 'Europe/Bucharest', device: 'staff@aurora.cabinet.demo' });

const server = new AppointmentServer();
const CORINA = 'corina.avram@aurora.cabinet.demo';
const IOANA = 'ioana.marginean@aurora.cabinet.demo';

/** Weeks far from every other spec's, and from this spec's earlier runs (`--repeat-each`). */
function seriesStart(): string {
  return freeDay(40 + 11 * test.info().repeatEachIndex, 'thursday');
}

/** The service's option in the popup, named first. */
function serviceOption(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `);
}

function weeksAfter(day: string, weeks: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 7 * weeks)).toISOString().slice(0, 10);
}

/**
 * The desk opens the doctor's slot on `first` for a weekly visit, after another desk took the
 * doctor's same hour on `takenDay`: service, 30 minutes and patient chosen, "Săptămânal" picked.
 */
async function weeklySeriesWithOneSlotTaken(
  page: Page,
  {
    patientNumber,
    first,
    takenDay,
    hour,
  }: { patientNumber: number; first: string; takenDay: string; hour: number },
) {
  const popup = AppointmentPopupPage.asDesk(page);
  const doctor = await server.userByEmail(CORINA);
  const [service] = await server.priceList(doctor.id);
  if (!service) throw new Error('the doctor has no service');
  const patient = await server.patient(patientNumber);
  await server.insertAppointment({
    doctor_id: doctor.id,
    patient_id: (await server.patient(6)).id,
    service_id: service.serviceId,
    appointment_date: bucharestInstant(takenDay, `${hour}:00`),
    duration_minutes: 30,
  });
  await popup.openAtSlot(first, hour, doctor.id);
  await popup.choose('service', serviceOption(service.name));
  await popup.choose('duration', '30 min');
  await popup.pickPatient(patient.last_name, patient.name);
  await popup.popup
    .getByRole('radiogroup', { name: 'Repetare' })
    .getByText('Săptămânal', { exact: true })
    .click();
  return { popup, doctor, patient };
}

test('a ten-week series with one slot taken lists it before saving and books the other nine', async ({
  page,
}) => {
  const first = seriesStart();
  const takenDay = weeksAfter(first, 3);
  // Another desk holds the doctor's 12:00 on the fourth Thursday.
  const { popup, doctor, patient } = await weeklySeriesWithOneSlotTaken(page, {
    patientNumber: 4,
    first,
    takenDay,
    hour: 12,
  });
  await expect(popup.popup.getByRole('textbox', { name: 'Număr de programări (cel mult 52)' })).toHaveValue(
    '10',
  );

  // The taken Thursday is listed, with why, before anything is saved; nine will be booked.
  const collisions = popup.popup.getByTestId('series-collision');
  await expect(collisions).toHaveCount(1);
  const [y, m, d] = takenDay.split('-');
  await expect(collisions.first()).toContainText(`${d}.${m}.${y}`);
  await expect(collisions.first()).toContainText('medicul are deja o programare');
  await expect(popup.popup.getByTestId('series-summary')).toContainText('10 programări');
  await expect(popup.popup.getByTestId('series-summary')).toContainText('se creează 9');
  const save = popup.popup.getByRole('button', { name: 'Creează 9 programări' });
  await expect(save).toBeVisible();

  await expectAccessible(page);
  await checkTabletLayouts(page);

  await save.click();
  await expect(popup.toast).toContainText('Au fost create 9 programări');
  await expect(popup.popup).toBeHidden();

  // On the server: nine visits of one series, every Thursday at 12:00 but the taken one.
  const starts = Array.from({ length: 10 }, (_, week) => weeksAfter(first, week));
  let rows: Array<Record<string, unknown>> = [];
  await expect
    .poll(
      async () => {
        rows = (
          await Promise.all(
            starts.map((day) => server.appointmentsAt(doctor.id, bucharestInstant(day, '12:00'))),
          )
        ).flat();
        return rows.filter((row) => row.series_id).length;
      },
      { timeout: 30_000 },
    )
    .toBe(9);
  const series = rows.filter((row) => row.series_id);
  expect(new Set(series.map((row) => row.series_id)).size).toBe(1);
  expect(series.every((row) => row.status === 'scheduled' && row.patient_id === patient.id)).toBe(true);
  const takenInstant = new Date(bucharestInstant(takenDay, '12:00')).getTime();
  expect(series.some((row) => new Date(String(row.appointment_date)).getTime() === takenInstant)).toBe(false);
});

test('a visit whose slot is taken gets another free time picked before saving, and the whole series is booked', async ({
  page,
}) => {
  // Weeks after the first test's ten, at 15:00 (the first test books 12:00 in the next run's weeks).
  const first = weeksAfter(seriesStart(), 12);
  const takenDay = weeksAfter(first, 1);
  const { popup, doctor, patient } = await weeklySeriesWithOneSlotTaken(page, {
    patientNumber: 5,
    first,
    takenDay,
    hour: 15,
  });
  await popup.popup.getByRole('textbox', { name: 'Număr de programări (cel mult 52)' }).fill('3');
  await expect(popup.popup.getByTestId('series-collision')).toHaveCount(1);
  await expect(popup.popup.getByRole('button', { name: 'Creează 2 programări' })).toBeVisible();

  // 16:00 that Thursday instead: nothing collides any more, and all three are booked.
  const [y, m, d] = takenDay.split('-');
  await popup.popup.getByRole('combobox', { name: `Altă oră pe ${d}.${m}.${y}` }).click();
  await page.getByRole('option', { name: '16:00', exact: true }).click();
  await expect(popup.popup.getByTestId('series-collision')).toHaveCount(0);
  await popup.popup.getByRole('button', { name: 'Creează 3 programări' }).click();
  await expect(popup.toast).toContainText('Au fost create 3 programări');
  await expect(popup.popup).toBeHidden();

  const at = async (day: string, time: string) =>
    (await server.appointmentsAt(doctor.id, bucharestInstant(day, time))).filter(
      (row) => row.patient_id === patient.id && row.series_id,
    );
  await expect
    .poll(
      async () =>
        (
          await Promise.all([at(first, '15:00'), at(takenDay, '16:00'), at(weeksAfter(first, 2), '15:00')])
        ).map((rows) => rows.length),
      { timeout: 30_000 },
    )
    .toEqual([1, 1, 1]);
  const rows = (await Promise.all([at(first, '15:00'), at(takenDay, '16:00')])).flat();
  expect(new Set(rows.map((row) => row.series_id)).size).toBe(1);
});

test('an edit of "this and the following" moves the rest of the series, and leaves the visits before it', async ({
  page,
}) => {
  const popup = AppointmentPopupPage.asDesk(page);
  const doctor = await server.userByEmail(IOANA);
  const [service] = await server.priceList(doctor.id);
  if (!service) throw new Error('the doctor has no service');
  const patient = await server.patient(7);
  const first = seriesStart();
  const seriesId = crypto.randomUUID();
  const days = Array.from({ length: 4 }, (_, week) => weeksAfter(first, week));
  const ids = [];
  for (const day of days) {
    ids.push(
      await server.insertAppointment({
        doctor_id: doctor.id,
        patient_id: patient.id,
        service_id: service.serviceId,
        appointment_date: bucharestInstant(day, '12:00'),
        duration_minutes: 30,
        series_id: seriesId,
      }),
    );
  }
  const [, second = '', ...rest] = ids;

  await popup.openExisting(second, days[1] ?? '', doctor.id);
  const scope = popup.popup.getByTestId('series-scope');
  await expect(scope).toContainText('Programarea face parte dintr-o serie');
  await scope.getByText('Aceasta și următoarele', { exact: true }).click();
  await popup.choose('time', '13:00');
  await expectAccessible(page);
  await checkTabletLayouts(page);
  await popup.submit();
  await expect(popup.toast).toContainText('Au fost actualizate 3 programări');
  await expect(popup.popup).toBeHidden();

  const startOf = async (id: string) => {
    const stored = (await server.appointment(id))?.appointment_date;
    return typeof stored === 'string' ? new Date(stored).toISOString() : '';
  };
  await expect
    .poll(async () => Promise.all([second, ...rest].map(startOf)), { timeout: 30_000 })
    .toEqual(days.slice(1).map((day) => new Date(bucharestInstant(day, '13:00')).toISOString()));
  // The first visit keeps its time.
  expect(await startOf(ids[0] ?? '')).toBe(new Date(bucharestInstant(first, '12:00')).toISOString());
});
