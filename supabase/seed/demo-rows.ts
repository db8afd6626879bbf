/**
 * The rows the demo seed inserts, one interface per table, keyed by the real column names
 * (supabase/migrations). Columns the triggers own (updated_at, sync_*, field_updated_at)
 * and generated ones (patients.name, clinics.clinic_id) are never set.
 */
import type { WeekSchedule } from './demo-catalog.ts';

export interface AuthUserRow {
  id: string;
  email: string;
  raw_user_meta_data: { name: string };
}

export interface AuthIdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  provider: 'email';
  identity_data: { sub: string; email: string; email_verified: boolean };
}

export interface ClinicRow {
  id: string;
  name: string;
  company_name: string;
  tax_code: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  medical_director: string;
  license_date: string;
  status: 'active' | 'inactive';
  schedule: WeekSchedule;
}

export interface UserRow {
  id: string;
  auth_user_id: string;
  clinic_id: string | null;
  role: 'doctor' | 'staff' | 'admin' | 'super_admin';
  name: string;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female';
  phone: string;
  personal_email: string;
  clinic_email: string;
  email: string;
  avatar: null;
  specialization: string | null;
  professional_grade: string | null;
  collaboration_type: 'internal' | 'external';
  birth_date: string;
  id_series: string;
  id_number: string;
  cnp: string;
  id_address: string;
  id_issue_date: string;
  id_expiry_date: string;
  id_issued_by: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  status: 'active' | 'inactive';
}

export interface ServiceRow {
  id: string;
  clinic_id: string;
  specialization_id: string;
  name: string;
  description: string;
  sku_code: string;
  currency: 'RON';
  tva: '19%' | 'exempt';
  is_active: boolean;
}

export interface DoctorServiceRow {
  id: string;
  clinic_id: string;
  doctor_id: string;
  service_id: string;
  duration_minutes: number;
  price: number;
}

export interface HistoryEntry {
  id: string;
  name: string;
  start_year: number;
  end_year: number | 'Prezent' | null;
  is_active: boolean;
}

export interface PatientRow {
  id: string;
  clinic_id: string;
  first_name: string;
  last_name: string;
  avatar: null;
  gender: 'male' | 'female';
  birthday: string;
  status: 'active' | 'inactive' | 'deceased';
  cnp: string;
  series: string | null;
  number: string | null;
  address: string;
  issue_date: string | null;
  expiry_date: string | null;
  issued_by: string | null;
  phone: string;
  email: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  newsletter: boolean;
  email_offers: boolean;
  sms_offers: boolean;
  created_date: string;
  height: number | null;
  weight: number | null;
  imc: number | null;
  sleep_quality: 'good' | 'average' | 'poor' | null;
  physical_activity: 'sedentary' | 'moderate' | 'intense' | null;
  diet: 'normal' | 'special' | null;
  stress_level: 'normal' | 'elevated' | 'high' | null;
  alcohol_consumption: 'none' | 'moderate' | 'excessive' | null;
  smoker_status: 'never' | 'former' | 'current' | null;
  smoker_since: number | null;
  chronic_conditions: HistoryEntry[];
  allergies: HistoryEntry[];
  infectious_diseases: HistoryEntry[];
  major_traumas: HistoryEntry[];
  surgical_interventions: HistoryEntry[];
  important_vaccinations: HistoryEntry[];
}

export interface AppointmentRow {
  id: string;
  clinic_id: string;
  patient_id: string;
  doctor_id: string;
  service_id: string;
  created_by: string;
  /** ISO instant (UTC). */
  appointment_date: string;
  duration_minutes: number;
  status: 'scheduled' | 'cancelled';
  patient_present: boolean | null;
  additional_services: string[];
}

export interface MedicalRecordRow {
  id: string;
  clinic_id: string;
  appointment_id: string;
  patient_id: string;
  category: 'investigation' | 'recommendation' | 'diagnosis' | 'treatment' | 'medication' | 'notes';
  sub_category: string | null;
  input_field_value: string | null;
  description: string;
  recorded_at: string;
  created_by: string;
}

export interface TaskRow {
  id: string;
  clinic_id: string;
  title: string;
  description: string;
  status: 'todo' | 'in_progress' | 'done';
  priority: 'low' | 'medium' | 'high';
  assigned_to: string[];
  due_date: string | null;
  created_by: string;
  /** Spread over the past weeks, so the board's newest-first order and the sort by creation show. */
  created_at?: string;
}

export interface PartnerRow {
  id: string;
  clinic_id: string;
  name: string;
  avatar: null;
  type: 'hospital' | 'clinic' | 'laboratory' | 'pharmacy' | 'insurance' | 'other';
  contact_person: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  country: 'România';
  partnership_date: string;
  contract_expiry_date: string;
  status: 'active' | 'inactive' | 'pending' | 'expired';
  rating: number;
  notes: string;
  created_date: string;
}

/** Everything the seed inserts, in an order that satisfies the foreign keys. */
export interface DemoData {
  authUsers: AuthUserRow[];
  authIdentities: AuthIdentityRow[];
  clinics: ClinicRow[];
  users: UserRow[];
  services: ServiceRow[];
  doctorServices: DoctorServiceRow[];
  patients: PatientRow[];
  appointments: AppointmentRow[];
  medicalRecords: MedicalRecordRow[];
  tasks: TaskRow[];
  partners: PartnerRow[];
}
