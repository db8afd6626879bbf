/**
 * The appointment's services (spec part 2, appointment detail): the main service, then the extra
 * services three to a row, each with a remove button, and a picker adding more of the clinic's
 * services. Every change is one local write of the extras list (merged entry by entry on sync).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { StackedForm } from '#components/form/stacked-form.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { SearchBox } from '#components/ui/search-box.tsx';
import { sectionCard, sectionCardTitle } from '#components/ui/section-card.ts';
import { matchesSearch, searchTerms } from '#core/normalize-for-search.ts';
import { UNKNOWN_SERVICE } from '#lib/appointment-labels.ts';
import type { ServiceDoc } from '#sync/api/documents.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import { extraServiceChoices } from './extra-services.ts';

const serviceGrid = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
});

const serviceChip = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  minHeight: '11',
  paddingInline: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'canvas',
});

export function ServicesSection({
  mainServiceId,
  extras,
  services,
  canEdit,
  onChange,
}: {
  mainServiceId: string | null;
  extras: readonly string[];
  /** The clinic's services, switched-off ones included (an old visit may name one). */
  services: readonly ServiceDoc[];
  canEdit: boolean;
  onChange: (change: { add: string[] } | { remove: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const [picking, setPicking] = useState(false);
  const byId = new Map(services.map((service) => [service.id, service]));
  const nameOf = (id: string | null) => (id ? byId.get(id)?.name : undefined) ?? i18n._(UNKNOWN_SERVICE);

  return (
    <section className={sectionCard} aria-labelledby="services-title">
      <h2 id="services-title" className={sectionCardTitle}>
        {t`Servicii`}
      </h2>
      <p>
        <span className={css({ color: 'muted' })}>{t`Serviciul principal`}: </span>
        <strong data-testid="main-service">{nameOf(mainServiceId)}</strong>
      </p>
      <h3 className={css({ fontWeight: 'medium' })}>{t`Servicii suplimentare`}</h3>
      {extras.length === 0 ? (
        <p className={css({ color: 'muted' })}>{t`Niciun serviciu suplimentar.`}</p>
      ) : (
        <ul className={serviceGrid} aria-label={t`Servicii suplimentare`}>
          {extras.map((id) => (
            <li key={id} className={serviceChip} data-testid="extra-service">
              <span className={css({ overflowWrap: 'break-word' })}>{nameOf(id)}</span>
              {canEdit ? (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={t`Elimină ${nameOf(id)}`}
                  onClick={() => onChange({ remove: id })}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <div>
          <button type="button" className={secondaryButton} onClick={() => setPicking(true)}>
            {t`Adaugă servicii suplimentare`}
          </button>
        </div>
      ) : null}
      <ExtraServicesPicker
        open={picking}
        choices={extraServiceChoices(services, mainServiceId, extras)}
        onPick={(ids) => {
          setPicking(false);
          if (ids.length > 0) onChange({ add: ids });
        }}
        onOpenChange={setPicking}
      />
    </section>
  );
}

interface PickerInput {
  search: string;
  chosen: string[];
}

const NOTHING_PICKED: PickerInput = { search: '', chosen: [] };

function ExtraServicesPicker({
  open,
  choices,
  onPick,
  onOpenChange,
}: {
  open: boolean;
  choices: readonly ServiceDoc[];
  onPick: (ids: string[]) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  // Nothing to refuse: the submit button waits for a first choice. What was typed and chosen is
  // cleared after a pick and on closing, the dialog staying in the page between openings.
  const form = useCheckedForm({
    initial: (): PickerInput => NOTHING_PICKED,
    check: (input: PickerInput) => ({ ok: true, values: input.chosen }),
    message: (key) => validationMessage(key, i18n.locale),
    onSave: async (ids: string[]) => {
      onPick(ids);
      form.update(() => NOTHING_PICKED);
    },
  });
  const { search, chosen } = form.input;
  const terms = searchTerms(search);
  const shown = choices.filter((service) => matchesSearch(terms, [service.name]));
  const close = (next: boolean) => {
    if (!next) form.update(() => NOTHING_PICKED);
    onOpenChange(next);
  };

  return (
    <DialogFrame open={open} title={t`Adaugă servicii suplimentare`} onOpenChange={close}>
      <StackedForm form={form}>
        <SearchBox
          label={t`Caută serviciul`}
          value={search}
          onChange={(value) => form.set('search', value)}
        />
        <fieldset className={css({ display: 'grid', gap: '1', maxHeight: '60vh', overflowY: 'auto' })}>
          <legend className={css({ srOnly: true })}>{t`Serviciile clinicii`}</legend>
          {shown.length === 0 ? <p className={css({ color: 'muted' })}>{t`Niciun serviciu găsit.`}</p> : null}
          {shown.map((service) => (
            <label
              key={service.id}
              className={css({ display: 'flex', alignItems: 'center', gap: '2', minHeight: '11' })}
            >
              <input
                type="checkbox"
                className={css({ width: '5', height: '5' })}
                checked={chosen.includes(service.id)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  form.update((current) => ({
                    ...current,
                    chosen: checked
                      ? [...current.chosen, service.id]
                      : current.chosen.filter((id) => id !== service.id),
                  }));
                }}
              />
              {service.name}
            </label>
          ))}
        </fieldset>
        <DialogFormActions submitLabel={t`Adaugă`} submitDisabled={chosen.length === 0} />
      </StackedForm>
    </DialogFrame>
  );
}
