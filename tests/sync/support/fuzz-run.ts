/**
 * The convergence fuzz's main loop: devices (WorkerClients) act in parallel ticks, each doing a
 * few operations chosen from what it currently sees, while random devices drop off the network
 * and come back. Every operation a device accepted goes into the ledger.
 */
import type { AccessOpened } from '#sync/access-log/access-event.ts';
import type { CollectionName } from '#sync/collections/collection-registry.ts';
import { type AcceptedWrite, createLedger, type Ledger } from './fuzz-ledger.ts';
import {
  applyToView,
  type FuzzOperation,
  type FuzzWorld,
  type LocalView,
  nextOperations,
  type OperationKind,
} from './fuzz-operations.ts';
import type { Random } from './fuzz-random.ts';
import type { Doc, WorkerClient } from './worker-client.ts';

export interface FuzzSettings {
  operations: number;
  /** Most operations one device does in one tick. */
  maxOperationsPerTick: number;
  /** Chance per tick that an online device goes offline. */
  disconnectChance: number;
  /** Longest offline spell, in ticks. */
  maxOfflineTicks: number;
  /** Called at the start of every tick (e.g. to arm faults on a proxy). */
  onTick?: (tick: number) => void;
  /** Awaited at the start of every tick, every device idle (e.g. an update of one device's build). */
  betweenTicks?: (step: number, offline: readonly boolean[]) => Promise<void>;
}

/** Fields that mark the rows of one fuzz run, so devices act only on those. */
export interface FuzzMarkers {
  /** patients.issued_by of every patient this run creates (never edited). */
  patientMarker: string;
  /** tasks.due_date of every task this run creates (never edited). */
  taskMarker: string;
  /** medical_records.input_field_value of every record item this run creates (never edited). */
  recordMarker: string;
  /** medical_documents.mime_type of every document this run creates (never edited). */
  documentMarker: string;
}

export interface FuzzStats {
  accepted: number;
  /** Operations a device refused because the document was gone there meanwhile. */
  refused: number;
  ticks: number;
  disconnects: number;
  offlineOperations: number;
  /** Accepted writes by the weight that chose them (a walk-in's writes all count as walkIn). */
  byOrigin: Partial<Record<OperationKind, number>>;
  /** Walk-ins accepted whole (the patient and the booking at least). */
  walkIns: number;
  /** What each device's user opened (the access history): every patient written, every booking made. */
  opens: FuzzOpen[];
  /** Openings of a kind the server does not know (a newer build's), which it refuses. */
  unknownOpens: Array<{ client: number; recordId: string }>;
}

/**
 * Every this-many steps, an opening is followed by one of a kind the server refuses: it must
 * hold back none of the device's later events (send-access-events.ts). Chosen by the step, so
 * the seed decides it, not the timing.
 */
const UNKNOWN_OPEN_EVERY = 13;
/** A subject a newer build might record before its server knows it. */
export const UNKNOWN_OPEN_SUBJECT = 'lab_result';

/** An opening the device recorded right after its own write, so parent and event leave together. */
export interface FuzzOpen {
  client: number;
  /** The run opens records and visits; the sign-out's opening is a patient's form, a key of its own. */
  subject: 'medical_record' | 'visit' | 'patient_form';
  recordId: string;
  patientId: string;
  offline: boolean;
}

export class FuzzStepError extends Error {
  readonly step: number;
  readonly client: number;
  readonly operation: FuzzOperation;

