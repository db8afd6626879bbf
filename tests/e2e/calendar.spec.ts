import { expect, type Page } from '@playwright/test';
import { clinicDay } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import {
  type CalendarWeek,
  currentWeek,
  nextWeek,
  weekLabel,
} from '#features/appointments/rules/week-range.ts';
import { formatDate } from '#lib/date-locale.ts';
import {
  bucharestInstant,
  CalendarPage,
  insertRefusedCopy,
  type ServerAppointment,
  serverDoctorByEmail,
  serverDoctors,
  serverRow,
  serverStart,
  serverWeek,
} from './support/calendar-page.ts';
import { clinicIdByName, serverAdmin } from './support/server-admin.ts';
import { useLocale } from './support/sign-in-page.ts';
import { openSyncedDeviceAs, test } from './support/synced-device.ts';

// The clinic's clock: the calendar shows Bucharest times whatever the device's zone; the browser is
// put there too so the test's "today" and the page's agree.
const CLINIC = 'Clinica Aurora';
const STAFF = 'staff@aurora.cabinet.demo';
const DOCTOR = 'doctor@aurora.cabinet.demo';
test.use({ timezoneId: 'Europe/Bucharest', device: STAFF });
/** Aurora is open 08:00–18:00 Monday to Friday (demo seed). */
const OPENS = 8 * 60;
const CLOSES = 18 * 60;

/**
 * For the doctor at `doctorIndex` (the first when Aurora has fewer), a scheduled appointment next
 * week that may be moved and a free slot to move it to, as the server has them now: each test
 * moving blocks takes its own doctor, so the files sharing the stack never move the same one.
 */
async function oneMoveNextWeek(doctorIndex: number) {
  const doctors = await serverDoctors(CLINIC);
  const doctor = doctors[doctorIndex] ?? doctors[0];
  if (!doctor) throw new Error('Aurora has no doctors');
  const week = nextWeek(currentWeek(new Date(), 'ro'));
  const days = movableDays(week);
  const server = await serverWeek(doctor.id, week.from, week.to);
  const moved = server.find((a) => a.status === 'scheduled' && days.includes(a.day));
  if (!moved) throw new Error('no appointment to move next week');
  return { doctor, week, moved, target: freeSlotFor(server, moved, days) };
}

/** The calendar on the account's saved device, at a week and doctor or the landing one. */
async function signIn(
  page: Page,
  email: string,
  at?: { week: string; doctor: string },
): Promise<CalendarPage> {
  await openSyncedDeviceAs(
    page,
    email,
    at ? { at: `/appointments?week=${at.week}&doctor=${at.doctor}` } : {},
  );
  const calendar = new CalendarPage(page);
  await calendar.waitSynced();
  return calendar;
}

async function expectBlocksOf(calendar: CalendarPage, doctorId: string, week: CalendarWeek) {
  const server = await serverWeek(doctorId, week.from, week.to);
  await expect.poll(async () => (await calendar.blockIds()).sort()).toEqual(server.map((a) => a.id).sort());
  return server;
}

function minutes(time: string): number {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
}

