/**
 * The sync details' line on documents (issue 13, schedule-driven preload): how many documents
 * and megabytes this device holds to open offline, against the budget the preload keeps to. The
 * preload itself runs in the leading tab (sync/files/document-preload.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { valueOr } from '#lib/live-query.ts';
import { deviceDocuments$ } from '#sync/api/file-commands.ts';

const MB = 1024 * 1024;

export function DeviceDocuments() {
  const { t, i18n } = useLingui();
  const { files } = useClinicSession();
  const held = valueOr(
    useLiveQuery(() => (files ? deviceDocuments$(files) : null), [files]),
    null,
  );
  if (!held) return null;
  const used = i18n.number(held.bytes / MB, { maximumFractionDigits: 1 });
  const budget = i18n.number(held.budgetBytes / MB, { maximumFractionDigits: 0 });
  const count = held.count;
  return (
    <span
      data-testid="device-documents"
      data-count={count}
      title={t`Documentele pacienților programați azi și mâine se descarcă singure când există internet, până la ${budget} MB.`}
      className={css({ color: 'gray.600', whiteSpace: 'nowrap' })}
    >
      {t`Documente offline: ${count} (${used} din ${budget} MB)`}
    </span>
  );
}
