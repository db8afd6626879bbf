/**
 * The load test's clinics: small clinics of the large clinic's shape (an admin, a desk and three
 * doctors each, with patients, a calendar, services and prices), so 200 devices are spread as
 * they would be over real practices: ten tablets and phones per clinic, two per account.
 */
import type pg from 'pg';
import type { LargeClinicSize } from '#supabase/seed/large-clinic.ts';
import { seedLargeClinic } from '#supabase/seed/large-clinic-seed.ts';

export const DEVICES_PER_CLINIC = 10;

const CLINIC_SIZE: LargeClinicSize = {
  doctors: 3,
  patients: 200,
  appointments: 600,
  tasks: 50,
  services: 12,
  partners: 10,
};

export interface FleetClinic {
  clinicId: string;
  /** The clinic's sign-ins: admin, desk, three doctors. */
  accounts: string[];
}

export async function seedFleet(client: pg.ClientBase, clinics: number, now: Date): Promise<FleetClinic[]> {
  const fleet: FleetClinic[] = [];
  for (let i = 1; i <= clinics; i++) {
    const domain = `sarcina${i}.cabinet.load`;
    const load = await seedLargeClinic(client, now, CLINIC_SIZE, {
      seed: `load-clinic-${i}`,
      identity: { name: `Clinica Sarcina ${i}`, domain },
    });
    const doctors = Array.from(
      { length: CLINIC_SIZE.doctors },
      (_, d) => `doctor${String(d + 1).padStart(2, '0')}@${domain}`,
    );
    fleet.push({ clinicId: load.clinicId, accounts: [`admin@${domain}`, `staff@${domain}`, ...doctors] });
  }
  return fleet;
}
