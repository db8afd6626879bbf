/**
 * A new device's first sync stores this fortnight's calendar before the history (issue 19,
 * point 3): the appointments of the window and their patients arrive with the first pages, while
 * the pull of every later page is held back. Then the history completes with nothing pushed back
 * and nothing stored twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSyncWindow } from '#sync/replication/first-sync-window.ts';
import { apiUrl, DEMO, serviceClient } from '../backend/harness.ts';
import { waitUntil } from '../support/wait-until.ts';
import {
  type FaultProxy,
  forCollection,
  SYNC_PULL,
  SYNC_PUSH,
  startFaultProxy,
} from './support/fault-proxy.ts';
import { liveServerDocs } from './support/server-state.ts';
import { WorkerClient } from './support/worker-client.ts';

let proxy: FaultProxy;
let desk: WorkerClient | undefined;

beforeAll(async () => {
  proxy = await startFaultProxy(apiUrl);
});

afterAll(async () => {
  await desk?.terminate();
  await proxy.close();
});

describe("a new device's first sync", () => {
  it("stores this fortnight's appointments and their patients before the history", async () => {
    // Only the first page of each of the two large collections gets through.
    for (const collection of ['appointments', 'patients']) {
      proxy.inject({ fault: { kind: 'stall' }, match: SYNC_PULL, body: forCollection(collection), skip: 1 });
    }
    const { data: clinic } = await serviceClient()
      .from('clinics')
      .select('id')
      .eq('name', 'Clinica Aurora')
      .single();
    const clinicId = (clinic as { id: string }).id;
    const { from, to } = firstSyncWindow(new Date());
    const { data, error } = await serviceClient()
      .from('appointments')
      .select('id, patient_id')
      .eq('clinic_id', clinicId)
      .eq('deleted', false)
      .gte('appointment_date', from)
      .lt('appointment_date', to);
    if (error) throw new Error(error.message);
    const booked = data as Array<{ id: string; patient_id: string }>;
    expect(booked.length).toBeGreaterThan(20);
    const allAppointments = await liveServerDocs('appointments', clinicId);

    desk = await WorkerClient.start(
      { email: DEMO.auroraStaff, name: 'window-first', apiUrl: proxy.url, pullBatchSize: 20 },
      { firstSync: 'started' },
    );
    const device = desk;
    const appointmentIds = booked.map((row) => row.id);
    const patientIds = [...new Set(booked.map((row) => row.patient_id))];
    await waitUntil(
      async () =>
        (await device.find('appointments', { id: { $in: appointmentIds } })).length ===
          appointmentIds.length &&
        (await device.find('patients', { id: { $in: patientIds } })).length === patientIds.length,
      { timeoutMs: 30_000, what: "the window's appointments and patients on the device" },
    );
    // Held back: one page of 20 beyond the window, far from the clinic's whole history.
    expect(await device.count('appointments')).toBeLessThan(allAppointments.size);
    await proxy.waitForFaults(2, { kind: 'stall', match: SYNC_PULL });

    proxy.clear();
    await device.syncNow();
    await device.awaitIdle(60_000);
    expect(await device.count('appointments')).toBeGreaterThanOrEqual(allAppointments.size);
    const stored = await device.find('appointments', { id: { $in: appointmentIds } });
    expect(new Set(stored.map((doc) => doc.id)).size).toBe(appointmentIds.length);
    // The window's rows are server states, not edits: none goes back.
    expect(proxy.log.filter((request) => SYNC_PUSH.test(request.path))).toEqual([]);
  });
});
