import { describe, expect, it } from 'vitest';
import { SIGNATURE_BYTES, sniffFileType } from './file-signature.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('a file’s type from its first bytes', () => {
  it('knows PNG, JPEG and PDF', () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, a cut signature and an empty file', () => {
    expect(sniffFileType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffFileType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('%PD'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('needs no more than SIGNATURE_BYTES to tell', () => {
    expect(SIGNATURE_BYTES).toBeGreaterThanOrEqual(8);
  });
});
