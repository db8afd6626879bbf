import { describe, expect, it } from 'vitest';
import { pwaState } from './pwa-state.ts';

describe('the update prompt’s state', () => {
  it('stays dismissed when the same waiting version is announced again after Later', () => {
    const versionTwo = {};
    const apply = () => undefined;
    pwaState.updateReady(apply, versionTwo);
    expect(pwaState.get().applyUpdate).toBe(apply);

    pwaState.dismissUpdate();
    expect(pwaState.get().applyUpdate).toBeNull();
    pwaState.updateReady(apply, versionTwo);
    expect(pwaState.get().applyUpdate).toBeNull();
  });

  it('asks again for a newer version', () => {
    const versionThree = {};
    const apply = () => undefined;
    pwaState.updateReady(apply, versionThree);
    expect(pwaState.get().applyUpdate).toBe(apply);
    pwaState.dismissUpdate();
  });

  it('shows a version it cannot name each time it is announced', () => {
    const apply = () => undefined;
    pwaState.updateReady(apply, null);
    pwaState.dismissUpdate();
    pwaState.updateReady(apply, null);
    expect(pwaState.get().applyUpdate).toBe(apply);
  });
});
