/**
 * One simulated device of the load test (issue 18, load): a tablet's traffic through the real sync
 * protocol, without a browser. It pulls every collection from its checkpoint (sync_pull, the
 * app's page size), then in a loop waits a desk's think time, makes one change and pushes it
 * (sync_push with base and per-field edit times, as the app sends), and pulls again, as the app
 * does after a push. Changes: an edit of a patient's address (other devices of the clinic edit
 * the same patients), a new patient, and a booking in a short window of the clinic's doctors'
 * days (the clinic's other devices book the same window, so bookings collide). What the server
 * accepted goes to the ledger, checked against the server afterwards. Requests go through the
 * sync layer's own call and wire format (callSyncRpc, server-protocol.ts), checked as the app
 * checks them.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import { createRng, type Rng } from '#supabase/seed/prng.ts';
import { SYNCED_COLLECTIONS } from '#sync/collections/collection-registry.ts';
import { callSyncRpc } from '#sync/replication/call-sync-rpc.ts';
import {
  type Cursor,
  PullPageSchema,
  type PushChange,
  PushResponseSchema,
  type PushResult,
  type ServerRow,
} from '#sync/replication/server-protocol.ts';
import type { AcceptedBooking, AcceptedCreate, AcceptedEdit } from './load-ledger.ts';

/** The app's pull page (replicate-collection.ts batchSize). */
const PULL_PAGE = 500;
/** A request without an answer after this long counts as an error (the app's is shorter). */
const REQUEST_TIMEOUT_MS = 60_000;
/** Booking window: 16 quarter-hour starts, 30-minute visits, so the clinic's devices collide. */
const BOOKING_STARTS = 16;
const BOOKING_MINUTES = 30;

export interface DeviceSpec {
  device: number;
  apiUrl: string;
  anonKey: string;
  accessToken: string;
  clinicId: string;
  /** The first instant of the booking window (UTC ISO), the same for every device of the clinic. */
  bookingWindow: string;
  thinkMs: { min: number; max: number };
}

export interface DeviceReport {
  device: number;
  firstSyncMs: number;
  rowsAtFirstSync: number;
  /** Every incremental sync_pull request, ms. */
  pulls: number[];
  /** Every sync_push request, ms. */
  pushes: number[];
  edits: AcceptedEdit[];
  creates: AcceptedCreate[];
  bookings: AcceptedBooking[];
  /** Bookings the server refused because the doctor was taken (conflict or rejected by the overlap rule). */
  refusedBookings: number;
  errors: string[];
}

const ACCEPTED = new Set(['applied', 'merged', 'unchanged']);

export class SimulatedDevice {
  private readonly client: SupabaseClient;
  private readonly rng: Rng;
  private readonly rows = new Map<string, Map<string, ServerRow>>();
  private readonly cursors = new Map<string, Cursor | null>();
  private made = 0;
  readonly report: DeviceReport;
  private readonly spec: DeviceSpec;

