import { describe, expect, it } from 'vitest';
import { fileAppUrl, parseFileAppUrl } from './file-app-url.ts';

describe('file app addresses', () => {
  it('round-trips a storage path, escaping each segment', () => {
    const url = fileAppUrl('medical-documents', 'clinic/patient/doc-Analize ștefan.pdf');
    expect(url).toBe('/files/medical-documents/clinic/patient/doc-Analize%20%C8%99tefan.pdf');
    expect(parseFileAppUrl(url)).toEqual({
      bucket: 'medical-documents',
      path: 'clinic/patient/doc-Analize ștefan.pdf',
    });
  });

  it('answers null for other addresses, unknown buckets and broken escapes', () => {
    expect(parseFileAppUrl('/patients')).toBeNull();
    expect(parseFileAppUrl('/files/secrets/a/b')).toBeNull();
    expect(parseFileAppUrl('/files/avatars')).toBeNull();
    expect(parseFileAppUrl('/files/avatars/a/%E0%A4%A')).toBeNull();
    expect(parseFileAppUrl('/files/avatars/a/../b')).toBeNull();
  });
});
