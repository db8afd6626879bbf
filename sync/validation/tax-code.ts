/**
 * The Romanian tax code of a company (CUI / CIF): 2 to 10 digits, the last a control digit over
 * the others with the weights 7 5 3 2 1 7 5 3 2 aligned to the right, optionally after 'RO' (a
 * VAT payer). A mistyped digit is caught before the clinic's invoices carry it.
 */
const TAX_CODE_PATTERN = /^(?:RO\s?)?(\d{2,10})$/i;
const CONTROL_WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

export function isValidTaxCode(value: string): boolean {
  const digits = TAX_CODE_PATTERN.exec(value.trim())?.[1];
  if (!digits) return false;
  const body = digits.slice(0, -1).padStart(CONTROL_WEIGHTS.length, '0');
  const sum = CONTROL_WEIGHTS.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  const control = ((sum * 10) % 11) % 10;
  return control === Number(digits.at(-1));
}
