/**
 * The words the conflicts list uses for the summary's ids: each collection as an entity,
 * each conflict kind and refusal, each column as the forms call it, and enumerated values.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HISTORY_CHOICE_LABELS, HISTORY_FIELD_LABELS } from '#lib/medical-history-labels.ts';
import type { ConflictKind } from '#sync/api/conflict-records.ts';
import type { CollectionName } from '#sync/api/documents.ts';
import { isCollectionName } from './collection-name.ts';
import type { RefusalCode } from './rejection-reason.ts';

export const ENTITY_LABELS: Record<CollectionName, MessageDescriptor> = {
  specializations: msg`Specializare`,
  clinics: msg`Clinică`,
  users: msg`Utilizator`,
  services: msg`Serviciu`,
  doctor_services: msg`Serviciu al medicului`,
  patients: msg`Pacient`,
  appointments: msg`Programare`,
  medical_records: msg`Înregistrare medicală`,
  medical_documents: msg`Document medical`,
  tasks: msg`Sarcină`,
  partners: msg`Partener`,
};

/** A collection this version does not know (a newer server): still named, never shown as a key. */
const UNKNOWN_ENTITY_LABEL = msg`Înregistrare`;

export const KIND_LABELS: Record<ConflictKind, MessageDescriptor> = {
  server_won: msg`Modificată între timp`,
  overlap: msg`Interval ocupat`,
  rejected: msg`Refuzată de o regulă`,
};

export const REFUSAL_MESSAGES: Record<RefusalCode, MessageDescriptor> = {
  server_won: msg`Înregistrarea fusese modificată între timp pe alt dispozitiv, iar serverul a păstrat versiunea lui.`,
  slot_taken: msg`Intervalul orar a fost ocupat între timp pe alt dispozitiv.`,
  duplicate: msg`Există deja o înregistrare cu aceleași date.`,
  other_clinic: msg`Face trimitere la o înregistrare din altă clinică.`,
  missing_parent: msg`Face trimitere la o înregistrare care nu mai există.`,
  parent_refused: msg`Face trimitere la o înregistrare nouă pe care serverul a refuzat-o: se rezolvă împreună cu ea.`,
  not_permitted: msg`Nu ai dreptul să faci această modificare.`,
  refused: msg`Serverul a refuzat modificarea.`,
};

const DELETED_FIELD_LABEL = msg`Ștearsă`;

/** Column labels; one table for all collections, since a column name means the same everywhere. */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  patient_id: msg`Pacient`,
  doctor_id: msg`Medic`,
  service_id: msg`Serviciu`,
  created_by: msg`Creat de`,
  appointment_date: msg`Data și ora`,
  duration_minutes: msg`Durata (minute)`,
  status: msg`Stare`,
  patient_present: msg`Pacient prezent`,
  additional_services: msg`Servicii suplimentare`,
  notes: msg`Observații`,
  series_id: msg`Serie`,
  name: msg`Nume`,
  company_name: msg`Denumire firmă`,
  tax_code: msg`Cod fiscal`,
  address: msg`Adresă`,
  city: msg`Oraș`,
  country: msg`Țară`,
  phone: msg`Telefon`,
  email: msg`Email`,
  website: msg`Site web`,
  medical_director: msg`Director medical`,
  license_date: msg`Data autorizației`,
  schedule: msg`Program`,
  price: msg`Preț`,
  medical_record_id: msg`Înregistrare medicală`,
  appointment_id: msg`Programare`,
  storage_path: msg`Fișier`,
  mime_type: msg`Tip fișier`,
  size_bytes: msg`Mărime`,
  category: msg`Categorie`,
  sub_category: msg`Subcategorie`,
  input_field_value: msg`Valoare`,
  description: msg`Descriere`,
  recorded_at: msg`Data înregistrării`,
  avatar: msg`Imagine`,
  type: msg`Tip`,
  contact_person: msg`Persoană de contact`,
  partnership_date: msg`Data parteneriatului`,
  contract_expiry_date: msg`Data expirării contractului`,
  rating: msg`Rating`,
  created_date: msg`Data creării`,
  first_name: msg`Prenume`,
  last_name: msg`Nume de familie`,
  gender: msg`Sex`,
  birthday: msg`Data nașterii`,
  birth_date: msg`Data nașterii`,
  cnp: msg`CNP`,
  series: msg`Serie act`,
  number: msg`Număr act`,
  issue_date: msg`Data eliberării`,
  expiry_date: msg`Data expirării`,
  issued_by: msg`Eliberat de`,
  email_notifications: msg`Notificări pe email`,
  sms_notifications: msg`Notificări prin SMS`,
  newsletter: msg`Newsletter`,
  email_offers: msg`Oferte pe email`,
  sms_offers: msg`Oferte prin SMS`,
  ...HISTORY_FIELD_LABELS,
  specialization_id: msg`Specializare`,
  specialization: msg`Specializare`,
  sku_code: msg`Cod SKU`,
  currency: msg`Monedă`,
  tva: msg`TVA`,
  is_active: msg`Activ`,
  name_ro: msg`Nume (română)`,
  name_en: msg`Nume (engleză)`,
  title: msg`Titlu`,
  priority: msg`Prioritate`,
  assigned_to: msg`Responsabil`,
  due_date: msg`Termen`,
  role: msg`Rol`,
  personal_email: msg`Email personal`,
  clinic_email: msg`Email clinică`,
  professional_grade: msg`Grad profesional`,
  collaboration_type: msg`Tip colaborare`,
  id_series: msg`Serie act`,
  id_number: msg`Număr act`,
  id_address: msg`Adresă din act`,
  id_issue_date: msg`Data eliberării actului`,
  id_expiry_date: msg`Data expirării actului`,
  id_issued_by: msg`Act eliberat de`,
};

