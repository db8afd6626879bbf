/**
 * The URL an <img> shows for an image field (spec part 1 §7): an external http(s) address as it
 * is; a storage path through this device's copy (a file picked offline shows at once) or else a
 * signed URL valid 3600 s, remembered for most of that time so a list page does not ask again per
 * render. Null while unknown or unreachable: the avatar then shows initials.
 */
import { useEffect, useState } from 'react';
import { blobFor, type FileBucket, SIGNED_URL_SECONDS } from '#sync/api/file-commands.ts';
import { useClinicSession } from './clinic-session-context.ts';

const signed = new Map<string, { url: string; until: number }>();
// Renewed well before the server stops honouring it.
const REUSE_MS = (SIGNED_URL_SECONDS - 300) * 1000;

export function isExternalUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) || value.startsWith('data:') || value.startsWith('blob:');
}

export function useStoredImageUrl(bucket: FileBucket, value: string | null | undefined): string | null {
  const { files, signedUrl: signedUrlOf } = useClinicSession();
  const [url, setUrl] = useState<string | null>(() => (value && isExternalUrl(value) ? value : null));

  useEffect(() => {
    if (!value) {
      setUrl(null);
      return;
    }
    if (isExternalUrl(value)) {
      setUrl(value);
      return;
    }
    const key = `${bucket}/${value}`;
    const known = signed.get(key);
    if (known && known.until > Date.now()) {
      setUrl(known.url);
      return;
    }
    let active = true;
    let objectUrl: string | null = null;
    void (async () => {
      const local = files ? await blobFor(files, bucket, value).catch(() => null) : null;
      if (local) {
        objectUrl = URL.createObjectURL(local);
        if (active) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
        return;
      }
      if (!navigator.onLine) return;
      const signedUrl = await signedUrlOf(bucket, value).catch(() => null);
      if (!signedUrl) return;
      signed.set(key, { url: signedUrl, until: Date.now() + REUSE_MS });
      if (active) setUrl(signedUrl);
    })();
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [bucket, value, files, signedUrlOf]);

  return url;
}
