/**
 * The clinic session in React: `{ db, sync, profile }` for every signed-in screen. The layout
 * opens it from the profile (remembered on the device, so it opens offline too); a super_admin
 * with no clinic context gets no database (`db` and `sync` null).
 */
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { ClinicDatabase } from '../../../sync/collections/collection-registry.ts';
import type { FileStore } from '../../../sync/files/file-store.ts';
import type { ClinicSync } from '../../../sync/replication/start-clinic-sync.ts';
import type { Profile } from '../../features/auth/profile.ts';
import { acquireClinicSession, type ClinicSession } from './clinic-session-store.ts';

export interface ClinicSessionValue {
  db: ClinicDatabase | null;
  sync: ClinicSync | null;
  /** This device's files of the clinic: queued uploads and cached documents. */
  files: FileStore | null;
  profile: Profile | null;
}

const ClinicSessionContext = createContext<ClinicSessionValue>({
  db: null,
  sync: null,
  files: null,
  profile: null,
});

export function ClinicSessionProvider({
  profile,
  children,
}: {
  profile: Profile | null;
  children: ReactNode;
}) {
  const authUserId = profile?.authUserId ?? null;
  const clinicId = profile?.clinicId ?? null;
  const [session, setSession] = useState<ClinicSession | null>(null);

  useEffect(() => {
    if (!authUserId || !clinicId) {
      setSession(null);
      return;
    }
    let active = true;
    acquireClinicSession(authUserId, clinicId).then(
      (opened) => {
        if (active) setSession(opened);
      },
      (error: unknown) => console.error('Opening the clinic database failed', error),
    );
    return () => {
      active = false;
    };
  }, [authUserId, clinicId]);

  const current = session && session.userId === authUserId && session.clinicId === clinicId ? session : null;
  const value: ClinicSessionValue = {
    db: current?.db ?? null,
    sync: current?.sync ?? null,
    files: current?.files.store ?? null,
    profile,
  };
  return <ClinicSessionContext.Provider value={value}>{children}</ClinicSessionContext.Provider>;
}

export function useClinicSession(): ClinicSessionValue {
  return useContext(ClinicSessionContext);
}
