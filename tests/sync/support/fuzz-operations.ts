/**
 * The operations the convergence fuzz performs on one device, chosen from what that device
 * currently sees: create, edit and delete patients and tasks; book appointments for random
 * doctors on a 15-minute grid inside a small window (so bookings collide); cancel bookings;
 * rebook bookings the server marked as conflicts. Every written value is unique, so the value
 * the server ends with names the edit that won.
 */
import type { FuzzCollection } from './fuzz-ledger.ts';
import type { Random } from './fuzz-random.ts';

export interface LocalView {
  /** Live patients on the device that may be booked without sending email (notifications off). */
  bookablePatients: string[];
  /** Live patients and tasks of this run with their current values on the device. */
  patients: Map<string, Readonly<Record<string, unknown>>>;
  tasks: Map<string, Readonly<Record<string, unknown>>>;
  scheduled: string[];
  conflicts: string[];
}

/**
 * Another value than the device shows: an "edit" to the value a field already holds changes
 * nothing, is never sent, and must not count as an accepted edit.
 */
function changed<T>(random: Random, values: readonly T[], current: unknown): T {
  return random.pick(values.filter((value) => value !== current));
}

export type FuzzOperation =
  | { kind: 'create'; collection: FuzzCollection; fields: Record<string, unknown> }
  | { kind: 'update'; collection: FuzzCollection; id: string; fields: Record<string, unknown> }
  | { kind: 'delete'; collection: FuzzCollection; id: string };

export interface FuzzWorld {
  clinicId: string;
  doctorIds: readonly string[];
  /** Midnight UTC of the day the bookings go to. */
  bookingDay: Date;
  /** Slots per doctor in the window (15 minutes each). */
  windowSlots: number;
  /**
   * Per client: whether its user may write the medical history (height is part of it: the desk
   * may not, 20261125000300_clinical_roles.sql).
   */
  writesHistory: readonly boolean[];
}

const WEIGHTS = {
  createPatient: 12,
  editPatient: 28,
  deletePatient: 3,
  createTask: 10,
  editTask: 22,
  deleteTask: 3,
  book: 14,
  cancel: 3,
  rebook: 5,
} as const;

const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
const PATIENT_STATUSES = ['active', 'inactive'] as const;

/** A unique tag for the values of one operation. */
function tag(step: number, client: number): string {
  return `s${step}c${client}`;
}

function slot(world: FuzzWorld, random: Random): { appointment_date: string; duration_minutes: number } {
  const duration = random.pick([15, 30, 45, 60]);
  const start = random.int(0, world.windowSlots - duration / 15);
  // 08:00 UTC plus the slot.
  const at = new Date(world.bookingDay.getTime() + (8 * 60 + start * 15) * 60_000);
  return { appointment_date: at.toISOString(), duration_minutes: duration };
}

function patientEdit(
  step: number,
  client: number,
  random: Random,
  current: Readonly<Record<string, unknown>>,
  writesHistory: boolean,
): Record<string, unknown> {
  const t = tag(step, client);
  const field = random.weighted({
    first_name: 3,
    last_name: 3,
    phone: 2,
    email: 2,
    height: writesHistory ? 2 : 0,
    status: 1,
  });
  switch (field) {
    case 'first_name':
      return { first_name: `F-${t}` };
    case 'last_name':
      return { last_name: `L-${t}` };
    case 'phone':
      // Unique per step and client: 07 + 8 digits.
      return { phone: `07${String(step * 4 + client).padStart(8, '0')}` };
    case 'email':
      return { email: `${t}@fuzz.test` };
    case 'height':
      // 30.00..299.99, unique enough per step (numeric column).
      return { height: 30 + ((step * 7 + client) % 27_000) / 100 };
    case 'status':
      return { status: changed(random, PATIENT_STATUSES, current.status) };
  }
}

