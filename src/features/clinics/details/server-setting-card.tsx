/**
 * A clinic setting kept on the server, on the clinic's details for its administrator: a number
 * chosen from a list and saved online, its explanation above, and a notice in its place when the
 * server cannot be asked. The access history's period and the devices' lock time are two.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { runSave } from '#components/form/run-save.ts';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { primaryButton } from '#components/ui/button-styles.ts';
import { FormSection } from '#components/ui/form-section.tsx';
import { SelectField } from '#components/ui/select-field.tsx';

export interface ServerSettingAccess {
  /** The clinic's value, or null when the server cannot be asked. */
  load: () => Promise<number | null>;
  save: (value: number) => Promise<void>;
}

export interface ServerSettingTexts {
  title: string;
  description: string;
  /** Shown instead of the form when the server cannot be asked. */
  offline: string;
  offlineTestId: string;
  label: string;
  saveLabel: string;
  failed: string;
  succeeded: string;
  log: string;
}

export function ServerSettingCard({
  access,
  choices,
  choiceLabel,
  texts,
}: {
  access: ServerSettingAccess;
  choices: readonly number[];
  choiceLabel: (value: number) => string;
  texts: ServerSettingTexts;
}) {
  const [stored, setStored] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void access.load().then((value) => {
      if (live) setStored(value);
    });
    return () => {
      live = false;
    };
  }, [access]);

  return (
    <div className={css({ maxWidth: '5xl', marginBlockStart: '6' })}>
      <FormSection title={texts.title}>
        <p className={css({ color: 'muted' })}>{texts.description}</p>
        {stored === undefined ? null : stored === null ? (
          <p role="status" data-testid={texts.offlineTestId}>
            {texts.offline}
          </p>
        ) : (
          <SettingForm
            value={stored}
            choices={choices.includes(stored) ? choices : [...choices, stored].sort((a, b) => a - b)}
            choiceLabel={choiceLabel}
            save={access.save}
            onSaved={setStored}
            texts={texts}
          />
        )}
      </FormSection>
    </div>
  );
}

function SettingForm({
  value,
  choices,
  choiceLabel,
  save,
  onSaved,
  texts,
}: {
  value: number;
  choices: readonly number[];
  choiceLabel: (value: number) => string;
  save: (value: number) => Promise<void>;
  onSaved: (value: number) => void;
  texts: ServerSettingTexts;
}) {
  const form = useCheckedForm({
    initial: () => ({ value: String(value) }),
    check: ({ value: chosen }) => ({ ok: true as const, values: Number(chosen) }),
    message: (key) => key,
    onSave: async (chosen: number) => {
      const saved = await runSave(() => save(chosen), {
        failed: texts.failed,
        succeeded: texts.succeeded,
        log: texts.log,
      });
      if (saved.ok) onSaved(chosen);
    },
  });
  return (
    <StackedForm form={form}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
        <div className={css({ minWidth: '12rem' })}>
          <SelectField
            label={texts.label}
            value={form.input.value}
            options={choices.map((count) => ({ value: String(count), label: choiceLabel(count) }))}
            onChange={(chosen) => form.set('value', chosen)}
          />
        </div>
        <button type="submit" className={primaryButton} disabled={form.busy}>
          {texts.saveLabel}
        </button>
      </div>
    </StackedForm>
  );
}
