/**
 * The service worker's side of "the data key of this user?" (issue 40; the pages' side is
 * src/app/device-lock/service-worker-keys.ts). The worker keeps no key: each time it needs one it
 * asks the app's open windows, and takes the first key an unlocked page of that user gives. With
 * no such page it has none, and a sealed file or a sealed database stays closed to it.
 */
import { openKeyring } from '#sync/encryption/device-keyring.ts';
import { createFieldSealer, type FieldSealer } from '#sync/encryption/field-sealer.ts';
import { FILE_STORE_PREFIX } from '#sync/files/file-keys.ts';

/** The request's type, as the page listens for it. */
const DATA_KEY_REQUEST = 'cabinet-data-key';
const ANSWER_WITHIN_MS = 1_500;

function askWindow(client: Client, userId: string): Promise<CryptoKey | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      const key: unknown = (event.data as { key?: unknown } | null)?.key;
      resolve(key instanceof CryptoKey ? key : null);
    };
    client.postMessage({ type: DATA_KEY_REQUEST, userId }, [channel.port2]);
  });
}

export async function sealerFromPages(clients: Clients, userId: string): Promise<FieldSealer | null> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: false });
  const keys = await Promise.all(windows.map((client) => askWindow(client, userId)));
  const key = keys.find((found) => found !== null);
  return key ? createFieldSealer(key) : null;
}

/** The user whose file store this is (`cabinet-files-<user>-<clinic>`, both ids UUIDs). */
export function userOfFileStore(storeName: string): string | null {
  const rest = storeName.startsWith(FILE_STORE_PREFIX) ? storeName.slice(FILE_STORE_PREFIX.length) : '';
  return rest.length >= 73 ? rest.slice(0, 36) : null;
}

/** Whether the user's data here is sealed: they hold a PIN on this device. */
export async function holdsPin(indexedDB: IDBFactory, userId: string): Promise<boolean> {
  const keyring = openKeyring({ indexedDB });
  try {
    return (await keyring.users.get(userId)) !== undefined;
  } finally {
    keyring.db.close();
  }
}
