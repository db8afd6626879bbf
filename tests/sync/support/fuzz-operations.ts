/**
 * The operations the convergence fuzz performs on one device, chosen from what that device
 * currently sees: create, edit and delete patients and tasks; book appointments for random
 * doctors on a 15-minute grid inside a small window (so bookings collide); cancel bookings;
 * rebook bookings the server marked as conflicts; walk-ins (a new patient booked at once, often
 * with a record item of the visit and a document of it, all in one tick); record items of
 * appointments and documents of record items, edits and deletes of those. Every written value
 * is unique, so the value the server ends with names the edit that won.
 *
 * Children of rows made in the same tick (offline when the device is) are the point of the walk-in
 * and of the bias towards the device's own appointments and items: the sync must send the parent
 * first (sync/replication/causal-order.ts).
 */
import { randomUUID } from 'node:crypto';
import type { MedicalRecordCategory } from '#sync/validation/medical-record-rules.ts';
import type { FuzzCollection } from './fuzz-ledger.ts';
import type { Random } from './fuzz-random.ts';

export interface LocalView {
  /** The signed-in user's profile: rows it created (created_by) are the device's own. */
  author: string;
  /** Live patients on the device that may be booked without sending email (notifications off). */
  bookablePatients: string[];
  /** Live patients and tasks of this run with their current values on the device (new ones too). */
  patients: Map<string, Readonly<Record<string, unknown>>>;
  tasks: Map<string, Readonly<Record<string, unknown>>>;
  scheduled: string[];
  conflicts: string[];
  /**
   * Live appointments of the run (the booking day), any status: the patient each names, and
   * whether the device booked it.
   */
  appointments: Map<string, { patientId: string; own: boolean }>;
  /** Live record items and documents of this run with their current values on the device. */
  records: Map<string, Readonly<Record<string, unknown>>>;
  documents: Map<string, Readonly<Record<string, unknown>>>;
}

/**
 * Another value than the device shows: an "edit" to the value a field already holds changes
 * nothing, is never sent, and must not count as an accepted edit.
 */
function changed<T>(random: Random, values: readonly T[], current: unknown): T {
  return random.pick(values.filter((value) => value !== current));
}

/**
 * One write. A create carries the id it will have, chosen when planned, so the children planned
 * after it in the same tick can name it. `origin` is the weight that chose it (a walk-in's four
 * writes all say 'walkIn'), for the run's statistics.
 */
export type FuzzOperation =
  | {
      kind: 'create';
      collection: FuzzCollection;
      id: string;
      fields: Record<string, unknown>;
      origin: OperationKind;
    }
  | {
      kind: 'update';
      collection: FuzzCollection;
      id: string;
      fields: Record<string, unknown>;
      origin: OperationKind;
    }
  | { kind: 'delete'; collection: FuzzCollection; id: string; origin: OperationKind };

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
  /**
   * Per client: the record categories its user may write, items and their documents alike
   * (private.may_write_record: doctors and admins any, the desk administrative and documents).
   */
  recordCategories: readonly (readonly MedicalRecordCategory[])[];
}

/**
 * The first nine are the fuzz's original mix (100 in all); the record kinds and walk-ins add a
 * quarter of the steps on top (a walk-in is 2–4 writes).
 */
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
  walkIn: 5,
  writeRecord: 8,
  writeDocument: 6,
  editRecord: 3,
  deleteRecord: 1,
  deleteDocument: 1,
} as const;

export type OperationKind = keyof typeof WEIGHTS;

/** Chance that a walk-in's visit gets a record item, and that such an item gets a document. */
const WALK_IN_RECORD = 0.6;
const WALK_IN_DOCUMENT = 0.5;
/** Chance that a record item or document goes to one of the device's own parents, when it has any. */
const OWN_PARENT = 0.5;
const ADMINISTRATIVE_TYPES = ['appointment', 'billing', 'insurance', 'documentation'] as const;

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

