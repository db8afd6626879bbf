import { expect } from '@playwright/test';
import {
  AppointmentPopupPage,
  AppointmentServer,
  bucharestInstant,
  freeDay as freeDayOfWeek,
  type PricedService,
  typedDay,
} from './support/appointment-popup.ts';
import { PatientFormPage } from './support/patient-form-page.ts';
import { uniqueLastName } from './support/patient-samples.ts';
import { test } from './support/synced-device.ts';

// Wall times on the page are Bucharest's; the device's zone must not move them.
test.use({ timezoneId: 'Europe/Bucharest', device: 'staff@aurora.cabinet.demo' });

const server = new AppointmentServer();

/** The spec's tests use weeks 0–4 after the seeded month; a repeated run (`--repeat-each`) books the next five. */
const WEEKS_PER_RUN = 5;

function freeDay(week: number, weekday: Parameters<typeof freeDayOfWeek>[1]): string {
  return freeDayOfWeek(week + WEEKS_PER_RUN * test.info().repeatEachIndex, weekday);
}

const CARDIOLOGY = 'Cardiologie';
const ANDREI = { email: 'doctor@aurora.cabinet.demo', name: 'Andrei Mureșan' };
const CORINA = { email: 'corina.avram@aurora.cabinet.demo', name: 'Corina Avram' };
const IOANA = { email: 'ioana.marginean@aurora.cabinet.demo', name: 'Ioana Mărginean' };
const TUDOR = { email: 'tudor.hossu@aurora.cabinet.demo', name: 'Tudor Hossu' };

