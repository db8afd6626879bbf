/**
 * The clinic session as screens see it: `{ db, sync, files, profile }` and a way to reach a stored
 * image. The app opens the session and provides this value (src/app/clinic-session); screens read
 * it with useClinicSession and never open, sync or sign out themselves. A super_admin with no
 * clinic context has no database (`db`, `sync` and `files` null).
 */
import { createContext, useContext } from 'react';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import type { FileBucket, FileStore } from '#sync/api/file-commands.ts';
import type { ClinicSync } from '#sync/api/sync-state.ts';
import type { Profile } from './profile.ts';

export interface ClinicSessionValue {
  db: ClinicDatabase | null;
  sync: ClinicSync | null;
  /** This device's files of the clinic: queued uploads and cached documents. */
  files: FileStore | null;
  profile: Profile | null;
  /** A signed URL for a stored file, from the server (null when it cannot be had). */
  signedUrl: (bucket: FileBucket, path: string) => Promise<string | null>;
  /**
   * Makes sure this device holds the file (downloading it into the file store when online), so
   * its app address (fileAppUrl) opens, offline too from then on. False when it cannot be had.
   */
  keepFile: (bucket: FileBucket, path: string) => Promise<boolean>;
}

const NO_CLINIC_SESSION: ClinicSessionValue = {
  db: null,
  sync: null,
  files: null,
  profile: null,
  signedUrl: async () => null,
  keepFile: async () => false,
};

export const ClinicSessionContext = createContext<ClinicSessionValue>(NO_CLINIC_SESSION);

export function useClinicSession(): ClinicSessionValue {
  return useContext(ClinicSessionContext);
}
