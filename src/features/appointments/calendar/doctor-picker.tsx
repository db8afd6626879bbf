/**
 * The calendar's doctor filter (spec part 1 §2, §6): one doctor at a time, chosen from the clinic's
 * doctors in the design system's filter dropdown (diacritics-insensitive search, avatars).
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { FilterButton } from '#components/ui/filter-button.tsx';
import type { UserDoc } from '#sync/api/documents.ts';

export function DoctorPicker({
  doctors,
  value,
  onChange,
}: {
  doctors: readonly UserDoc[];
  value: string | null;
  onChange: (doctorId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div data-testid="doctor-picker" className={css({ display: 'inline-flex' })}>
      <FilterButton
        selection="single"
        required
        label={t`Medic`}
        searchLabel={t`Caută un medic`}
        options={doctors.map((doctor) => ({
          value: doctor.id,
          label: doctor.name ?? t`Medic fără nume`,
          icon: <StoredAvatar name={doctor.name} image={doctor.avatar} />,
        }))}
        selected={value ? [value] : []}
        // A calendar always shows a doctor: an empty choice (never sent while required) is ignored.
        onChange={(chosen) => {
          const [doctorId] = chosen;
          if (doctorId) onChange(doctorId);
        }}
      />
    </div>
  );
}
