import { describe, expect, it } from 'vitest';
import { mayWriteRecordItem, writableCategories } from './may-write-record.ts';

describe('who writes record items', () => {
  it('lets the desk write administrative items and documents only', () => {
    expect(writableCategories('staff')).toEqual(['documents', 'administrative']);
    expect(mayWriteRecordItem('staff', 'diagnosis')).toBe(false);
    expect(mayWriteRecordItem('staff', 'administrative')).toBe(true);
  });

  it('lets doctors and admins write every category', () => {
    for (const role of ['doctor', 'admin', 'super_admin'] as const) {
      expect(writableCategories(role)).toHaveLength(8);
    }
  });
});
