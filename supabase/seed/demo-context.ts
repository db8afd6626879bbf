/**
 * What the demo-data builders share: the moment the seed runs and the registries that keep
 * CNPs and e-mail addresses unique across clinics, plus the small generators they all use.
 */

import { clinicDay } from '#core/bucharest-time.ts';
import { addDays, addYears, ageOn, daysBetween } from '#core/calendar-days.ts';
import { type Gender, generateCnp } from './cnp.ts';
import type { Rng } from './prng.ts';
import { asciiFold, type City } from './romanian-names.ts';

export interface SeedContext {
  now: Date;
  /** Today's date in Bucharest, yyyy-MM-dd. */
  today: string;
  cnps: Set<string>;
  emails: Set<string>;
}

export function createContext(now: Date): SeedContext {
  return { now, today: clinicDay(now), cnps: new Set(), emails: new Set() };
}

/** A valid CNP no other demo person has. */
export function uniqueCnp(
  ctx: SeedContext,
  rng: Rng,
  gender: Gender,
  birthday: string,
  county: number,
): string {
  for (;;) {
    const cnp = generateCnp({ gender, birthday, county, serial: rng.int(1, 999) });
    if (!ctx.cnps.has(cnp)) {
      ctx.cnps.add(cnp);
      return cnp;
    }
  }
}

/** first.last{n}@example.ro, unique among the demo addresses. */
export function uniqueEmail(ctx: SeedContext, rng: Rng, firstName: string, lastName: string): string {
  const base = `${asciiFold(firstName)}.${asciiFold(lastName)}`;
  for (let width = 2; ; width++) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const email = `${base}${rng.int(10 ** (width - 1), 10 ** width - 1)}@example.ro`;
      if (!ctx.emails.has(email)) {
        ctx.emails.add(email);
        return email;
      }
    }
  }
}

/** A Romanian mobile number written the usual way, e.g. 0740 123 456. */
export function mobilePhone(rng: Rng): string {
  return `07${rng.int(20, 89)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
}

export function landlinePhone(rng: Rng, city: City): string {
  return `${city.landline} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
}

export function streetAddress(rng: Rng, city: City): string {
  const flat = rng.chance(0.55) ? `, ap. ${rng.int(1, 90)}` : '';
  return `${rng.pick(city.streets)} nr. ${rng.int(1, 160)}${flat}, ${city.name}`;
}

/** A birthday at which the person is `age` full years old today. */
export function birthdayForAge(rng: Rng, today: string, age: number): string {
  return addDays(addYears(today, -age), -rng.int(1, 364));
}

export interface IdCard {
  series: string;
  number: string;
  issueDate: string;
  expiryDate: string;
  issuedBy: string;
}

/**
 * A Romanian identity card, issued from age 14: valid 4 years until 18, 7 until 25, then 10.
 * Issue dates reach back up to 11 years, so a few cards have expired, as in real files.
 */
export function idCard(rng: Rng, ctx: SeedContext, birthday: string, city: City): IdCard | null {
  const fourteen = addYears(birthday, 14);
  const earliest = daysBetween(ctx.today, fourteen) > -4000 ? fourteen : addDays(ctx.today, -4000);
  const span = daysBetween(earliest, addDays(ctx.today, -20));
  if (span < 0) return null;
  const issued = addDays(earliest, rng.int(0, span));
  const ageAtIssue = ageOn(birthday, issued);
  const years = ageAtIssue < 18 ? 4 : ageAtIssue < 25 ? 7 : 10;
  return {
    series: rng.pick(city.idSeries),
    number: String(rng.int(100000, 999999)),
    issueDate: issued,
    expiryDate: addYears(issued, years),
    issuedBy: city.idIssuer,
  };
}

/** An instant `days` days (plus a random part of a day) before now. */
export function daysAgo(rng: Rng, ctx: SeedContext, days: number): string {
  return new Date(ctx.now.getTime() - days * 86_400_000 - rng.int(0, 86_399) * 1000).toISOString();
}