function clock(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/** True when [time, time + duration) on `day` is inside the hours and clear of the doctor's other bookings. */
function isFree(
  server: readonly ServerAppointment[],
  day: string,
  time: string,
  duration: number,
  except: string,
) {
  const start = minutes(time);
  if (!isWeekday(day) || start < OPENS || start + duration > CLOSES) return false;
  return !server.some(
    (other) =>
      other.id !== except &&
      other.status === 'scheduled' &&
      other.day === day &&
      minutes(other.time) < start + duration &&
      minutes(other.time) + other.duration_minutes > start,
  );
}

/**
 * Days of next week far enough ahead (3 days on) that other journeys, which use the soonest
 * appointments, never meet the ones moved here.
 */
function movableDays(week: CalendarWeek): string[] {
  const earliest = addDays(clinicDay(new Date()), 3);
  return week.days.filter((day) => day >= earliest && isWeekday(day));
}

/** A free 15-minute-grid time for `appointment` on one of `days`, other than where it is. */
function freeSlotFor(
  server: readonly ServerAppointment[],
  appointment: ServerAppointment,
  days: readonly string[],
) {
  for (const day of days) {
    if (day === appointment.day) continue;
    for (let start = 9 * 60; start + appointment.duration_minutes <= 17 * 60; start += 15) {
      if (isFree(server, day, clock(start), appointment.duration_minutes, appointment.id))
        return { day, time: clock(start) };
    }
  }
  throw new Error('no free slot next week');
}

test('the grid shows the first doctor’s week as on the server, Monday first, with today marked', async ({
  page,
}) => {
  const [first] = await serverDoctors(CLINIC);
  if (!first) throw new Error('Aurora has no doctors');
  const calendar = await signIn(page, STAFF);
  const week = currentWeek(new Date(), 'ro');
  await expect(calendar.doctorPicker).toContainText(first.name);
  await expect(calendar.weekRange).toHaveText(weekLabel(week));
  expect(await calendar.days()).toEqual(week.days);
  expect(new Date(`${week.days[0]}T12:00:00Z`).getUTCDay()).toBe(1);
  await expect(calendar.dayHeaders.first()).toContainText('lun');
  await expect(page.locator('[data-testid="day-header"][aria-current="date"]')).toHaveAttribute(
    'data-day',
    clinicDay(new Date()),
  );
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Bucharest',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  // The rows are 08-18 unless the week's hours or bookings widen them (a booking at 07:00 adds a
  // 7 row): the line shows when the current hour is one of the grid's rows.
  await expect(calendar.cell(clinicDay(new Date()), 12)).toHaveCount(1);
  const hasRow = (await calendar.cell(clinicDay(new Date()), hour).count()) === 1;
  await expect(page.getByTestId('now-line')).toHaveCount(hasRow ? 1 : 0);
  // Sunday is closed at Aurora: its header says so and its column is shaded.
  await expect(page.locator(`[data-testid="day-header"][data-day="${week.days[6]}"]`)).toContainText(
    'Închis',
  );
  await expect(calendar.column(week.days[6] ?? '').getByTestId('closed-band')).toHaveCount(1);

  const server = await expectBlocksOf(calendar, first.id, week);
  expect(server.length).toBeGreaterThan(5);
  for (const appointment of [server[0], server[Math.floor(server.length / 2)], server.at(-1)]) {
    if (!appointment) continue;
    const block = calendar.block(appointment.id);
    await expect(block).toHaveAttribute('data-day', appointment.day);
    await expect(block).toHaveAttribute('data-time', appointment.time);
    await expect(block).toHaveAttribute('data-status', appointment.status);
    const summary = (await block.locator('button').first().getAttribute('aria-label')) ?? '';
    expect(summary).toContain(appointment.patientName);
    if (appointment.serviceName) expect(summary).toContain(appointment.serviceName);
    expect(summary).toContain('Programată');
  }
});

test('week navigation with its tooltips; the week and the doctor survive a reload; a bad URL falls back', async ({
  page,
}) => {
  const doctors = await serverDoctors(CLINIC);
  const [first, second] = doctors;
  if (!first || !second) throw new Error('Aurora needs two doctors');
  const calendar = await signIn(page, STAFF);
  const week = currentWeek(new Date(), 'ro');
  const next = nextWeek(week);

  await calendar.expectTooltip(calendar.nextWeek, weekLabel(next));
  await calendar.nextWeek.click();
  await expect(page).toHaveURL(new RegExp(`week=${next.start}`));
  await expect(calendar.weekRange).toHaveText(weekLabel(next));
  await calendar.expectTooltip(calendar.previousWeek, weekLabel(week));
  await calendar.expectTooltip(calendar.today, weekLabel(week));
  await expectBlocksOf(calendar, first.id, next);

  // The doctor filter searches without diacritics.
  const typed =
    second.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .split(' ')[0] ?? second.name;
  await calendar.chooseDoctor(typed, second.name);
  await expect(page).toHaveURL(new RegExp(`doctor=${second.id}`));
  await expect(calendar.doctorPicker).toContainText(second.name);
  await expectBlocksOf(calendar, second.id, next);

  await page.reload();
  await calendar.waitSynced();
  await expect(calendar.weekRange).toHaveText(weekLabel(next));
  await expect(calendar.doctorPicker).toContainText(second.name);
  await expectBlocksOf(calendar, second.id, next);

  await calendar.today.click();
  await expect(calendar.weekRange).toHaveText(weekLabel(week));
  await expect(page).not.toHaveURL(/week=/);
  await calendar.previousWeek.click();
  await expect(calendar.weekRange).toHaveText(
    weekLabel(currentWeek(new Date(Date.parse(week.from) - 1), 'ro')),
  );

  await calendar.open({ week: '2027-02-30', doctor: 'not-a-doctor' });
  await expect(calendar.weekRange).toHaveText(weekLabel(week));
  await expect(calendar.doctorPicker).toContainText(first.name);
});

test('in English the week starts on Sunday', async ({ page }) => {
  await useLocale(page, 'en');
  const calendar = await signIn(page, STAFF);
  const week = currentWeek(new Date(), 'en');
  expect(await calendar.days()).toEqual(week.days);
  expect(new Date(`${week.days[0]}T12:00:00Z`).getUTCDay()).toBe(0);
  await expect(calendar.dayHeaders.first()).toContainText('Sun');
  await expect(calendar.weekRange).toHaveText(weekLabel(week));
  await calendar.expectTooltip(calendar.nextWeek, weekLabel(nextWeek(week)));
  await expect(calendar.nextWeek).toHaveAccessibleName('Next week');
});

test.describe('on a doctor’s device', () => {
  test.use({ device: DOCTOR });

  test('a doctor sees their own calendar first', async ({ page }) => {
    const me = await serverDoctorByEmail(DOCTOR);
    const calendar = await signIn(page, DOCTOR);
    await expect(calendar.doctorPicker).toContainText(me.name);
    await expect(calendar.root).toHaveAttribute('data-doctor', me.id);
    await expectBlocksOf(calendar, me.id, currentWeek(new Date(), 'ro'));
  });
});

test.describe('moving appointments', () => {
  // Tall enough for a whole day on screen, so a drag never needs to scroll.
  test.use({ viewport: { width: 1280, height: 1500 } });

  test('a drag into a free slot moves it; onto another appointment it is refused and stays', async ({
    page,
  }) => {
    const doctors = await serverDoctors(CLINIC);
    const doctor = doctors[1];
    if (!doctor) throw new Error('Aurora needs two doctors');
    const week = nextWeek(currentWeek(new Date(), 'ro'));
    const days = movableDays(week);
    const server = await serverWeek(doctor.id, week.from, week.to);
    const scheduled = server.filter((a) => a.status === 'scheduled' && days.includes(a.day));
    const [moved, refused] = scheduled;
    const taken = scheduled.find((a) => a.day !== refused?.day && a.id !== moved?.id);
    if (!moved || !refused || !taken) throw new Error('not enough appointments next week');
    const target = freeSlotFor(server, moved, days);

    const calendar = await signIn(page, STAFF, { week: week.start, doctor: doctor.id });
    await expectBlocksOf(calendar, doctor.id, week);

    await calendar.dragBlock(moved.id, target.day, target.time);
    await expect(calendar.block(moved.id)).toHaveAttribute('data-day', target.day);
    await expect(calendar.block(moved.id)).toHaveAttribute('data-time', target.time);
    await expect(calendar.toast).toContainText('Programarea a fost actualizată cu succes');
    await expect
      .poll(() => serverStart(moved.id), { timeout: 15_000 })
      .toBe(bucharestInstant(target.day, target.time));

    // Onto the start of another of the doctor's appointments: refused, back where it was.
    const beforeRefusal = new Date();
    await calendar.dragBlock(refused.id, taken.day, taken.time);
    await expect(calendar.toast).toContainText('Suprapunere detectată! Programarea nu poate fi mutată.');
    await expect(calendar.block(refused.id)).toHaveAttribute('data-day', refused.day);
    await expect(calendar.block(refused.id)).toHaveAttribute('data-time', refused.time);
    // Nothing went to the server: after a full exchange that began after the drop, it is unchanged.
    await calendar.waitExchangedSince(beforeRefusal);
    expect(await serverStart(refused.id)).toBe(Date.parse(refused.appointment_date));
  });

  test('the keyboard picks a block up, moves it by 15 minutes or a day and drops it', async ({ page }) => {
    const doctors = await serverDoctors(CLINIC);
    const doctor = doctors[2] ?? doctors[0];
    if (!doctor) throw new Error('Aurora has no doctors');
    const week = nextWeek(currentWeek(new Date(), 'ro'));
    const days = movableDays(week);
    const server = await serverWeek(doctor.id, week.from, week.to);
    let plan: { id: string; keys: string[]; day: string; time: string } | undefined;
    for (const appointment of server.filter((a) => a.status === 'scheduled' && days.includes(a.day))) {
      const nextDay = addDays(appointment.day, 1);
      if (
        days.includes(nextDay) &&
        isFree(server, nextDay, appointment.time, appointment.duration_minutes, appointment.id)
      ) {
        // One day on, then two steps of 15 minutes back and one forward: 15 minutes earlier. The
        // way passes 30 minutes earlier, which must be on the grid (from opening time).
        const earlier = clock(minutes(appointment.time) - 15);
        if (
          minutes(appointment.time) - 30 >= OPENS &&
          isFree(server, nextDay, earlier, appointment.duration_minutes, appointment.id)
        ) {
          plan = {
            id: appointment.id,
            keys: ['ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowDown'],
            day: nextDay,
            time: earlier,
          };
          break;
        }
      }
    }
    if (!plan) throw new Error('no appointment with a free slot a day later');

    const calendar = await signIn(page, STAFF, { week: week.start, doctor: doctor.id });
    await expectBlocksOf(calendar, doctor.id, week);
    await calendar.keyboardMove(plan.id, plan.keys);
    await expect(calendar.block(plan.id)).toHaveAttribute('data-day', plan.day);
    await expect(calendar.block(plan.id)).toHaveAttribute('data-time', plan.time);
    await expect
      .poll(() => serverStart(plan.id), { timeout: 15_000 })
      .toBe(bucharestInstant(plan.day, plan.time));
    // Focus stays on the block's handle, ready for the next move.
    await expect(calendar.block(plan.id).getByTestId('appointment-move-handle')).toBeFocused();
  });

  test('offline a move shows at once as pending, and is confirmed when back online', async ({
    page,
    context,
  }) => {
    const { doctor, week, moved, target } = await oneMoveNextWeek(3);

    const calendar = await signIn(page, STAFF, { week: week.start, doctor: doctor.id });
    await expectBlocksOf(calendar, doctor.id, week);

    await context.setOffline(true);
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'offline');
    await calendar.dragBlock(moved.id, target.day, target.time);
    const block = calendar.block(moved.id);
    await expect(block).toHaveAttribute('data-day', target.day);
    await expect(block).toHaveAttribute('data-time', target.time);
    await expect(block).toHaveAttribute('data-pending', 'true');
    expect(await block.locator('button').first().getAttribute('aria-label')).toContain('neconfirmată');
    expect(await serverStart(moved.id)).toBe(Date.parse(moved.appointment_date));

    await context.setOffline(false);
    await expect(block).toHaveAttribute('data-pending', 'false', { timeout: 20_000 });
    await expect(block).toHaveAttribute('data-time', target.time);
    expect(await serverStart(moved.id)).toBe(bucharestInstant(target.day, target.time));
  });
});

test.describe('on a portrait tablet, by touch', () => {
  // A tablet held upright, tall enough for a whole day (a drag never needs to scroll), with a
  // touch screen: a tap opens, a held press picks a block up, a swipe scrolls.
  test.use({ viewport: { width: 768, height: 1500 }, hasTouch: true });

  test('a tap on a block opens it, a tap on a free slot books there, and a held press moves a block', async ({
    page,
  }) => {
    const { doctor, week, moved, target } = await oneMoveNextWeek(5);

    const calendar = await signIn(page, STAFF, { week: week.start, doctor: doctor.id });
    await expectBlocksOf(calendar, doctor.id, week);

    await calendar.block(moved.id).locator('button').first().tap();
    await expect(calendar.popup).toBeVisible();
    await expect(calendar.popup.getByRole('combobox', { name: /^Pacient/ })).toHaveValue(moved.patientName);
    await calendar.popup.getByRole('button', { name: 'Închide' }).tap();
    await expect(calendar.popup).toBeHidden();

    await calendar.tapAt(target.day, target.time);
    await expect(calendar.popup).toBeVisible();
    await expect(calendar.popup.getByLabel(/^Data/)).toHaveValue(formatDate(target.day));
    await calendar.popup.getByRole('button', { name: 'Închide' }).tap();
    await expect(calendar.popup).toBeHidden();

    await calendar.touchDragBlock(moved.id, target.day, target.time);
    await expect(calendar.block(moved.id)).toHaveAttribute('data-day', target.day);
    await expect(calendar.block(moved.id)).toHaveAttribute('data-time', target.time);
    await expect(calendar.toast).toContainText('Programarea a fost actualizată cu succes');
    await expect
      .poll(() => serverStart(moved.id), { timeout: 15_000 })
      .toBe(bucharestInstant(target.day, target.time));
  });
});

test('a booking refused because its slot was taken shows as needing a new time and is rebooked in one step', async ({
  page,
}) => {
  const doctors = await serverDoctors(CLINIC);
  const doctor = doctors[4] ?? doctors[0];
  if (!doctor) throw new Error('Aurora has no doctors');
  const week = nextWeek(currentWeek(new Date(), 'ro'));
  const days = movableDays(week);
  const server = await serverWeek(doctor.id, week.from, week.to);
  const taken = server.find((a) => a.status === 'scheduled' && days.includes(a.day));
  if (!taken) throw new Error('no appointment next week');
  const refusedId = await insertRefusedCopy(taken.id);

  const calendar = await signIn(page, STAFF, { week: week.start, doctor: doctor.id });
  const block = calendar.block(refusedId);
  await expect(block).toHaveAttribute('data-status', 'conflict');
  await expect(block).toHaveAttribute('data-time', taken.time);
  expect(await block.locator('button').first().getAttribute('aria-label')).toContain('Necesită o nouă oră');
  // Both stay visible and clickable, side by side.
  const [mine, theirs] = [await block.boundingBox(), await calendar.block(taken.id).boundingBox()];
  expect(
    mine && theirs && (mine.x >= theirs.x + theirs.width - 1 || theirs.x >= mine.x + mine.width - 1),
  ).toBe(true);

  const before = Date.now();
  await block.getByRole('button', { name: 'Reprogramează' }).click();
  await expect(calendar.toast).toContainText('Programarea a fost reprogramată');
  await expect.poll(async () => (await serverRow(refusedId)).status, { timeout: 15_000 }).toBe('scheduled');
  const rebooked = await serverRow(refusedId);
  expect(rebooked.start).toBeGreaterThanOrEqual(before - 60_000);
  // The slot it got is free: no other scheduled appointment of the doctor overlaps it.
  const around = await serverWeek(
    doctor.id,
    new Date(rebooked.start - 86_400_000).toISOString(),
    new Date(rebooked.start + 86_400_000).toISOString(),
  );
  const end = rebooked.start + rebooked.duration_minutes * 60_000;
  const clashes = around.filter(
    (other) =>
      other.id !== refusedId &&
      other.status === 'scheduled' &&
      Date.parse(other.appointment_date) < end &&
      Date.parse(other.appointment_date) + other.duration_minutes * 60_000 > rebooked.start,
  );
  expect(clashes).toEqual([]);
});

test('a click on an empty slot opens the popup on that day and time; a block opens for edit; + opens it too', async ({
  page,
}) => {
  const doctors = await serverDoctors(CLINIC);
  const doctor = doctors[0];
  if (!doctor) throw new Error('Aurora has no doctors');
  const week = nextWeek(currentWeek(new Date(), 'ro'));
  const server = await serverWeek(doctor.id, week.from, week.to);
  // A free quarter hour on a weekday, the doctor's whole 30 minutes clear.
  let free: { day: string; time: string } | undefined;
  for (const day of week.days.filter(isWeekday)) {
    for (let start = 9 * 60 + 30; start < 12 * 60 && !free; start += 15) {
      if (isFree(server, day, clock(start), 30, '')) free = { day, time: clock(start) };
    }
    if (free) break;
  }
  const booked = server.find((a) => a.status === 'scheduled' && isWeekday(a.day));
  if (!free || !booked) throw new Error('no free slot or no appointment next week');

  const calendar = await signIn(page, STAFF, { week: week.start, doctor: doctor.id });
  await expectBlocksOf(calendar, doctor.id, week);

  await calendar.clickAt(free.day, free.time);
  await expect(calendar.popup).toBeVisible();
  await expect(calendar.popup.getByLabel(/^Data/)).toHaveValue(formatDate(free.day));
  await expect(
    calendar.popup.locator('[data-scope="select"][data-part="trigger"]', { hasText: free.time }),
  ).toBeVisible();
  await expect(calendar.popup).toContainText(doctor.name);
  await calendar.popup.getByRole('button', { name: 'Închide' }).click();
  await expect(calendar.popup).toBeHidden();

  await calendar.block(booked.id).locator('button').first().click();
  await expect(calendar.popup).toBeVisible();
  await expect(calendar.popup.getByLabel(/^Data/)).toHaveValue(formatDate(booked.day));
  await expect(calendar.popup.getByRole('combobox', { name: /^Pacient/ })).toHaveValue(booked.patientName);
  await calendar.popup.getByRole('button', { name: 'Închide' }).click();
  await expect(calendar.popup).toBeHidden();

  await calendar.addButton.click();
  await expect(calendar.popup).toBeVisible();
  await expect(calendar.popup).toContainText(doctor.name);
});

test('back from the quick new patient, the popup reopens with that patient and the URL forgets it', async ({
  page,
}) => {
  const clinicId = await clinicIdByName(CLINIC);
  const { data, error } = await serverAdmin()
    .from('patients')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .eq('status', 'active')
    .eq('deleted', false)
    .limit(1)
    .single();
  if (error) throw error;
  const patient = data as { id: string; name: string };

  const calendar = await signIn(page, STAFF);
  await page.goto(`/appointments?appointmentDraft=1&newPatientId=${patient.id}`);
  await expect(calendar.popup).toBeVisible();
  await expect(calendar.popup.getByRole('combobox', { name: /^Pacient/ })).toHaveValue(patient.name);
  await expect(page).not.toHaveURL(/newPatientId|appointmentDraft/);
  await calendar.popup.getByRole('button', { name: 'Închide' }).click();
  await expect(calendar.popup).toBeHidden();
  await page.reload();
  await calendar.waitSynced();
  await expect(calendar.popup).toBeHidden();
});