/** A column's label: the forms' word for it, or for a column this version does not know, its name. */
export function fieldLabel(field: string): MessageDescriptor {
  if (field === '_deleted') return DELETED_FIELD_LABEL;
  return FIELD_LABELS[field] ?? { id: field, message: field.replaceAll('_', ' ') };
}

export function entityLabel(collection: string): MessageDescriptor {
  return isCollectionName(collection) ? ENTITY_LABELS[collection] : UNKNOWN_ENTITY_LABEL;
}

export const YES_LABEL = msg`Da`;
export const NO_LABEL = msg`Nu`;
export const FILE_LABEL = msg`fișier`;
export const LINKED_RECORD_LABEL = msg`altă înregistrare`;
export const COMPOSITE_VALUE_LABEL = msg`valoare compusă`;

/** Enumerated values by `collection.field.value`, then by `field.value` for every collection. */
const VALUE_LABELS: Record<string, MessageDescriptor> = {
  'appointments.status.scheduled': msg`Programată`,
  'appointments.status.cancelled': msg`Anulată`,
  'appointments.status.conflict': msg`În conflict`,
  'tasks.status.todo': msg`De făcut`,
  'tasks.status.in_progress': msg`În lucru`,
  'tasks.status.done': msg`Finalizată`,
  'patients.status.deceased': msg`Decedat`,
  'partners.status.pending': msg`În așteptare`,
  'partners.status.expired': msg`Expirat`,
  'status.active': msg`Activ`,
  'status.inactive': msg`Inactiv`,
  'role.doctor': msg`Medic`,
  'role.staff': msg`Recepție`,
  'role.admin': msg`Administrator`,
  'role.super_admin': msg`Super administrator`,
  'collaboration_type.internal': msg`Intern`,
  'collaboration_type.external': msg`Extern`,
  'priority.low': msg`Scăzută`,
  'priority.medium': msg`Medie`,
  'priority.high': msg`Ridicată`,
  'gender.male': msg`Masculin`,
  'gender.female': msg`Feminin`,
  ...Object.fromEntries(
    Object.entries(HISTORY_CHOICE_LABELS).flatMap(([field, values]) =>
      Object.entries(values).map(([value, label]) => [`${field}.${value}`, label]),
    ),
  ),
};

/** An enumerated value in words, or undefined when this version has no words for it. */
export function optionLabel(collection: string, field: string, value: string): MessageDescriptor | undefined {
  return VALUE_LABELS[`${collection}.${field}.${value}`] ?? VALUE_LABELS[`${field}.${value}`];
}
