/**
 * Which documents to bring to this device before anyone asks (issue 13, schedule-driven
 * preload): the documents of the patients booked today and tomorrow with the doctors this device
 * shows, soonest appointment first, those already here skipped, until the preload budget is spent.
 * Pure.
 */

/** The preload's share of the device: what it may hold in documents it fetched unasked. */
export const PRELOAD_BUDGET_BYTES = 100 * 1024 * 1024;

export interface PreloadDocument {
  patient_id: string;
  storage_path: string | null;
  size_bytes: number | null;
}

export interface PreloadInput {
  /** Patients in the order they are booked (soonest first); a patient booked twice counts once. */
  patientsInOrder: readonly string[];
  documents: readonly PreloadDocument[];
  /** Storage paths of the documents bucket this device already holds. */
  held: ReadonlySet<string>;
  /** Bytes of documents this device already holds. */
  heldBytes: number;
  budgetBytes: number;
}

export function preloadPlan(input: PreloadInput): string[] {
  const byPatient = new Map<string, PreloadDocument[]>();
  for (const document of input.documents) {
    if (!document.storage_path || input.held.has(document.storage_path)) continue;
    const list = byPatient.get(document.patient_id) ?? [];
    list.push(document);
    byPatient.set(document.patient_id, list);
  }
  const plan: string[] = [];
  let bytes = input.heldBytes;
  for (const patientId of new Set(input.patientsInOrder)) {
    for (const document of byPatient.get(patientId) ?? []) {
      const size = document.size_bytes ?? 0;
      // The budget is a ceiling: the next document that does not fit ends the plan.
      if (bytes + size > input.budgetBytes) return plan;
      bytes += size;
      if (document.storage_path) plan.push(document.storage_path);
    }
  }
  return plan;
}
