/** The design system's avatar for an image kept in storage (a path) or at an address. */
import type { FileBucket } from '../../../../sync/files/file-store.ts';
import { useStoredImageUrl } from '../../../app/clinic-session/use-stored-image-url.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';

export function StoredAvatar({
  name,
  image,
  bucket = 'avatars',
}: {
  name: string | null;
  image: string | null;
  bucket?: FileBucket;
}) {
  const src = useStoredImageUrl(bucket, image);
  return <Avatar name={name} src={src} />;
}
