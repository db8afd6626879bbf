import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { labelOf } from './label-of.ts';

const labels: Record<string, MessageDescriptor> = { active: { id: 'Activ', message: 'Activ' } };
const i18n = { _: (descriptor: MessageDescriptor) => `«${descriptor.message}»` } as Parameters<
  typeof labelOf
>[2];

describe('labelOf', () => {
  it('words a known value, shows an unknown one as it is and none as a dash', () => {
    expect(labelOf(labels, 'active', i18n)).toBe('«Activ»');
    expect(labelOf(labels, 'archived', i18n)).toBe('archived');
    expect(labelOf(labels, 'toString', i18n)).toBe('toString');
    expect(labelOf(labels, null, i18n)).toBe('-');
  });
});
