/**
 * The service dialog's values (spec part 2 §5, §9): name, description, SKU, specialization,
 * currency, VAT, and one line per doctor with minutes (15–480 in quarter hours, 30 by default) and
 * price (0 or more, at most two decimals, comma or point). Pure: the check, and what a save
 * writes: the service's changed columns, the doctors' new or changed terms, the doctors removed.
 */
import type { DoctorServiceDoc, ServiceDoc } from '#sync/api/documents.ts';
import {
  DEFAULT_DOCTOR_SERVICE_DURATION,
  type DoctorServiceFormValues,
  doctorServiceFormRules,
} from '#sync/validation/doctor-service-rules.ts';
import { MESSAGE_KEYS, type MessageKey } from '#sync/validation/message-keys.ts';
import { type ServiceFormValues, serviceFormRules } from '#sync/validation/service-rules.ts';
import { assertValid, validationIssues } from '#sync/validation/validate.ts';

export interface DoctorLine {
  /** Stable while the dialog is open (React key, error place). */
  key: string;
  doctor_id: string;
  /** Minutes as the select holds them. */
  duration: string;
  /** As typed: '150', '150,50', '' (0). */
  price: string;
}

export interface ServiceFormInput {
  name: string;
  description: string;
  sku_code: string;
  specialization_id: string;
  currency: string;
  tva: string;
  doctors: DoctorLine[];
}

export type ServiceField = 'name' | 'description' | 'sku_code' | 'specialization_id' | 'currency' | 'tva';
export type DoctorLineErrors = Partial<Record<'doctor_id' | 'duration' | 'price', MessageKey>>;

export interface ServiceFormErrors {
  fields: Partial<Record<ServiceField, MessageKey>>;
  /** By line key. */
  doctors: Record<string, DoctorLineErrors>;
}

export interface ServiceSave {
  service: ServiceFormValues;
  doctors: DoctorServiceFormValues[];
}

export type ServiceFormCheck = { ok: true; values: ServiceSave } | { ok: false; errors: ServiceFormErrors };

export function emptyServiceForm(specializationId = ''): ServiceFormInput {
  return {
    name: '',
    description: '',
    sku_code: '',
    specialization_id: specializationId,
    currency: 'RON',
    tva: '19%',
    doctors: [],
  };
}

/** A price as the input shows it: '150', '150,5' in ro, '150.5' in en. */
export function priceText(price: number, decimalSeparator: string): string {
  return String(price).replace('.', decimalSeparator);
}

export function serviceFormInput(
  service: ServiceDoc,
  terms: readonly DoctorServiceDoc[],
  decimalSeparator = ',',
): ServiceFormInput {
  return {
    name: service.name,
    description: service.description ?? '',
    sku_code: service.sku_code ?? '',
    specialization_id: service.specialization_id,
    currency: service.currency,
    tva: service.tva,
    doctors: terms.map((term) => ({
      key: term.id,
      doctor_id: term.doctor_id,
      duration: String(term.duration_minutes),
      price: priceText(term.price, decimalSeparator),
    })),
  };
}

export function newDoctorLine(key: string, doctorId: string): DoctorLine {
  return { key, doctor_id: doctorId, duration: String(DEFAULT_DOCTOR_SERVICE_DURATION), price: '' };
}

const PRICE_TEXT = /^\d+(?:[.,]\d+)?$/;

