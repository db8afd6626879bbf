/**
 * Opens the clinic session for the signed-in profile (remembered on the device, so it opens
 * offline too) and hands it to every signed-in screen through the clinic-session layer's context.
 */
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ClinicSessionContext, type ClinicSessionValue } from '#clinic-session/clinic-session-context.ts';
import type { Profile } from '#clinic-session/profile.ts';
import type { FieldSealer } from '#sync/encryption/field-sealer.ts';
import type { FileBucket } from '#sync/files/file-store.ts';
import { openDocument, signedUrlFor } from '#sync/files/open-document.ts';
import { supabase } from '../supabase-client.ts';
import { acquireClinicSession, type ClinicSession } from './clinic-session-store.ts';

const signedUrl = (bucket: FileBucket, path: string) => signedUrlFor(supabase, bucket, path);

export function ClinicSessionProvider({
  profile,
  sealer,
  children,
}: {
  profile: Profile | null;
  /** The signed-in user's sealer (their key is in memory: the device lock gave it). */
  sealer: FieldSealer;
  children: ReactNode;
}) {
  const authUserId = profile?.authUserId ?? null;
  const clinicId = profile?.clinicId ?? null;
  const [session, setSession] = useState<ClinicSession | null>(null);
  const [openError, setOpenError] = useState<Error | null>(null);

  useEffect(() => {
    if (!authUserId || !clinicId) {
      setSession(null);
      return;
    }
    let active = true;
    setOpenError(null);
    acquireClinicSession(authUserId, clinicId, sealer).then(
      (opened) => {
        if (active) setSession(opened);
      },
      (error: unknown) => {
        console.error('Opening the clinic database failed', error);
        if (active) setOpenError(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      active = false;
    };
  }, [authUserId, clinicId, sealer]);

  const current = session && session.userId === authUserId && session.clinicId === clinicId ? session : null;
  const value = useMemo<ClinicSessionValue>(
    () => ({
      db: current?.db ?? null,
      sync: current?.sync ?? null,
      files: current?.files.store ?? null,
      profile,
      signedUrl,
      keepFile: async (bucket, path) => {
        const store = current?.files.store;
        if (!store) return false;
        try {
          await openDocument(store, supabase, bucket, path);
          return true;
        } catch (error) {
          console.warn('A file could not be brought to this device', error);
          return false;
        }
      },
    }),
    [current, profile],
  );
  // A database that cannot open is not "still loading": the layout's error screen says so.
  if (openError) throw openError;
  return <ClinicSessionContext.Provider value={value}>{children}</ClinicSessionContext.Provider>;
}
