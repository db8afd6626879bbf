/**
 * On the clinic's details, for its administrator: after how many minutes without a touch the
 * clinic's tablets lock (issue 40), 1 to 60, 5 by default. Set online (the server's rule); every
 * device of the clinic takes it at its next start or unlock and keeps it for offline.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { runSave } from '#components/form/run-save.ts';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { primaryButton } from '#components/ui/button-styles.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { SelectField } from '#components/ui/select-field.tsx';

export interface DeviceLockTimeAccess {
  /** The clinic's minutes, or null when the server cannot be asked. */
  load: () => Promise<number | null>;
  save: (minutes: number) => Promise<void>;
}

const MINUTES = [1, 2, 3, 5, 10, 15, 20, 30, 45, 60];

export function DeviceLockTime({ access }: { access: DeviceLockTimeAccess }) {
  const { t } = useLingui();
  const [stored, setStored] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void access.load().then((minutes) => {
      if (live) setStored(minutes);
    });
    return () => {
      live = false;
    };
  }, [access]);

  return (
    <div className={css({ maxWidth: '5xl', marginBlockStart: '6' })}>
      <FormSection title={t`Blocarea automată a dispozitivelor`}>
        <p className={css({ color: 'muted' })}>
          {t`După cât timp fără activitate se blochează tabletele clinicii. Se deblochează cu PIN-ul fiecărui utilizator.`}
        </p>
        {stored === undefined ? null : stored === null ? (
          <p role="status" data-testid="lock-time-offline">
            {t`Timpul se poate vedea și schimba doar cu conexiune la internet.`}
          </p>
        ) : (
          <LockTimeForm minutes={stored} save={access.save} onSaved={setStored} />
        )}
      </FormSection>
    </div>
  );
}

function LockTimeForm({
  minutes,
  save,
  onSaved,
}: {
  minutes: number;
  save: (minutes: number) => Promise<void>;
  onSaved: (minutes: number) => void;
}) {
  const { t } = useLingui();
  const choices = MINUTES.includes(minutes) ? MINUTES : [...MINUTES, minutes].sort((a, b) => a - b);
  const form = useCheckedForm({
    initial: () => ({ minutes: String(minutes) }),
    check: ({ minutes: chosen }) => ({ ok: true as const, values: Number(chosen) }),
    message: (key) => key,
    onSave: async (chosen: number) => {
      const saved = await runSave(() => save(chosen), {
        failed: t`Timpul nu a putut fi salvat. Verifică conexiunea și încearcă din nou.`,
        succeeded: t`Timpul de blocare a fost salvat`,
        log: 'Saving the device lock time failed',
      });
      if (saved.ok) onSaved(chosen);
    },
  });
  return (
    <StackedForm form={form}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
        <div className={css({ minWidth: '12rem' })}>
          <SelectField
            label={t`Blocare după`}
            value={form.input.minutes}
            options={choices.map((count) => ({
              value: String(count),
              label: plural(count, { one: '# minut', few: '# minute', other: '# de minute' }),
            }))}
            onChange={(value) => form.set('minutes', value)}
          />
        </div>
        <button type="submit" className={primaryButton} disabled={form.busy}>
          {t`Salvează timpul`}
        </button>
      </div>
    </StackedForm>
  );
}
