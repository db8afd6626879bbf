/**
 * The convergence fuzz's main loop: devices (WorkerClients) act in parallel ticks, each doing a
 * few operations chosen from what it currently sees, while random devices drop off the network
 * and come back. Every operation a device accepted goes into the ledger.
 */
import type { CollectionName } from '#sync/collections/collection-registry.ts';
import { type AcceptedWrite, createLedger, type Ledger } from './fuzz-ledger.ts';
import {
  applyToView,
  type FuzzOperation,
  type FuzzWorld,
  type LocalView,
  nextOperation,
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
}

/** Fields that mark the rows of one fuzz run, so devices act only on those. */
export interface FuzzMarkers {
  /** patients.issued_by of every patient this run creates (never edited). */
  patientMarker: string;
  /** tasks.due_date of every task this run creates (never edited). */
  taskMarker: string;
}

export interface FuzzStats {
  accepted: number;
  /** Operations a device refused because the document was gone there meanwhile. */
  refused: number;
  ticks: number;
  disconnects: number;
  offlineOperations: number;
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

async function viewOf(device: WorkerClient, world: FuzzWorld, markers: FuzzMarkers): Promise<LocalView> {
  const day = world.bookingDay.toISOString().slice(0, 10);
  const next = new Date(world.bookingDay.getTime() + 86_400_000).toISOString().slice(0, 10);
  const [patients, tasks, appointments] = await Promise.all([
    device.find('patients', { issued_by: markers.patientMarker }),
    device.find('tasks', { due_date: markers.taskMarker }),
    // ISO strings of that day, whichever way the offset is written.
    device.find('appointments', { appointment_date: { $gte: day, $lt: next } }),
  ]);
  return {
    patients: byId(patients),
    bookablePatients: ids(patients.filter((patient) => patient.email_notifications === false)),
    tasks: byId(tasks),
    scheduled: ids(appointments.filter((appointment) => appointment.status === 'scheduled')),
    conflicts: ids(appointments.filter((appointment) => appointment.status === 'conflict')),
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
  const stats: FuzzStats = { accepted: 0, refused: 0, ticks: 0, disconnects: 0, offlineOperations: 0 };
  const offlineFor = devices.map(() => 0);
  let step = 0;
  const reportEvery = Math.max(1, Math.floor(settings.operations / 10));
  let nextReport = reportEvery;

  while (step < settings.operations) {
    stats.ticks += 1;
    settings.onTick?.(stats.ticks);
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
    const views = await Promise.all(devices.map((device) => viewOf(device, world, markers)));
    // The operations of the tick are chosen up front (the seed decides them, not the timing).
    const plans = devices.map((_, client) => {
      const view = views[client];
      if (!view) throw new Error(`no view of client ${client}`);
      const count = random.int(1, settings.maxOperationsPerTick);
      const plan: Array<{ step: number; operation: FuzzOperation }> = [];
      for (let i = 0; i < count && step < settings.operations; i += 1) {
        step += 1;
        const operation = nextOperation(step, client, view, world, random);
        applyToView(view, operation);
        plan.push({ step, operation });
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
          const write: AcceptedWrite = {
            step: at,
            client,
            collection: operation.collection,
            docId: done.docId,
            fields: done.fields,
            kind: operation.kind,
            sentAt,
            acceptedAt: Date.now(),
          };
          ledger.record(write);
          stats.accepted += 1;
          if ((offlineFor[client] ?? 0) > 0) stats.offlineOperations += 1;
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
