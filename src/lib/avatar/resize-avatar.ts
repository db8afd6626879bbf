/**
 * Scales a picked picture on the device (spec part 1 §5: "resized on the device") before it is
 * stored: decoded by the browser, drawn on a canvas at most AVATAR_MAX_SIDE pixels a side and
 * encoded again in its own type. Re-encoding also drops the file's metadata (camera, location).
 * A file the browser cannot decode rejects with AvatarUnreadableError; nothing else is thrown.
 */
import { AVATAR_MAX_SIDE, type AvatarType, fitWithin } from './avatar-image-rules.ts';

export class AvatarUnreadableError extends Error {
  override readonly name = 'AvatarUnreadableError';
}

/** JPEG quality: visually clean at 512 px, a few tens of kilobytes. */
const JPEG_QUALITY = 0.88;

export async function resizeAvatar(file: Blob, type: AvatarType): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new AvatarUnreadableError('The picture could not be decoded', { cause: error });
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, AVATAR_MAX_SIDE);
    if (!size)
      throw new AvatarUnreadableError(`The picture reports no size (${bitmap.width}×${bitmap.height})`);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new AvatarUnreadableError('No 2D canvas to draw the picture on');
    if (type === 'image/jpeg') {
      // JPEG has no transparency: a white ground instead of black behind transparent pixels.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
    if (!blob) throw new AvatarUnreadableError('The picture could not be encoded again');
    return blob;
  } finally {
    bitmap.close();
  }
}
