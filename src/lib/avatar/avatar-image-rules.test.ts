import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_INPUT_BYTES,
  avatarStoragePath,
  checkAvatarFile,
  fitWithin,
  sniffAvatarType,
} from './avatar-image-rules.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00');
const WEBP = new TextEncoder().encode('RIFF\x00\x00\x00\x00');

describe('the profile image type', () => {
  it('is read from the first bytes: PNG and JPEG only', () => {
    expect(sniffAvatarType(PNG)).toBe('image/png');
    expect(sniffAvatarType(JPEG)).toBe('image/jpeg');
    expect(sniffAvatarType(GIF)).toBeNull();
    expect(sniffAvatarType(WEBP)).toBeNull();
    expect(sniffAvatarType(PNG.slice(0, 4))).toBeNull();
    expect(sniffAvatarType(new Uint8Array())).toBeNull();
  });

  it('decides whether a file may be used', () => {
    expect(checkAvatarFile(PNG, 2048)).toEqual({ ok: true, type: 'image/png' });
    expect(checkAvatarFile(JPEG, AVATAR_MAX_INPUT_BYTES)).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkAvatarFile(GIF, 2048)).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkAvatarFile(new Uint8Array(), 0)).toEqual({ ok: false, problem: 'empty' });
    expect(checkAvatarFile(JPEG, AVATAR_MAX_INPUT_BYTES + 1)).toEqual({ ok: false, problem: 'too_large' });
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to the limit, keeping proportions', () => {
    expect(fitWithin(1024, 768, 512)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(600, 2400, 512)).toEqual({ width: 128, height: 512 });
    expect(fitWithin(1000, 1000, 512)).toEqual({ width: 512, height: 512 });
    expect(fitWithin(1001, 333, 512)).toEqual({ width: 512, height: 170 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(300, 200, 512)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(512, 10, 512)).toEqual({ width: 512, height: 10 });
  });

  it('keeps at least one pixel on a very thin picture', () => {
    expect(fitWithin(10_000, 1, 512)).toEqual({ width: 512, height: 1 });
  });

  it('answers null for sizes no image has', () => {
    expect(fitWithin(0, 100)).toBeNull();
    expect(fitWithin(100, -1)).toBeNull();
    expect(fitWithin(Number.NaN, 100)).toBeNull();
    expect(fitWithin(Number.POSITIVE_INFINITY, 100)).toBeNull();
  });
});

describe('avatarStoragePath', () => {
  it('files the picture under the clinic, then its owner, with its type', () => {
    expect(avatarStoragePath('c1', 'patients', 'p1', 'image/png', 1_700_000_000_000)).toBe(
      'c1/patients/p1/1700000000000.png',
    );
    expect(avatarStoragePath('c1', 'partners', 'p1', 'image/jpeg', 5)).toBe('c1/partners/p1/5.jpg');
  });
});
