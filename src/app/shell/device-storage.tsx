/**
 * The sync details' line on the device's storage (issue 18): how much this app stores against what
 * the browser allows it, whether the browser keeps it for good, and a warning when it is nearly
 * full, before writes start failing. Unsent changes and queued files are what must never be lost.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { valueOr } from '#lib/live-query.ts';
import { type DeviceStorage, deviceStorage$ } from '#sync/api/device-storage.ts';

const MB = 1024 * 1024;

/** The device's storage as the browser answers it, asked again every half minute. */
export function useDeviceStorage(): DeviceStorage | null {
  return valueOr(
    useLiveQuery(() => deviceStorage$(), []),
    null,
  );
}

export function DeviceStorageLine() {
  const { t, i18n } = useLingui();
  const storage = useDeviceStorage();
  if (!storage) return null;
  const used = i18n.number(storage.usage / MB, { maximumFractionDigits: 1 });
  const quota = i18n.number(storage.quota / MB, { maximumFractionDigits: 0 });
  const low = storage.health === 'low';
  return (
    <span
      data-testid="device-storage"
      data-health={storage.health}
      data-persisted={storage.persisted}
      title={
        storage.persisted
          ? t`Browserul păstrează datele aplicației până le ștergeți voi.`
          : t`Browserul poate șterge datele aplicației când rămâne fără spațiu: păstrați dispozitivul conectat ca modificările să ajungă pe server.`
      }
      className={css({
        color: low ? 'red.700' : 'gray.600',
        whiteSpace: 'nowrap',
        fontWeight: low ? 'medium' : 'normal',
      })}
    >
      {low ? t`Spațiu aproape plin: ${used} din ${quota} MB` : t`Stocare: ${used} din ${quota} MB`}
    </span>
  );
}