  constructor(spec: DeviceSpec) {
    this.spec = spec;
    this.client = createClient(spec.apiUrl, spec.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      accessToken: async () => spec.accessToken,
    });
    this.rng = createRng(`load-device-${spec.device}`);
    this.report = {
      device: spec.device,
      firstSyncMs: 0,
      rowsAtFirstSync: 0,
      pulls: [],
      pushes: [],
      edits: [],
      creates: [],
      bookings: [],
      refusedBookings: 0,
      errors: [],
    };
  }

  /** First sync, then changes until `deadline` (epoch ms), then a last pull. */
  async run(deadline: number): Promise<DeviceReport> {
    try {
      const started = performance.now();
      await this.pullAll(null);
      this.report.firstSyncMs = performance.now() - started;
      this.report.rowsAtFirstSync = [...this.rows.values()].reduce((sum, map) => sum + map.size, 0);
      while (Date.now() < deadline) {
        await sleep(this.rng.int(this.spec.thinkMs.min, this.spec.thinkMs.max));
        if (Date.now() >= deadline) break;
        const roll = this.rng.next();
        if (roll < 0.5) await this.editAddress();
        else if (roll < 0.7) await this.createPatient();
        else await this.book();
        await this.pullAll(this.report.pulls);
      }
    } catch (error) {
      this.report.errors.push(
        `device ${this.spec.device}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return this.report;
  }

  private live(collection: string): ServerRow[] {
    return [...(this.rows.get(collection)?.values() ?? [])].filter((row) => row.deleted !== true);
  }

  private keep(collection: string, row: ServerRow): void {
    const map = this.rows.get(collection) ?? new Map<string, ServerRow>();
    map.set(row.id, row);
    this.rows.set(collection, map);
  }

  /** One request as the app makes it (callSyncRpc), timed. */
  private async rpc(fn: 'sync_pull' | 'sync_push', args: Record<string, unknown>, timings: number[] | null) {
    const started = performance.now();
    try {
      return await callSyncRpc(this.client, fn, args, { timeoutMs: REQUEST_TIMEOUT_MS });
    } finally {
      timings?.push(performance.now() - started);
    }
  }

  private async pullAll(timings: number[] | null): Promise<void> {
    for (const collection of SYNCED_COLLECTIONS) {
      for (;;) {
        const page = v.parse(
          PullPageSchema,
          await this.rpc(
            'sync_pull',
            { p_collection: collection, p_cursor: this.cursors.get(collection) ?? null, p_limit: PULL_PAGE },
            timings,
          ),
        );
        for (const row of page.rows) this.keep(collection, row);
        this.cursors.set(collection, page.cursor);
        if (!page.has_more) break;
      }
    }
  }

  private async push(collection: string, change: PushChange): Promise<PushResult> {
    const answer = v.parse(
      PushResponseSchema,
      await this.rpc('sync_push', { p_collection: collection, p_changes: [change] }, this.report.pushes),
    );
    const [result] = answer.results;
    if (!result) throw new Error(`sync_push ${collection}: no result`);
    if (result.row) this.keep(collection, result.row);
    return result;
  }

  private unexpected(what: string, result: PushResult): void {
    this.report.errors.push(
      `device ${this.spec.device} ${what}: ${result.status} ${result.error?.code ?? ''} ${result.error?.message ?? ''}`,
    );
  }

  private async editAddress(): Promise<void> {
    const patients = this.live('patients');
    if (patients.length === 0) return;
    // The first patients of the clinic: every device of the clinic edits the same few.
    const base = this.rng.pick(patients.slice(0, 20));
    const value = `Str. Sarcinii ${this.spec.device}-${++this.made}`;
    const changedAt = new Date().toISOString();
    const result = await this.push('patients', {
      id: base.id,
      new: { ...base, address: value },
      base,
      changed_at: changedAt,
      field_changed_at: { address: changedAt },
    });
    if (ACCEPTED.has(result.status)) this.report.edits.push({ patientId: base.id, value, changedAt });
    else this.unexpected('editing a patient', result);
  }

  private async createPatient(): Promise<void> {
    const id = randomUUID();
    const lastName = `Sarcina${this.spec.device}n${++this.made}`;
    const result = await this.push('patients', {
      id,
      new: {
        id,
        clinic_id: this.spec.clinicId,
        first_name: 'Test',
        last_name: lastName,
        phone: `07${String(this.rng.int(0, 99_999_999)).padStart(8, '0')}`,
      },
      base: null,
      changed_at: new Date().toISOString(),
    });
    if (ACCEPTED.has(result.status)) this.report.creates.push({ patientId: id, lastName });
    else this.unexpected('creating a patient', result);
  }

  private async book(): Promise<void> {
    const offers = this.live('doctor_services');
    const patients = this.live('patients');
    if (offers.length === 0 || patients.length === 0) return;
    const offer = this.rng.pick(offers);
    const start = Date.parse(this.spec.bookingWindow) + this.rng.int(0, BOOKING_STARTS - 1) * 15 * 60_000;
    const id = randomUUID();
    const appointmentDate = new Date(start).toISOString();
    const doctorId = String(offer.doctor_id);
    const result = await this.push('appointments', {
      id,
      new: {
        id,
        clinic_id: this.spec.clinicId,
        patient_id: this.rng.pick(patients).id,
        doctor_id: doctorId,
        service_id: offer.service_id,
        appointment_date: appointmentDate,
        duration_minutes: BOOKING_MINUTES,
        status: 'scheduled',
      },
      base: null,
      changed_at: new Date().toISOString(),
    });
    if (result.status === 'applied') {
      this.report.bookings.push({ appointmentId: id, doctorId, appointmentDate });
    } else if (
      result.status === 'conflict' ||
      (result.status === 'rejected' && result.error?.constraint === 'appointments_no_double_booking')
    ) {
      this.report.refusedBookings += 1;
    } else {
      this.unexpected('booking', result);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
