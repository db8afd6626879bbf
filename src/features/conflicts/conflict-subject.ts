/**
 * What names a conflict's row after its entity, per kind of row: an appointment by its patient and
 * time, a patient by his name, a task by its title, a doctor's service by the doctor and the
 * service; never an id.
 */
import { formatNumericDateTime, MISSING_DATE } from '#lib/date-locale.ts';
import { type DisplayValue, displayValue, EMPTY } from './display-value.ts';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** What the row is, after its entity (never an id). */
export function conflictSubject(collection: string, row: Readonly<Record<string, unknown>>): DisplayValue[] {
  const parts: DisplayValue[] = [];
  const add = (value: DisplayValue) => {
    if (value.type !== 'empty') parts.push(value);
  };
  switch (collection) {
    case 'appointments':
      add(displayValue(collection, 'patient_id', row.patient_id));
      add({ type: 'text', text: formatNumericDateTime(text(row.appointment_date)) });
      break;
    case 'patients': {
      const name = [text(row.first_name), text(row.last_name)].filter(Boolean).join(' ');
      add(name ? { type: 'text', text: name } : EMPTY);
      break;
    }
    case 'medical_records':
      add(displayValue(collection, 'patient_id', row.patient_id));
      if (text(row.recorded_at)) add({ type: 'text', text: formatNumericDateTime(text(row.recorded_at)) });
      break;
    case 'doctor_services':
      add(displayValue(collection, 'doctor_id', row.doctor_id));
      add(displayValue(collection, 'service_id', row.service_id));
      break;
    case 'tasks':
      add(displayValue(collection, 'title', text(row.title)));
      break;
    case 'specializations':
      add(displayValue(collection, 'name_ro', text(row.name_ro)));
      break;
    default:
      add(displayValue(collection, 'name', text(row.name)));
  }
  // An appointment with no time keeps the '-' out of the title.
  return parts.filter((part) => part.type !== 'text' || part.text !== MISSING_DATE);
}
