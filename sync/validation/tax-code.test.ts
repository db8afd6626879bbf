import { describe, expect, it } from 'vitest';
import { isValidTaxCode } from './tax-code.ts';

describe('isValidTaxCode', () => {
  it('accepts real codes, with or without the RO of a VAT payer', () => {
    for (const code of ['RO31245671', 'ro 38765434', '18547290', '14399840', 'RO40123983']) {
      expect(isValidTaxCode(code), code).toBe(true);
    }
  });

  it('refuses a wrong control digit, letters, and lengths outside 2–10 digits', () => {
    for (const code of ['RO31245672', '1854729O', '1', '12345678901', '', 'RO', 'DE123456789']) {
      expect(isValidTaxCode(code), code).toBe(false);
    }
  });
});
