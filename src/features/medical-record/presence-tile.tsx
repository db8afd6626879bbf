/**
 * The presence tile (spec part 2 §4): unset, present or absent. A click asks to confirm the value
 * it would set (present when unset, else the other one); only a confirmed value is saved, and a
 * refused save leaves the stored value showing with a message.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { sectionCard, sectionCardTitle } from '#components/ui/section-card.ts';
import { presenceLabel } from '#lib/appointment-labels.ts';
import { presenceToConfirm } from './presence.ts';

export function PresenceTile({
  present,
  onSave,
}: {
  present: boolean | null;
  /** Saves the confirmed value; false when it was refused (the tile keeps the stored value). */
  onSave: (present: boolean) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const next = presenceToConfirm(present);

  const confirm = async () => {
    setAsking(false);
    setSaving(true);
    await onSave(next);
    setSaving(false);
  };

  return (
    <section className={sectionCard} aria-labelledby="presence-title">
      <h2 id="presence-title" className={sectionCardTitle}>
        {t`Prezența pacientului`}
      </h2>
      <button
        type="button"
        data-testid="presence-tile"
        data-present={String(present)}
        disabled={saving}
        onClick={() => setAsking(true)}
        aria-label={t`Prezență: ${i18n._(presenceLabel(present))}. Schimbă`}
        className={css({
          minHeight: '11',
          paddingInline: '4',
          borderRadius: 'md',
          borderWidth: '2px',
          fontWeight: 'semibold',
          textAlign: 'start',
          cursor: 'pointer',
          borderColor: 'border',
          bg: 'surface',
          '&[data-present=true]': { borderColor: 'success', bg: 'green.50', color: 'green.800' },
          '&[data-present=false]': { borderColor: 'danger', bg: 'red.50', color: 'red.800' },
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
          _disabled: { opacity: 0.6, cursor: 'wait' },
        })}
      >
        {i18n._(presenceLabel(present))}
      </button>
      <ConfirmDialog
        open={asking}
        title={t`Confirmați prezența`}
        description={next ? t`Marcați pacientul ca prezent?` : t`Marcați pacientul ca absent?`}
        onConfirm={() => void confirm()}
        onOpenChange={setAsking}
      />
    </section>
  );
}