function newPatient(step: number, client: number, origin: OperationKind): FuzzOperation {
  const t = tag(step, client);
  return {
    kind: 'create',
    collection: 'patients',
    id: randomUUID(),
    origin,
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

function booking(patientId: string, world: FuzzWorld, random: Random, origin: OperationKind): FuzzOperation {
  return {
    kind: 'create',
    collection: 'appointments',
    id: randomUUID(),
    origin,
    fields: {
      patient_id: patientId,
      doctor_id: random.pick(world.doctorIds),
      ...slot(world, random),
      status: 'scheduled',
    },
  };
}

/** A record item of the visit, valid by the app's rules (medical-record-rules.ts) for its category. */
function recordItem(
  step: number,
  client: number,
  appointmentId: string,
  patientId: string,
  world: FuzzWorld,
  random: Random,
  origin: OperationKind,
): FuzzOperation {
  const category = random.pick(world.recordCategories[client] ?? ['administrative']);
  const subCategory =
    category === 'administrative'
      ? random.pick(ADMINISTRATIVE_TYPES)
      : category === 'investigation'
        ? 'Analize de laborator'
        : null;
  return {
    kind: 'create',
    collection: 'medical_records',
    id: randomUUID(),
    origin,
    fields: {
      appointment_id: appointmentId,
      patient_id: patientId,
      category,
      sub_category: subCategory,
      description: `Record ${tag(step, client)} of the fuzz`,
    },
  };
}

function document(
  step: number,
  client: number,
  recordId: string,
  patientId: string,
  origin: OperationKind,
): FuzzOperation {
  return {
    kind: 'create',
    collection: 'medical_documents',
    id: randomUUID(),
    origin,
    fields: {
      medical_record_id: recordId,
      patient_id: patientId,
      name: `doc-${tag(step, client)}.pdf`,
      size_bytes: step * 8 + client,
    },
  };
}

/** Whether the client's user may write this record item, and so its documents. */
function mayWrite(world: FuzzWorld, client: number, record: Readonly<Record<string, unknown>>): boolean {
  return (world.recordCategories[client] ?? []).some((category) => category === record.category);
}

/** One of `own` with chance OWN_PARENT when there are any, else one of `all`. */
function pickParent(random: Random, own: readonly string[], all: readonly string[]): string {
  return own.length > 0 && random.chance(OWN_PARENT) ? random.pick(own) : random.pick(all);
}

/** The record items of the view the client may write: all of them, and its own. */
function writableRecords(
  view: LocalView,
  world: FuzzWorld,
  client: number,
): { all: string[]; own: string[] } {
  const all = [...view.records].filter(([, record]) => mayWrite(world, client, record));
  return {
    all: all.map(([id]) => id),
    own: all.filter(([, record]) => record.created_by === view.author).map(([id]) => id),
  };
}

/** The live rows of the view the operation's collection is about (appointments have their lists). */
function docsOf(
  view: LocalView,
  collection: FuzzCollection,
): Map<string, Readonly<Record<string, unknown>>> | null {
  switch (collection) {
    case 'patients':
      return view.patients;
    case 'tasks':
      return view.tasks;
    case 'medical_records':
      return view.records;
    case 'medical_documents':
      return view.documents;
    case 'appointments':
      return null;
  }
}

/**
 * Applies a planned operation to the view, so the next one planned in the same tick sees it: a
 * new patient is bookable at once, a new booking can get a record item, a new item a document.
 */
export function applyToView(view: LocalView, operation: FuzzOperation): void {
  if (operation.collection === 'appointments') {
    if (operation.kind === 'create') {
      view.appointments.set(operation.id, { patientId: String(operation.fields.patient_id), own: true });
      view.scheduled.push(operation.id);
    } else {
      view.scheduled = view.scheduled.filter((id) => id !== operation.id);
      view.conflicts = view.conflicts.filter((id) => id !== operation.id);
    }
    return;
  }
  const docs = docsOf(view, operation.collection);
  if (!docs) return;
  if (operation.kind === 'delete') {
    docs.delete(operation.id);
    view.bookablePatients = view.bookablePatients.filter((id) => id !== operation.id);
  } else if (operation.kind === 'update') {
    docs.set(operation.id, { ...docs.get(operation.id), ...operation.fields });
  } else {
    const author = operation.collection === 'medical_records' ? { created_by: view.author } : {};
    docs.set(operation.id, { ...operation.fields, ...author, id: operation.id });
    if (operation.collection === 'patients' && operation.fields.email_notifications === false) {
      view.bookablePatients.push(operation.id);
    }
  }
}

/**
 * The next writes for `client`, the first at `step` and each after it at the next step: one
 * operation, or a walk-in's two to four. A create when the device has nothing of the kind chosen.
 */
export function nextOperations(
  step: number,
  client: number,
  view: LocalView,
  world: FuzzWorld,
  random: Random,
): FuzzOperation[] {
  const t = tag(step, client);
  const origin = random.weighted(WEIGHTS);

  switch (origin) {
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
        return [{ kind: 'update', collection: 'patients', id, fields, origin }];
      }
      break;
    case 'deletePatient':
      if (view.patients.size > 0) {
        return [
          { kind: 'delete', collection: 'patients', id: random.pick([...view.patients.keys()]), origin },
        ];
      }
      break;
    case 'createTask':
      return [
        {
          kind: 'create',
          collection: 'tasks',
          id: randomUUID(),
          origin,
          fields: {
            title: `Task ${t}`,
            description: `Description ${t}`,
            status: random.pick(TASK_STATUSES),
            priority: random.pick(TASK_PRIORITIES),
          },
        },
      ];
    case 'editTask':
      if (view.tasks.size > 0) {
        const id = random.pick([...view.tasks.keys()]);
        const fields = taskEdit(step, client, random, view.tasks.get(id) ?? {});
        return [{ kind: 'update', collection: 'tasks', id, fields, origin }];
      }
      break;
    case 'deleteTask':
      if (view.tasks.size > 0) {
        return [{ kind: 'delete', collection: 'tasks', id: random.pick([...view.tasks.keys()]), origin }];
      }
      break;
    case 'book':
      if (view.bookablePatients.length > 0) {
        return [booking(random.pick(view.bookablePatients), world, random, origin)];
      }
      break;
    case 'cancel':
      if (view.scheduled.length > 0) {
        return [
          {
            kind: 'update',
            collection: 'appointments',
            id: random.pick(view.scheduled),
            fields: { status: 'cancelled' },
            origin,
          },
        ];
      }
      break;
    case 'rebook':
      if (view.conflicts.length > 0) {
        return [
          {
            kind: 'update',
            collection: 'appointments',
            id: random.pick(view.conflicts),
            fields: { ...slot(world, random), status: 'scheduled' },
            origin,
          },
        ];
      }
      break;
    case 'walkIn': {
      // The patient at the desk, booked at once; often the visit's first item and its document.
      const patient = newPatient(step, client, origin);
      const visit = booking(patient.id, world, random, origin);
      const writes = [patient, visit];
      if (random.chance(WALK_IN_RECORD)) {
        const item = recordItem(step + 2, client, visit.id, patient.id, world, random, origin);
        writes.push(item);
        if (random.chance(WALK_IN_DOCUMENT))
          writes.push(document(step + 3, client, item.id, patient.id, origin));
      }
      return writes;
    }
    case 'writeRecord':
      if (view.appointments.size > 0) {
        const all = [...view.appointments.keys()];
        const own = all.filter((id) => view.appointments.get(id)?.own);
        const id = pickParent(random, own, all);
        const patientId = view.appointments.get(id)?.patientId ?? '';
        return [recordItem(step, client, id, patientId, world, random, origin)];
      }
      break;
    case 'writeDocument': {
      const records = writableRecords(view, world, client);
      if (records.all.length > 0) {
        const id = pickParent(random, records.own, records.all);
        return [document(step, client, id, String(view.records.get(id)?.patient_id), origin)];
      }
      break;
    }
    case 'editRecord': {
      const records = writableRecords(view, world, client);
      if (records.all.length > 0) {
        const id = random.pick(records.all);
        return [
          {
            kind: 'update',
            collection: 'medical_records',
            id,
            fields: { description: `Note ${t} (edited)` },
            origin,
          },
        ];
      }
      break;
    }
    case 'deleteRecord': {
      const records = writableRecords(view, world, client);
      if (records.all.length > 0) {
        return [{ kind: 'delete', collection: 'medical_records', id: random.pick(records.all), origin }];
      }
      break;
    }
    case 'deleteDocument': {
      // A document is the caller's to delete when its item is (the item must be in sight to tell).
      const documents = [...view.documents]
        .filter(([, doc]) => {
          const record = view.records.get(String(doc.medical_record_id));
          return record !== undefined && mayWrite(world, client, record);
        })
        .map(([id]) => id);
      if (documents.length > 0) {
        return [{ kind: 'delete', collection: 'medical_documents', id: random.pick(documents), origin }];
      }
      break;
    }
    case 'createPatient':
      break;
  }
  // createPatient, or the fallback when the device has nothing of the chosen kind yet.
  return [newPatient(step, client, 'createPatient')];
}
