/**
 * The design system's avatar for an image field (spec part 1 §7): a storage path is shown through
 * this device's copy or a signed URL, an external address as it is; initials until then.
 */

import { Avatar } from '#components/ui/avatar.tsx';
import type { FileBucket } from '#sync/api/file-commands.ts';
import { useStoredImageUrl } from './use-stored-image-url.ts';

export function StoredAvatar({
  name,
  image,
  bucket = 'avatars',
}: {
  name: string | null;
  image: string | null | undefined;
  bucket?: FileBucket;
}) {
  const src = useStoredImageUrl(bucket, image);
  return <Avatar name={name} src={src} />;
}
