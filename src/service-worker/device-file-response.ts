/**
 * The answer to an app file address: the file from this device with its type, shown inline (a PDF
 * in the browser's viewer), never cached by the browser; or a short page in both languages when
 * the device does not hold it (the service worker cannot know the interface language).
 */
import { parseFileAppUrl } from '#sync/files/file-app-url.ts';
import { type DeviceFileOptions, readDeviceFile } from '#sync/files/read-device-file.ts';

const NOT_HERE = `<!doctype html><html lang="ro"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Document indisponibil</title>
<body style="font-family:system-ui,sans-serif;padding:2rem;max-width:40rem">
<h1>Documentul nu este pe acest dispozitiv</h1>
<p>Deschideți-l din fișa medicală când există internet.</p>
<p lang="en">The document is not on this device. Open it from the medical record when online.</p>
</body></html>`;

export async function deviceFileResponse(url: URL, options: DeviceFileOptions): Promise<Response> {
  const target = parseFileAppUrl(url.pathname);
  const file = target ? await readDeviceFile(options, target.bucket, target.path) : null;
  if (!target || !file) {
    return new Response(NOT_HERE, {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const name = target.path.split('/').at(-1) ?? 'document';
  return new Response(file.bytes, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
