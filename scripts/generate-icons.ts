/**
 * Draws the app icons (public/icon-192.png, icon-512.png, icon-maskable-512.png,
 * apple-touch-icon.png) with Node built-ins only: a white medical cross on the theme teal.
 * Run with `node scripts/generate-icons.ts`; the PNGs are committed, so builds never run it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const TEAL: readonly [number, number, number] = [0x0f, 0x76, 0x6e];
const WHITE: readonly [number, number, number] = [0xff, 0xff, 0xff];

interface IconShape {
  size: number;
  /** Corner radius as a share of the size; 0 fills the square (maskable icons are cut by the OS). */
  cornerRadius: number;
  /** Half the cross's arm length as a share of the size (maskable: inside the 80 % safe zone). */
  crossHalf: number;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function insideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function drawIcon({ size, cornerRadius, crossHalf }: IconShape): Buffer {
  const radius = cornerRadius * size;
  const arm = crossHalf * size;
  const thickness = arm * 0.38;
  const centre = size / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      if (!insideRoundedSquare(px, py, size, radius)) continue;
      const dx = Math.abs(px - centre);
      const dy = Math.abs(py - centre);
      const onCross = (dx <= thickness && dy <= arm) || (dy <= thickness && dx <= arm);
      const [r, g, b] = onCross ? WHITE : TEAL;
      row.set([r, g, b, 0xff], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const icons: Record<string, IconShape> = {
  'icon-192.png': { size: 192, cornerRadius: 0.18, crossHalf: 0.3 },
  'icon-512.png': { size: 512, cornerRadius: 0.18, crossHalf: 0.3 },
  'icon-maskable-512.png': { size: 512, cornerRadius: 0, crossHalf: 0.22 },
  'apple-touch-icon.png': { size: 180, cornerRadius: 0, crossHalf: 0.26 },
};
for (const [name, shape] of Object.entries(icons)) {
  writeFileSync(path.join(publicDir, name), drawIcon(shape));
}