/** The typed price as a number: '' is 0 (the spec's default); anything unreadable is NaN, refused by the rule. */
export function parsePrice(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return 0;
  return PRICE_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const SERVICE_FIELDS: ReadonlySet<string> = new Set(Object.keys(serviceFormRules.entries));
const MESSAGE_KEY_SET: ReadonlySet<string> = new Set(Object.values(MESSAGE_KEYS));
const asKey = (key: string): MessageKey =>
  MESSAGE_KEY_SET.has(key) ? (key as MessageKey) : MESSAGE_KEYS.invalid;

export function checkServiceForm(input: ServiceFormInput): ServiceFormCheck {
  const service = {
    name: input.name.trim(),
    description: input.description.trim(),
    sku_code: input.sku_code.trim(),
    specialization_id: input.specialization_id,
    currency: input.currency,
    tva: input.tva,
  };
  const errors: ServiceFormErrors = { fields: {}, doctors: {} };
  for (const issue of validationIssues(serviceFormRules, service)) {
    if (SERVICE_FIELDS.has(issue.field)) errors.fields[issue.field as ServiceField] = asKey(issue.key);
  }
  const doctors: DoctorServiceFormValues[] = [];
  for (const line of input.doctors) {
    const candidate = {
      doctor_id: line.doctor_id,
      duration_minutes: line.duration,
      price: parsePrice(line.price),
    };
    const issues = validationIssues(doctorServiceFormRules, candidate);
    if (issues.length > 0) {
      const lineErrors: DoctorLineErrors = {};
      for (const issue of issues) {
        const place = issue.field === 'duration_minutes' ? 'duration' : issue.field;
        if (place === 'doctor_id' || place === 'duration' || place === 'price')
          lineErrors[place] = asKey(issue.key);
      }
      errors.doctors[line.key] = lineErrors;
    } else {
      doctors.push(assertValid(doctorServiceFormRules, candidate));
    }
  }
  if (Object.keys(errors.fields).length > 0 || Object.keys(errors.doctors).length > 0)
    return { ok: false, errors };
  return { ok: true, values: { service: assertValid(serviceFormRules, service), doctors } };
}

/** Where the dialog shows a message: a service field, or one doctor line's doctor, minutes or price. */
export type DoctorLinePlace = keyof DoctorLineErrors;
export type ServicePlace = ServiceField | `doctors.${string}.${DoctorLinePlace}`;

export const doctorLinePlace = (lineKey: string, place: DoctorLinePlace): ServicePlace =>
  `doctors.${lineKey}.${place}`;

/** The check with its messages by place, as the form hook reads them. */
export function checkServicePlaces(
  input: ServiceFormInput,
): { ok: true; values: ServiceSave } | { ok: false; errors: Partial<Record<ServicePlace, MessageKey>> } {
  const check = checkServiceForm(input);
  if (check.ok) return check;
  const errors: Partial<Record<ServicePlace, MessageKey>> = { ...check.errors.fields };
  for (const [lineKey, lineErrors] of Object.entries(check.errors.doctors)) {
    for (const place of Object.keys(lineErrors) as DoctorLinePlace[]) {
      errors[doctorLinePlace(lineKey, place)] = lineErrors[place];
    }
  }
  return { ok: false, errors };
}

/** The service's columns that differ from the stored service. */
export function changedServiceFields(
  stored: ServiceDoc,
  next: ServiceFormValues,
): Partial<ServiceFormValues> {
  const changed: Partial<ServiceFormValues> = {};
  for (const field of Object.keys(next) as (keyof ServiceFormValues)[]) {
    if (next[field] !== stored[field]) Object.assign(changed, { [field]: next[field] });
  }
  return changed;
}

export interface DoctorChanges {
  /** New doctors, and doctors whose minutes or price changed. */
  save: DoctorServiceFormValues[];
  /** The stored terms of the doctors taken off the service. */
  remove: string[];
}

/** Each doctor's terms are their own row, so one doctor's price never overwrites another's. */
export function doctorChanges(
  stored: readonly DoctorServiceDoc[],
  next: readonly DoctorServiceFormValues[],
): DoctorChanges {
  const storedByDoctor = new Map(stored.map((term) => [term.doctor_id, term]));
  const kept = new Set(next.map((line) => line.doctor_id));
  return {
    save: next.filter((line) => {
      const before = storedByDoctor.get(line.doctor_id);
      return !before || before.duration_minutes !== line.duration_minutes || before.price !== line.price;
    }),
    remove: stored.filter((term) => !kept.has(term.doctor_id)).map((term) => term.id),
  };
}
