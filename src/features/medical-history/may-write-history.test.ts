import { describe, expect, it } from 'vitest';
import { mayWriteHistory } from './may-write-history.ts';

describe('who writes the medical history', () => {
  it('is doctors and admins, not the desk', () => {
    expect(mayWriteHistory('doctor')).toBe(true);
    expect(mayWriteHistory('admin')).toBe(true);
    expect(mayWriteHistory('super_admin')).toBe(true);
    expect(mayWriteHistory('staff')).toBe(false);
  });
});
