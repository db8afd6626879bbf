/**
 * Bytes to base64 and back, in the browser, the service worker and Node alike. Sealed values are
 * stored as strings because RxDB's Dexie storage clones a document field by field and would turn
 * an ArrayBuffer into an empty object.
 */

const CHUNK = 0x8000;

/** The built-in codec (Chromium 140+, Node 25+), several times faster than the loops below. */
interface NativeBase64 {
  toBase64?: (this: Uint8Array) => string;
}
interface NativeFromBase64 {
  fromBase64?: (text: string) => Uint8Array<ArrayBuffer>;
}
const nativeToBase64 = (Uint8Array.prototype as NativeBase64).toBase64;
const nativeFromBase64 = (Uint8Array as NativeFromBase64).fromBase64;

export function bytesToBase64(bytes: Uint8Array): string {
  if (nativeToBase64) return nativeToBase64.call(bytes);
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (nativeFromBase64) return nativeFromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