/** '45 min', '1h', '1h 30min' (spec part 1 §9). */
function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)}h` : `${Math.floor(minutes / 60)}h ${rest}min`;
}

function serviceOption(service: PricedService): RegExp {
  return new RegExp(`^${service.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `);
}

/** The doctor's first service taking the given minutes (or any other than them, with `not`). */
async function serviceOf(
  doctorId: string,
  pick: (service: PricedService) => boolean,
): Promise<PricedService> {
  const service = (await server.priceList(doctorId)).find(pick);
  if (!service) throw new Error('no such service on the price list');
  return service;
}

async function bookedRow(doctorId: string, day: string, time: string): Promise<Record<string, unknown>> {
  let row: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        [row] = await server.appointmentsAt(doctorId, bucharestInstant(day, time));
        return row !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!row) throw new Error('unreachable');
  return row;
}

test.describe('the appointment popup', () => {
  test("books an appointment that reaches the server, the service setting the doctor's duration", async ({
    page,
  }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(ANDREI.email);
    const staff = await server.userByEmail('staff@aurora.cabinet.demo');
    const service = await serviceOf(doctor.id, (s) => s.duration !== 30);
    const patient = await server.patient(3);
    const day = freeDay(0, 'tuesday');

    // A click on the empty 10:00 cell of the doctor's week: the popup knows doctor, day and time.
    await popup.openAtSlot(day, 10, doctor.id);
    await expect(popup.popup.getByRole('heading', { name: 'Programare nouă' })).toBeVisible();
    await expect(popup.field('specialization')).toHaveText(new RegExp(`^${CARDIOLOGY}`));
    await expect(popup.field('doctor')).toHaveText(new RegExp(`^${ANDREI.name}`));
    await expect(popup.field('date')).toHaveValue(typedDay(day));
    await expect(popup.field('time')).toHaveText(/^10:00/);
    await expect(popup.field('duration')).toHaveText(/^30 min/);
    await popup.choose('service', serviceOption(service));
    await expect(popup.field('duration')).toHaveText(new RegExp(`^${durationLabel(service.duration)}`));
    await popup.pickPatient(patient.last_name, patient.name);
    await expect(popup.openingHours).toHaveText('Deschis între 8:00 și 18:00');
    await popup.submit();

    await expect(popup.toast).toContainText('Programarea a fost creată cu succes');
    await expect(popup.popup).toBeHidden();
    await expect(popup.blockAt(day, '10:00')).toContainText(patient.name);
    const row = await bookedRow(doctor.id, day, '10:00');
    expect(row).toMatchObject({
      patient_id: patient.id,
      service_id: service.serviceId,
      duration_minutes: service.duration,
      status: 'scheduled',
      created_by: staff.id,
      deleted: false,
    });
  });

  test('books offline: stored on the device at once, its slot taken, on the server once online', async ({
    page,
    context,
  }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(TUDOR.email);
    const patient = await server.patient(5);
    const day = freeDay(0, 'wednesday');

    await popup.openCalendar({ week: day, doctor: doctor.id });
    await context.setOffline(true);
    await popup.openNew();
    await popup.fillIn({
      specialization: 'Medicină de familie',
      doctor: TUDOR.name,
      service: / · /,
      patient: { search: patient.last_name, name: patient.name },
      day,
      time: '09:00',
    });
    await popup.submit();
    await expect(popup.toast).toContainText('Programarea a fost creată cu succes');
    await expect(popup.popup).toBeHidden();
    await expect(popup.blockAt(day, '09:00')).toContainText(patient.name);

    // Still offline, the next booking of the doctor that day finds 09:00 taken.
    await popup.openNew();
    await popup.setDate(day);
    await popup.field('time').click();
    await expect(popup.option('09:00 (ocupat)')).toBeVisible();
    await page.keyboard.press('Escape');
    await popup.button('dismiss').click();

    await context.setOffline(false);
    const row = await bookedRow(doctor.id, day, '09:00');
    expect(row).toMatchObject({ patient_id: patient.id, status: 'scheduled' });
  });

  test('Save with empty fields lists the missing ones in a toast and marks them', async ({ page }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(ANDREI.email);
    await popup.openCalendar({ doctor: doctor.id });
    // The add button brings the calendar's doctor, and with him his specialization.
    await popup.openNew();
    await popup.submit();
    await expect(popup.toast).toContainText(
      'Toate câmpurile obligatorii trebuie completate. Completați următoarele câmpuri: Serviciu, Pacient, Data, Ora',
    );
    await expect(popup.toast).toContainText('Eroare de validare');
    await expect(popup.problem).toContainText('Eroare de validare');
    await expect(popup.message('service')).toHaveText('Acest câmp este obligatoriu');
    await expect(popup.message('time')).toHaveText('Acest câmp este obligatoriu');
    await expect(popup.message('doctor')).toHaveCount(0);
    await expect(popup.message('duration')).toHaveCount(0);
    // The first missing field takes the focus; the messages follow each choice.
    await expect(popup.field('service')).toBeFocused();
    await popup.choose('specialization', 'Neurologie');
    await expect(popup.message('doctor')).toHaveText('Acest câmp este obligatoriu');
    await expect(popup.problem).toContainText(
      'Completați următoarele câmpuri: Medic, Serviciu, Pacient, Data, Ora',
    );
    await popup.choose('doctor', IOANA.name);
    await expect(popup.message('doctor')).toHaveCount(0);
    await expect(popup.problem).toContainText('Completați următoarele câmpuri: Serviciu, Pacient, Data, Ora');
  });

  test('Save with empty fields says so in English', async ({ page }) => {
    const popup = AppointmentPopupPage.asDesk(page, 'en');
    const doctor = await server.userByEmail(ANDREI.email);
    await popup.openCalendar({ doctor: doctor.id });
    await popup.openNew();
    await popup.choose('specialization', 'Neurology');
    await popup.submit();
    await expect(popup.toast).toContainText(
      'All required fields must be completed. Please complete the following fields: Doctor, Service, Patient, Date, Time',
    );
    await expect(popup.toast).toContainText('Validation error');
    await expect(popup.problem).toContainText('Validation error');
    await expect(popup.message('patient')).toHaveText('This field is required');
  });

  test('refuses a time outside the hours (working_hours) and a closed day (clinic_closed)', async ({
    page,
  }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(ANDREI.email);
    const patient = await server.patient(7);
    const monday = freeDay(1, 'monday');
    const saturday = freeDay(1, 'saturday');
    const sunday = freeDay(1, 'sunday');

    await popup.openNew();
    await popup.fillIn({
      specialization: CARDIOLOGY,
      doctor: ANDREI.name,
      service: / · /,
      patient: { search: patient.last_name, name: patient.name },
      day: monday,
      time: '08:00',
    });
    // Saturday opens at 9:00: the chosen 08:00 stays, marked closed.
    await popup.setDate(saturday);
    await expect(popup.openingHours).toHaveText('Deschis între 9:00 și 14:00');
    await expect(popup.field('time')).toHaveText(/08:00 \(închis\)/);
    await expect(popup.slotHint).toHaveText('Slot indisponibil');
    await popup.submit();
    const workingHours = 'Programările se pot face doar în programul clinicii, între 9:00 și 14:00.';
    await expect(popup.toast).toContainText(workingHours);
    await expect(popup.message('time')).toHaveText(workingHours);

    await popup.setDate(sunday);
    await expect(popup.openingHours).toHaveText('Clinica este închisă în această zi');
    await expect(popup.slotHint).toHaveText('Slot indisponibil');
    await popup.submit();
    await expect(popup.toast).toContainText('Clinica este închisă în ziua aleasă.');
    await expect(popup.message('date')).toHaveText('Clinica este închisă în ziua aleasă.');
    await expect(popup.popup).toBeVisible();

    for (const day of [saturday, sunday]) {
      expect(await server.appointmentsAt(doctor.id, bucharestInstant(day, '08:00'))).toEqual([]);
    }
  });

  test("marks a booked slot '(ocupat)' and does not let it be chosen", async ({ page }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(CORINA.email);
    const service = await serviceOf(doctor.id, (s) => s.duration === 30);
    const other = await server.patient(9);
    const day = freeDay(2, 'thursday');
    await server.insertAppointment({
      doctor_id: doctor.id,
      patient_id: other.id,
      service_id: service.serviceId,
      appointment_date: bucharestInstant(day, '11:00'),
      duration_minutes: 30,
    });

    await popup.openNew();
    await popup.choose('specialization', CARDIOLOGY);
    await popup.choose('doctor', CORINA.name);
    await popup.choose('service', serviceOption(service));
    await popup.setDate(day);
    await popup.field('time').click();
    // The booking made at another desk arrives through the sync while the list is open.
    const booked = popup.option('11:00 (ocupat)');
    await expect(booked).toBeVisible({ timeout: 15_000 });
    await expect(booked).toHaveAttribute('aria-disabled', 'true');
    // A 30-minute service from 10:45 would run into it too; 11:30 is free.
    await expect(popup.option('10:45 (ocupat)')).toHaveAttribute('aria-disabled', 'true');
    await expect(popup.option('11:30')).not.toHaveAttribute('aria-disabled', 'true');
    await booked.click({ force: true });
    await page.keyboard.press('Escape');
    await expect(popup.field('time')).not.toHaveText(/11:00/);
    await expect(popup.field('time')).toHaveText(/^Selectați/);
  });

  test('refuses a new booking stretched over the next appointment', async ({ page }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(CORINA.email);
    const service = await serviceOf(doctor.id, (s) => s.duration === 30);
    const patient = await server.patient(11);
    const day = freeDay(2, 'friday');
    await server.insertAppointment({
      doctor_id: doctor.id,
      patient_id: (await server.patient(12)).id,
      service_id: service.serviceId,
      appointment_date: bucharestInstant(day, '11:00'),
      duration_minutes: 30,
    });

    await popup.openNew();
    await popup.choose('specialization', CARDIOLOGY);
    await popup.choose('doctor', CORINA.name);
    await popup.choose('service', serviceOption(service));
    await popup.pickPatient(patient.last_name, patient.name);
    await popup.setDate(day);
    await popup.field('time').click();
    // Once the other desk's booking has reached the device, 10:30 is the last free slot before it.
    await expect(popup.option('11:00 (ocupat)')).toBeVisible({ timeout: 15_000 });
    await popup.option('10:30').click();
    await popup.choose('duration', '1h');
    await popup.submit();
    await expect(popup.toast).toContainText(
      'Programarea nouă se suprapune cu o altă programare a acestui medic. Ajustați durata sau ora.',
    );
    expect(await server.appointmentsAt(doctor.id, bucharestInstant(day, '10:30'))).toEqual([]);
  });

  test('refuses an edit into an occupied time with conflict_error, then saves a fitting one', async ({
    page,
  }) => {
    const popup = AppointmentPopupPage.asDesk(page, 'en');
    const doctor = await server.userByEmail(IOANA.email);
    const service = await serviceOf(doctor.id, () => true);
    const day = freeDay(3, 'tuesday');
    await server.insertAppointment({
      doctor_id: doctor.id,
      patient_id: (await server.patient(13)).id,
      service_id: service.serviceId,
      appointment_date: bucharestInstant(day, '12:00'),
      duration_minutes: 30,
    });
    const edited = await server.insertAppointment({
      doctor_id: doctor.id,
      patient_id: (await server.patient(14)).id,
      service_id: service.serviceId,
      appointment_date: bucharestInstant(day, '11:00'),
      duration_minutes: 30,
    });

    await popup.openExisting(edited, day, doctor.id);
    await expect(popup.popup.getByRole('heading', { name: 'Edit appointment' })).toBeVisible();
    await expect(popup.field('time')).toHaveText(/^11:00/);
    await popup.choose('duration', '1h 30min');
    await popup.submit();
    const conflict =
      'The modified appointment overlaps with another appointment for this doctor. Please adjust the duration or time.';
    await expect(popup.toast).toContainText(conflict);
    await expect(popup.message('time')).toHaveText(conflict);
    expect(await server.appointment(edited)).toMatchObject({ duration_minutes: 30 });

    await popup.choose('duration', '1h');
    await popup.submit();
    await expect(popup.toast).toContainText('The appointment was updated successfully');
    await expect
      .poll(async () => (await server.appointment(edited))?.duration_minutes, { timeout: 20_000 })
      .toBe(60);
  });

  test('cancel asks first: No keeps the appointment, Yes marks it cancelled on the server', async ({
    page,
  }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(IOANA.email);
    const service = await serviceOf(doctor.id, () => true);
    const day = freeDay(3, 'wednesday');
    const id = await server.insertAppointment({
      doctor_id: doctor.id,
      patient_id: (await server.patient(15)).id,
      service_id: service.serviceId,
      appointment_date: bucharestInstant(day, '09:30'),
      duration_minutes: 30,
    });

    await popup.openExisting(id, day, doctor.id);
    await popup.button('cancelAppointment').click();
    await expect(popup.confirmDialog).toContainText('Anulezi programarea?');
    await popup.answer('no');
    await expect(popup.confirmDialog).toBeHidden();
    await expect(popup.popup).toBeVisible();
    expect(await server.appointment(id)).toMatchObject({ status: 'scheduled' });

    await popup.button('cancelAppointment').click();
    await popup.answer('yes');
    await expect(popup.toast).toContainText('Programarea a fost anulată cu succes');
    await expect(popup.popup).toBeHidden();
    await expect
      .poll(async () => (await server.appointment(id))?.status, { timeout: 20_000 })
      .toBe('cancelled');
  });

  test("'View details' opens the appointment's medical record page", async ({ page }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(IOANA.email);
    const service = await serviceOf(doctor.id, () => true);
    const patient = await server.patient(16);
    const day = freeDay(3, 'thursday');
    const id = await server.insertAppointment({
      doctor_id: doctor.id,
      patient_id: patient.id,
      service_id: service.serviceId,
      appointment_date: bucharestInstant(day, '14:00'),
      duration_minutes: 30,
    });

    await popup.openExisting(id, day, doctor.id);
    await popup.button('viewDetails').click();
    await expect(page).toHaveURL(new RegExp(`/patient/${patient.id}/medical-record/${id}$`));
    await expect(popup.popup).toBeHidden();
  });

  test('a quick new patient opens the patient form and comes back to the popup with them', async ({
    page,
  }) => {
    const popup = AppointmentPopupPage.asDesk(page);
    const doctor = await server.userByEmail(ANDREI.email);
    const day = freeDay(4, 'monday');

    await popup.openCalendar({ week: day, doctor: doctor.id });
    await popup.openNew();
    await popup.choose('service', / · /);
    await popup.setDate(day);
    await popup.choose('time', '15:15');
    await popup.button('newPatient').click();
    await expect(page).toHaveURL(/\/patients\/new\?returnTo=%2Fappointments%3F/);

    const lastName = uniqueLastName('Programescu');
    const form = new PatientFormPage(page, 'ro');
    await form.fillIn({
      first_name: 'Ilie',
      last_name: lastName,
      gender: 'male',
      cnp: '1800101123450',
      series: 'CJ',
      number: '123456',
      issued_by: 'SPCLEP Cluj-Napoca',
      address: 'Str. Lungă 1, Cluj-Napoca',
      phone: '0722 123 456',
      email: 'ilie.test@example.com',
    });
    await form.save();

    // Back on the same week and doctor, the popup reopened with its draft and the new patient.
    await expect(page).toHaveURL(/\/appointments\?/);
    await expect(popup.popup).toBeVisible();
    await expect(popup.field('patient')).toHaveValue(`Ilie ${lastName}`);
    await expect(popup.field('doctor')).toHaveText(new RegExp(ANDREI.name));
    await expect(popup.field('time')).toHaveText(/^15:15/);
    await popup.submit();
    await expect(popup.toast).toContainText('Programarea a fost creată cu succes');
    const created = await server.patientByLastName(lastName);
    const row = await bookedRow(doctor.id, day, '15:15');
    expect(row.patient_id).toBe(created.id);
    expect(new URL(page.url()).searchParams.get('doctor')).toBe(doctor.id);
  });
});
