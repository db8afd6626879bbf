/**
 * The page's side of the service worker's question "the data key of this user?" (issue 40): the
 * service worker holds no key of its own, so to serve a sealed document in a new tab it asks the
 * app's pages, and a page answers only for the user it shows, and only while unlocked. The key
 * crosses as a non-extractable CryptoKey through a MessageChannel, never through storage.
 */
import { keyForServiceWorker } from './device-lock-store.ts';

export const DATA_KEY_REQUEST = 'cabinet-data-key';

interface KeyRequest {
  type: typeof DATA_KEY_REQUEST;
  userId: string;
}

function isKeyRequest(data: unknown): data is KeyRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    Reflect.get(data, 'type') === DATA_KEY_REQUEST &&
    typeof Reflect.get(data, 'userId') === 'string'
  );
}

let answering = false;

export function answerServiceWorkerKeyRequests(): void {
  if (answering || !('serviceWorker' in navigator)) return;
  answering = true;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (!isKeyRequest(event.data)) return;
    const [port] = event.ports;
    port?.postMessage({ key: keyForServiceWorker(event.data.userId) });
  });
}
