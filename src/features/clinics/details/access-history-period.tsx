/**
 * On the clinic's details, for its administrator: how long the clinic keeps its access history
 * (issue 39), 1 to 30 years, 5 by default; older events are removed by the server every day.
 * The setting lives on the server (online only, as the history itself).
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

export interface AccessHistoryPeriodAccess {
  /** The clinic's period in years, or null when the server cannot be asked. */
  load: () => Promise<number | null>;
  save: (years: number) => Promise<void>;
}

const YEARS = Array.from({ length: 30 }, (_, index) => index + 1);

export function AccessHistoryPeriod({ access }: { access: AccessHistoryPeriodAccess }) {
  const { t } = useLingui();
  const [stored, setStored] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void access.load().then((years) => {
      if (live) setStored(years);
    });
    return () => {
      live = false;
    };
  }, [access]);

  return (
    <div className={css({ maxWidth: '5xl', marginBlockStart: '6' })}>
      <FormSection title={t`Istoricul accesărilor`}>
        <p className={css({ color: 'muted' })}>
          {t`Cât timp păstrează clinica evidența celor care au deschis sau au modificat dosarele pacienților. Evenimentele mai vechi sunt șterse automat.`}
        </p>
        {stored === undefined ? null : stored === null ? (
          <p role="status" data-testid="access-period-offline">
            {t`Perioada se poate vedea și schimba doar cu conexiune la internet.`}
          </p>
        ) : (
          <PeriodForm years={stored} save={access.save} onSaved={setStored} />
        )}
      </FormSection>
    </div>
  );
}

function PeriodForm({
  years,
  save,
  onSaved,
}: {
  years: number;
  save: (years: number) => Promise<void>;
  onSaved: (years: number) => void;
}) {
  const { t } = useLingui();
  const form = useCheckedForm({
    initial: () => ({ years: String(years) }),
    check: ({ years: chosen }) => ({ ok: true as const, values: Number(chosen) }),
    message: (key) => key,
    onSave: async (chosen: number) => {
      const saved = await runSave(() => save(chosen), {
        failed: t`Perioada nu a putut fi salvată. Verifică conexiunea și încearcă din nou.`,
        succeeded: t`Perioada de păstrare a istoricului a fost salvată`,
        log: 'Saving the access history period failed',
      });
      if (saved.ok) onSaved(chosen);
    },
  });
  return (
    <StackedForm form={form}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
        <div className={css({ minWidth: '12rem' })}>
          <SelectField
            label={t`Păstrat timp de`}
            value={form.input.years}
            options={YEARS.map((count) => ({
              value: String(count),
              label: plural(count, { one: '# an', few: '# ani', other: '# de ani' }),
            }))}
            onChange={(value) => form.set('years', value)}
          />
        </div>
        <button type="submit" className={primaryButton} disabled={form.busy}>
          {t`Salvează perioada`}
        </button>
      </div>
    </StackedForm>
  );
}
