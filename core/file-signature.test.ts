import { describe, expect, it } from 'vitest';
import { SIGNATURE_BYTES, sniffFileType } from './file-signature.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('a file’s type from its first bytes', () => {
  it('knows PNG, JPEG and PDF', () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('knows the archives and office files the spec lists by their families, and more pictures', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(sniffFileType(text('GIF89a'))).toBe('image/gif');
    expect(sniffFileType(text('GIF87a'))).toBe('image/gif');
    expect(sniffFileType(bytes(0x52, 0x49, 0x46, 0x46, 9, 9, 9, 9, 0x57, 0x45, 0x42, 0x50))).toBe(
      'image/webp',
    );
    expect(sniffFileType(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('application/zip');
    expect(sniffFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(
      'application/x-ole-storage',
    );
    expect(sniffFileType(bytes(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00))).toBe('application/vnd.rar');
    // A WAV is RIFF too, but not WEBP.
    expect(sniffFileType(bytes(0x52, 0x49, 0x46, 0x46, 9, 9, 9, 9, 0x57, 0x41, 0x56, 0x45))).toBeNull();
  });

  it('refuses anything else, a cut signature and an empty file', () => {
    expect(sniffFileType(new TextEncoder().encode('GIF8'))).toBeNull();
    expect(sniffFileType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('%PD'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('needs no more than SIGNATURE_BYTES to tell', () => {
    expect(SIGNATURE_BYTES).toBeGreaterThanOrEqual(8);
  });
});
