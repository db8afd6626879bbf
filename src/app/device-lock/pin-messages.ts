import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PinProblem } from '#sync/encryption/pin-rules.ts';

export const pinProblemMessages: Record<PinProblem, MessageDescriptor> = {
  required: msg`Introduceți PIN-ul.`,
  digits: msg`PIN-ul are doar cifre.`,
  length: msg`PIN-ul are între 4 și 8 cifre.`,
  mismatch: msg`Cele două PIN-uri nu coincid.`,
};