function taskEdit(
  step: number,
  client: number,
  random: Random,
  current: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const t = tag(step, client);
  const field = random.weighted({ title: 3, description: 3, status: 2, priority: 1 });
  switch (field) {
    case 'title':
      return { title: `Task ${t}` };
    case 'description':
      return { description: `Description ${t}` };
    case 'status':
      return { status: changed(random, TASK_STATUSES, current.status) };
    case 'priority':
      return { priority: changed(random, TASK_PRIORITIES, current.priority) };
  }
}

/**
 * Applies a planned operation to the view, so the next one planned in the same tick sees it.
 */
export function applyToView(view: LocalView, operation: FuzzOperation): void {
  if (operation.collection === 'appointments') {
    if (operation.kind !== 'create') {
      view.scheduled = view.scheduled.filter((id) => id !== operation.id);
      view.conflicts = view.conflicts.filter((id) => id !== operation.id);
    }
    return;
  }
  const docs = operation.collection === 'patients' ? view.patients : view.tasks;
  if (operation.kind === 'delete') {
    docs.delete(operation.id);
    view.bookablePatients = view.bookablePatients.filter((id) => id !== operation.id);
  } else if (operation.kind === 'update') {
    docs.set(operation.id, { ...docs.get(operation.id), ...operation.fields });
  }
}

/** One operation for `client` at `step` (a create when the device has nothing of the kind chosen). */
export function nextOperation(
  step: number,
  client: number,
  view: LocalView,
  world: FuzzWorld,
  random: Random,
): FuzzOperation {
  const t = tag(step, client);
  const choice = random.weighted(WEIGHTS);
  switch (choice) {
    case 'editPatient':
      if (view.patients.size > 0) {
        const id = random.pick([...view.patients.keys()]);
        const fields = patientEdit(
          step,
          client,
          random,
          view.patients.get(id) ?? {},
          world.writesHistory[client] ?? false,
        );
        return { kind: 'update', collection: 'patients', id, fields };
      }
      break;
    case 'deletePatient':
      if (view.patients.size > 0) {
        return { kind: 'delete', collection: 'patients', id: random.pick([...view.patients.keys()]) };
      }
      break;
    case 'createTask':
      return {
        kind: 'create',
        collection: 'tasks',
        fields: {
          title: `Task ${t}`,
          description: `Description ${t}`,
          status: random.pick(TASK_STATUSES),
          priority: random.pick(TASK_PRIORITIES),
        },
      };
    case 'editTask':
      if (view.tasks.size > 0) {
        const id = random.pick([...view.tasks.keys()]);
        const fields = taskEdit(step, client, random, view.tasks.get(id) ?? {});
        return { kind: 'update', collection: 'tasks', id, fields };
      }
      break;
    case 'deleteTask':
      if (view.tasks.size > 0) {
        return { kind: 'delete', collection: 'tasks', id: random.pick([...view.tasks.keys()]) };
      }
      break;
    case 'book':
      if (view.bookablePatients.length > 0) {
        return {
          kind: 'create',
          collection: 'appointments',
          fields: {
            patient_id: random.pick(view.bookablePatients),
            doctor_id: random.pick(world.doctorIds),
            ...slot(world, random),
            status: 'scheduled',
          },
        };
      }
      break;
    case 'cancel':
      if (view.scheduled.length > 0) {
        return {
          kind: 'update',
          collection: 'appointments',
          id: random.pick(view.scheduled),
          fields: { status: 'cancelled' },
        };
      }
      break;
    case 'rebook':
      if (view.conflicts.length > 0) {
        return {
          kind: 'update',
          collection: 'appointments',
          id: random.pick(view.conflicts),
          fields: { ...slot(world, random), status: 'scheduled' },
        };
      }
      break;
    case 'createPatient':
      break;
  }
  // createPatient, or the fallback when the device has nothing of the chosen kind yet.
  return {
    kind: 'create',
    collection: 'patients',
    fields: {
      first_name: `F-${t}`,
      last_name: `L-${t}`,
      phone: `07${String(step * 4 + client).padStart(8, '0')}`,
      email: null,
      email_notifications: false,
      sms_notifications: false,
      status: 'active',
    },
  };
}
