/**
 * The popup's fields (spec part 1 §2): specialization, doctor, service, duration, the searchable
 * patient with its quick "Pacient nou", the date with the clinic's hours that day, and the time
 * from the doctor's free slots.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { ComboboxField } from '#components/ui/combobox-field.tsx';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { DurationSelect } from '#components/ui/duration-select.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { withSpecializationIcons } from '#components/ui/specialization-icon.tsx';
import type { AppointmentField } from '../rules/required-fields.ts';
import type { AppointmentFormInput, FormEdit } from './appointment-form-state.ts';
import { FIELD_LABELS } from './appointment-messages.ts';
import { OpeningHours } from './opening-hours.tsx';
import { SlotPicker } from './slot-picker.tsx';
import type { AppointmentChoices } from './use-appointment-choices.ts';

export function AppointmentFields({
  view,
  choices,
  onChange,
  errorOf,
  readOnly,
  cancelled,
  busy,
  onAddPatient,
}: {
  /** The form's values as shown (formView). */
  view: AppointmentFormInput;
  choices: AppointmentChoices;
  onChange: (edit: FormEdit) => void;
  errorOf: (field: AppointmentField) => string | undefined;
  /** Cancelled or being written: nothing can be changed. */
  readOnly: boolean;
  /** A cancelled appointment offers no new patient. */
  cancelled: boolean;
  busy: boolean;
  onAddPatient: () => void;
}) {
  const { t, i18n } = useLingui();
  const label = (field: AppointmentField) => i18n._(FIELD_LABELS[field]);
  const { specializations, doctors, services, patients, slots, hours } = choices;
  const specializationOptions = useMemo(() => withSpecializationIcons(specializations), [specializations]);

  return (
    <div className={fieldGrid}>
      <SelectField
        label={label('specialization')}
        required
        value={view.specialization_id}
        onChange={(value) => onChange({ field: 'specialization_id', value })}
        options={specializationOptions}
        error={errorOf('specialization')}
        disabled={readOnly}
      />
      <SelectField
        label={label('doctor')}
        required
        value={view.doctor_id}
        onChange={(value) => onChange({ field: 'doctor_id', value })}
        options={doctors}
        error={errorOf('doctor')}
        disabled={readOnly}
      />
      <SelectField
        label={label('service')}
        required
        value={view.service_id}
        onChange={(value) => onChange({ field: 'service_id', value })}
        options={services}
        error={errorOf('service')}
        disabled={readOnly}
      />
      <DurationSelect
        label={label('duration')}
        required
        value={view.duration}
        onChange={(value) => onChange({ field: 'duration', value })}
        error={errorOf('duration')}
        disabled={readOnly}
      />
      <div
        className={css({
          gridColumn: { md: 'span 2' },
          display: 'flex',
          alignItems: 'flex-end',
          gap: '2',
        })}
      >
        <div className={css({ flex: '1', minWidth: '0' })}>
          <ComboboxField
            label={label('patient')}
            required
            value={view.patient_id}
            onChange={(value) => onChange({ field: 'patient_id', value })}
            options={patients}
            placeholder={t`Caută după nume, CNP sau telefon`}
            error={errorOf('patient')}
            disabled={readOnly}
          />
        </div>
        {cancelled ? null : (
          <button
            type="button"
            className={secondaryButton}
            onClick={onAddPatient}
            disabled={busy}
            // Kept level with the box when a message shows under it.
            style={errorOf('patient') ? { marginBlockEnd: '1.75rem' } : undefined}
          >
            <Trans>Pacient nou</Trans>
          </button>
        )}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <DatePickerField
          label={label('date')}
          required
          value={view.date}
          onChange={(value) => onChange({ field: 'date', value })}
          error={errorOf('date')}
          disabled={readOnly}
        />
        <OpeningHours hours={hours} />
      </div>
      <SlotPicker
        label={label('time')}
        value={view.time}
        onChange={(value) => onChange({ field: 'time', value })}
        slots={slots}
        disabled={readOnly}
        error={errorOf('time')}
      />
    </div>
  );
}

const fieldGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});
