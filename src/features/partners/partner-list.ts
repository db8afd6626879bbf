/**
 * The partners list (spec part 2 "Partners list and form", issue 15), pure: the type and status
 * filters (any of the chosen), the search over name, contact person, city, email and phone without
 * diacritics, and the contract's state the list shows: expiring within 30 days, or expired.
 */
import { addDays, daysBetween } from '#core/calendar-days.ts';
import { matchesSearch, searchTerms } from '#core/normalize-for-search.ts';

/** Spec-silent: how far ahead an expiry date counts as soon (issue 15: 30 days). */
export const CONTRACT_SOON_DAYS = 30;

export interface PartnerFilter {
  types: readonly string[];
  statuses: readonly string[];
  search: string;
}

export const NO_PARTNER_FILTER: PartnerFilter = { types: [], statuses: [], search: '' };

/** What the filters read of a partner (a PartnerDoc has it all). */
interface ListedPartner {
  type: string;
  status: string;
  name: string;
  contact_person: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
}

const within = (value: string, chosen: readonly string[]) => chosen.length === 0 || chosen.includes(value);

export function filterPartners<P extends ListedPartner>(partners: readonly P[], filter: PartnerFilter): P[] {
  const terms = searchTerms(filter.search);
  return partners.filter(
    (partner) =>
      within(partner.type, filter.types) &&
      within(partner.status, filter.statuses) &&
      matchesSearch(terms, [
        partner.name,
        partner.contact_person,
        partner.city,
        partner.email,
        partner.phone,
      ]),
  );
}

export type ContractState = 'expired' | 'expiring' | null;

/** 'expiring' from today to 30 days ahead (inclusive), 'expired' before today, null otherwise or without a date. */
export function contractState(expiry: string | null, today: string): ContractState {
  if (!expiry) return null;
  if (expiry < today) return 'expired';
  return expiry <= addDays(today, CONTRACT_SOON_DAYS) ? 'expiring' : null;
}

/** Days left until the contract expires (0 on its last day), for the list's "expires in N days". */
export function daysLeft(expiry: string, today: string): number {
  return daysBetween(today, expiry);
}
