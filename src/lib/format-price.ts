/** A price as the clinic shows it: '250,50 RON' in ro, '250.50 RON' in en; whole amounts without decimals. */
import type { Locale } from '#i18n/locale.ts';

export function formatPrice(price: number, currency: string, locale: Locale): string {
  const amount = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'ro-RO', {
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
  return `${amount} ${currency}`;
}
