/**
 * The device's file queue as screens use it: queue a picked file for upload (shown at once from
 * the local copy, sent when online) and read a file's local copy. The upload loop itself runs in
 * the app's clinic session.
 */
export { type DeviceDocuments, deviceDocuments$ } from '../files/document-preload.ts';
export { fileAppUrl } from '../files/file-app-url.ts';
export type { FileBucket, FileStore } from '../files/file-store.ts';
export { blobFor } from '../files/local-blob.ts';
export { SIGNED_URL_SECONDS } from '../files/open-document.ts';
export { type QueueUploadInput, queueUpload } from '../files/queue-upload.ts';
