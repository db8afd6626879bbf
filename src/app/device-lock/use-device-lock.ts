import { useSyncExternalStore } from 'react';
import { type DeviceLockState, deviceLockState, deviceLockState$ } from './device-lock-store.ts';

function subscribe(listener: () => void): () => void {
  const subscription = deviceLockState$.subscribe(listener);
  return () => subscription.unsubscribe();
}

export function useDeviceLock(): DeviceLockState {
  return useSyncExternalStore(subscribe, deviceLockState);
}