  constructor(step: number, client: number, operation: FuzzOperation, cause: unknown) {
    super(
      `step ${step} (client ${client}, ${operation.kind} ${operation.collection}): ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    );
    this.step = step;
    this.client = client;
    this.operation = operation;
  }
}

function ids(docs: readonly Doc[]): string[] {
  return docs.map((doc) => doc.id);
}

function byId(docs: readonly Doc[]): Map<string, Doc> {
  return new Map(docs.map((doc) => [doc.id, doc]));
}

async function viewOf(
  device: WorkerClient,
  author: string,
  world: FuzzWorld,
  markers: FuzzMarkers,
): Promise<LocalView> {
  const day = world.bookingDay.toISOString().slice(0, 10);
  const next = new Date(world.bookingDay.getTime() + 86_400_000).toISOString().slice(0, 10);
  const [patients, tasks, appointments, records, documents] = await Promise.all([
    device.find('patients', { issued_by: markers.patientMarker }),
    device.find('tasks', { due_date: markers.taskMarker }),
    // ISO strings of that day, whichever way the offset is written.
    device.find('appointments', { appointment_date: { $gte: day, $lt: next } }),
    device.find('medical_records', { input_field_value: markers.recordMarker }),
    device.find('medical_documents', { mime_type: markers.documentMarker }),
  ]);
  return {
    author,
    patients: byId(patients),
    bookablePatients: ids(patients.filter((patient) => patient.email_notifications === false)),
    tasks: byId(tasks),
    scheduled: ids(appointments.filter((appointment) => appointment.status === 'scheduled')),
    conflicts: ids(appointments.filter((appointment) => appointment.status === 'conflict')),
    appointments: new Map(
      appointments.map((appointment) => [
        appointment.id,
        { patientId: String(appointment.patient_id), own: appointment.created_by === author },
      ]),
    ),
    records: byId(records),
    documents: byId(documents),
  };
}

/** The fields a create sends beyond the operation's own: markers and valid references. */
function creationExtras(
  collection: CollectionName,
  world: FuzzWorld,
  markers: FuzzMarkers,
  author: string,
): Record<string, unknown> {
  switch (collection) {
    case 'patients':
      return { issued_by: markers.patientMarker, avatar: null };
    case 'tasks':
      // The author as the app writes it (the signed-in profile), which the server stamps too.
      return { due_date: markers.taskMarker, assigned_to: world.doctorIds.slice(0, 1), created_by: author };
    case 'appointments':
      return {
        service_id: null,
        created_by: author,
        notes: null,
        additional_services: [],
        patient_present: null,
      };
    case 'medical_records':
      // The author as the server stamps it; the marker in the item's free text (never edited).
      return { input_field_value: markers.recordMarker, created_by: author };
    case 'medical_documents':
      // No file: the row alone (the file outbox has nothing to upload for it).
      return { mime_type: markers.documentMarker, storage_path: null };
    default:
      return {};
  }
}

async function perform(
  device: WorkerClient,
  operation: FuzzOperation,
  world: FuzzWorld,
  markers: FuzzMarkers,
): Promise<{ docId: string; fields: Record<string, unknown> } | null> {
  try {
    switch (operation.kind) {
      case 'create': {
        const author = (await device.identity()).profileId;
        const doc = await device.create(operation.collection, {
          ...creationExtras(operation.collection, world, markers, author),
          ...operation.fields,
          id: operation.id,
        });
        return { docId: doc.id, fields: operation.fields };
      }
      case 'update':
        await device.update(operation.collection, operation.id, operation.fields);
        return { docId: operation.id, fields: operation.fields };
      case 'delete':
        await device.remove(operation.collection, operation.id);
        return { docId: operation.id, fields: { deleted: true } };
    }
  } catch (error) {
    // A pull removed the document between the look and the write: the device refused, nothing to track.
    if (error instanceof Error && / not found$/.test(error.message)) return null;
    throw error;
  }
}

export async function runFuzz(
  devices: readonly WorkerClient[],
  world: FuzzWorld,
  markers: FuzzMarkers,
  random: Random,
  settings: FuzzSettings,
  log: (line: string) => void = () => {},
): Promise<{ ledger: Ledger; stats: FuzzStats }> {
  const ledger = createLedger();
  const stats: FuzzStats = {
    accepted: 0,
    refused: 0,
    ticks: 0,
    disconnects: 0,
    offlineOperations: 0,
    byOrigin: {},
    walkIns: 0,
    opens: [],
    unknownOpens: [],
  };
  const offlineFor = devices.map(() => 0);
  const authors = await Promise.all(devices.map(async (device) => (await device.identity()).profileId));
  let step = 0;
  const reportEvery = Math.max(1, Math.floor(settings.operations / 10));
  let nextReport = reportEvery;

  while (step < settings.operations) {
    stats.ticks += 1;
    settings.onTick?.(stats.ticks);
    await settings.betweenTicks?.(
      step,
      offlineFor.map((ticks) => ticks > 0),
    );
    // Network changes first, so this tick's operations run in the new state.
    await Promise.all(
      devices.map(async (device, client) => {
        if (offlineFor[client] === 0 && random.chance(settings.disconnectChance)) {
          offlineFor[client] = random.int(1, settings.maxOfflineTicks);
          stats.disconnects += 1;
          await device.goOffline();
        } else if ((offlineFor[client] ?? 0) > 0) {
          offlineFor[client] = (offlineFor[client] ?? 0) - 1;
          if (offlineFor[client] === 0) await device.goOnline();
        }
      }),
    );
    const views = await Promise.all(
      devices.map((device, client) => viewOf(device, authors[client] ?? '', world, markers)),
    );
    // The operations of the tick are chosen up front (the seed decides them, not the timing).
    const plans = devices.map((_, client) => {
      const view = views[client];
      if (!view) throw new Error(`no view of client ${client}`);
      const count = random.int(1, settings.maxOperationsPerTick);
      const plan: Array<{ step: number; operation: FuzzOperation }> = [];
      while (plan.length < count && step < settings.operations) {
        // A walk-in is several writes; the run's last one may be cut short (its first writes stand alone).
        const operations = nextOperations(step + 1, client, view, world, random).slice(
          0,
          settings.operations - step,
        );
        for (const operation of operations) {
          step += 1;
          applyToView(view, operation);
          plan.push({ step, operation });
        }
      }
      return plan;
    });
    await Promise.all(
      devices.map(async (device, client) => {
        for (const { step: at, operation } of plans[client] ?? []) {
          const sentAt = Date.now();
          let done: Awaited<ReturnType<typeof perform>>;
          try {
            done = await perform(device, operation, world, markers);
          } catch (error) {
            throw new FuzzStepError(at, client, operation, error);
          }
          if (!done) {
            stats.refused += 1;
            continue;
          }
          const offline = (offlineFor[client] ?? 0) > 0;
          const write: AcceptedWrite = {
            step: at,
            client,
            collection: operation.collection,
            docId: done.docId,
            fields: done.fields,
            kind: operation.kind,
            sentAt,
            acceptedAt: Date.now(),
            tick: stats.ticks,
            offline,
          };
          ledger.record(write);
          stats.accepted += 1;
          stats.byOrigin[operation.origin] = (stats.byOrigin[operation.origin] ?? 0) + 1;
          if (operation.origin === 'walkIn' && operation.collection === 'appointments') stats.walkIns += 1;
          if (offline) stats.offlineOperations += 1;
          const opened = openAfter(operation, done.docId);
          if (opened) {
            await device.recordAccess({ action: 'open', ...opened });
            stats.opens.push({ client, ...opened, offline });
            if (at % UNKNOWN_OPEN_EVERY === 0) {
              const unknown = { action: 'open', ...opened, subject: UNKNOWN_OPEN_SUBJECT };
              await device.recordAccess(unknown as unknown as AccessOpened);
              stats.unknownOpens.push({ client, recordId: opened.recordId });
            }
          }
        }
      }),
    );
    if (step >= nextReport) {
      log(`fuzz: ${step}/${settings.operations} operations, tick ${stats.ticks}`);
      nextReport += reportEvery;
    }
  }
  return { ledger, stats };
}

/**
 * What the user opens after a write, as a desk or a doctor would: the record of a patient they
 * wrote, the visit they booked. Made offline, the event must still reach the server after them.
 */
function openAfter(
  operation: FuzzOperation,
  docId: string,
): Pick<FuzzOpen, 'subject' | 'recordId' | 'patientId'> | null {
  if (operation.collection === 'patients' && operation.kind !== 'delete') {
    return { subject: 'medical_record', recordId: docId, patientId: docId };
  }
  const patientId = operation.kind === 'create' ? operation.fields.patient_id : undefined;
  if (operation.collection === 'appointments' && typeof patientId === 'string') {
    return { subject: 'visit', recordId: docId, patientId };
  }
  return null;
}
