/**
 * What a new patient holds before anyone fills it in (the SQL column defaults of table patients):
 * active, notifications by email and SMS on, offers off, an empty medical history. One definition,
 * used by the device's create command and by the demo and benchmark seeds.
 */
import type { PatientDoc } from '../collections/patients-collection.ts';

/** Every column but the ones a create names itself (identity, names, bookkeeping). */
export type NewPatientDefaults = Omit<
  PatientDoc,
  'id' | 'clinic_id' | 'first_name' | 'last_name' | 'name' | 'created_at' | 'updated_at' | 'field_updated_at'
>;

export function newPatientDefaults(createdDate: string): NewPatientDefaults {
  return {
    avatar: null,
    gender: null,
    birthday: null,
    status: 'active',
    cnp: null,
    series: null,
    number: null,
    address: null,
    issue_date: null,
    expiry_date: null,
    issued_by: null,
    phone: null,
    email: null,
    email_notifications: true,
    sms_notifications: true,
    newsletter: false,
    email_offers: false,
    sms_offers: false,
    created_date: createdDate,
    height: null,
    weight: null,
    imc: null,
    sleep_quality: null,
    physical_activity: null,
    diet: null,
    stress_level: null,
    alcohol_consumption: null,
    smoker_status: null,
    smoker_since: null,
    chronic_conditions: [],
    allergies: [],
    infectious_diseases: [],
    major_traumas: [],
    surgical_interventions: [],
    important_vaccinations: [],
  };
}
