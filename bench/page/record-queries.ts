/**
 * The medical record's questions for the patient with two hundred visits (issue 13), asked as
 * the screens ask them: the visit list (the patient's appointments, record items and documents with
 * the names they show, then the rows built) and one visit's detail (the appointment, its items, the
 * patient's documents and the names), each as the time to the first value of a fresh subscription.
 * The server baseline asks the same through supabase-js with embedded items and documents.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { combineLatest, map } from 'rxjs';
import { visitRows } from '#features/medical-record/visit-rows.ts';
import type { Rng } from '#supabase/seed/prng.ts';
import type { AccessOpened } from '#sync/api/access-log.ts';
import { appointmentById$, patientAppointments$ } from '#sync/api/appointment-queries.ts';
import { clinics$ } from '#sync/api/clinic-queries.ts';
import { medicalDocumentsOfPatient$ } from '#sync/api/medical-document-queries.ts';
import { medicalRecordsOfAppointment$, medicalRecordsOfPatient$ } from '#sync/api/medical-record-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import type { QuerySample } from './bench-api.ts';
import { timed, timeToFirstValue } from './timing.ts';

export interface RecordQueryResults {
  visits: number;
  /** The first open after the sync, when the patient's rows are read from IndexedDB for the first time. */
  visitListFirstOpenMs: number;
  visitList: QuerySample[];
  appointmentDetail: QuerySample[];
  /**
   * The same opens in the same run while the screen records its access event (the access history,
   * issue 39): the event is appended to the sync's meta store as the screen's effect does, not
   * awaited by the screen. Local milliseconds to the first value.
   */
  visitListLogged: number[];
  appointmentDetailLogged: number[];
}

/** The patient with the most record items on this device (the large clinic's frequent patient). */
async function frequentPatient(db: ClinicDatabase): Promise<string> {
  const items = await db.medical_records.find().exec();
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.patient_id, (counts.get(item.patient_id) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!top) throw new Error('no patient with record items on this device');
  return top[0];
}

function visitList$(db: ClinicDatabase, patientId: string) {
  return combineLatest({
    appointments: patientAppointments$(db, patientId),
    records: medicalRecordsOfPatient$(db, patientId),
    documents: medicalDocumentsOfPatient$(db, patientId),
    users: clinicUsers$(db),
    services: services$(db, { includeInactive: true }),
  }).pipe(
    map((data) =>
      visitRows({
        ...data,
        usersById: new Map(data.users.map((user) => [user.id, user])),
        servicesById: new Map(data.services.map((service) => [service.id, service])),
      }),
    ),
  );
}

function detail$(db: ClinicDatabase, patientId: string, appointmentId: string) {
  return combineLatest({
    appointment: appointmentById$(db, appointmentId),
    records: medicalRecordsOfAppointment$(db, appointmentId),
    documents: medicalDocumentsOfPatient$(db, patientId),
    users: clinicUsers$(db),
    services: services$(db, { includeInactive: true }),
    clinics: clinics$(db),
  }).pipe(map((data) => [data.appointment, ...data.records]));
}

export async function recordQueries(
  db: ClinicDatabase,
  supabase: SupabaseClient,
  rng: Rng,
  repetitions: number,
  recordAccess: (opened: AccessOpened) => Promise<void>,
): Promise<RecordQueryResults> {
  const patientId = await frequentPatient(db);
  // The first open reads the patient's rows from IndexedDB: a figure of its own, as for the patient
  // list, so the p95 below is of the opens a doctor makes all day.
  const firstOpen = await timeToFirstValue(visitList$(db, patientId));
  // Enough opens that the p95 the target is set on (16 ms, one frame) is not one garbage collection.
  const runs = Math.max(repetitions, 50);
  const visitList: QuerySample[] = [];
  const appointmentDetail: QuerySample[] = [];
  let visits: string[] = [];
  for (let i = 0; i < runs; i++) {
    const local = await timeToFirstValue(visitList$(db, patientId));
    visits = local.value.map((row) => row.id);
    const server = await timed(async () =>
      supabase
        .from('appointments')
        .select('*, medical_records(id, medical_documents(id))')
        .eq('patient_id', patientId)
        .eq('deleted', false)
        .neq('status', 'cancelled')
        .order('appointment_date', { ascending: false }),
    );
    if (server.value.error) throw new Error(`server query: ${server.value.error.message}`);
    visitList.push({
      localMs: local.ms,
      serverMs: server.ms,
      localRows: local.value.length,
      serverRows: server.value.data?.length ?? 0,
    });
  }
  for (let i = 0; i < runs; i++) {
    const appointmentId = rng.pick(visits);
    const local = await timeToFirstValue(detail$(db, patientId, appointmentId));
    const server = await timed(async () =>
      supabase
        .from('appointments')
        .select('*, medical_records(*, medical_documents(*))')
        .eq('id', appointmentId),
    );
    if (server.value.error) throw new Error(`server query: ${server.value.error.message}`);
    appointmentDetail.push({
      localMs: local.ms,
      serverMs: server.ms,
      localRows: local.value.length,
      serverRows: server.value.data?.length ?? 0,
    });
  }
  // The same opens, each with its access event recorded beside it as the screens do (the sync's
  // recordAccess, never awaited by the screen), sent to the server with the next exchange.
  const pending: Promise<unknown>[] = [];
  const logged = async (
    subject: 'medical_record' | 'visit',
    recordId: string,
    query: () => Promise<{ ms: number }>,
  ) => {
    pending.push(recordAccess({ action: 'open', subject, recordId, patientId }));
    return (await query()).ms;
  };
  const visitListLogged: number[] = [];
  const appointmentDetailLogged: number[] = [];
  for (let i = 0; i < runs; i++) {
    visitListLogged.push(
      await logged('medical_record', patientId, () => timeToFirstValue(visitList$(db, patientId))),
    );
  }
  for (let i = 0; i < runs; i++) {
    const appointmentId = rng.pick(visits);
    appointmentDetailLogged.push(
      await logged('visit', appointmentId, () => timeToFirstValue(detail$(db, patientId, appointmentId))),
    );
  }
  await Promise.all(pending);
  return {
    visits: visits.length,
    visitListFirstOpenMs: firstOpen.ms,
    visitList,
    appointmentDetail,
    visitListLogged,
    appointmentDetailLogged,
  };
}
