/**
 * Romanian personal numeric codes (CNP): S YY MM DD JJ NNN C.
 * S encodes sex and century (1/2: 1900–1999, 3/4: 1800–1899, 5/6: 2000–2099, odd male,
 * even female; 7/8 residents, 9 foreigners), JJ the county of registration, NNN a serial
 * (001–999) and C the control digit: the digits weighted by 279146358279, summed, mod 11,
 * with 10 written as 1.
 */

export type Gender = 'male' | 'female';

const CONTROL_KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

/** County codes: 01–40 counties and București, 41–48 București sectors, 51–52 the two newer counties, 70 any county (issued since 2024). */
export const CNP_COUNTY_CODES: ReadonlySet<number> = new Set([
  ...Array.from({ length: 48 }, (_, i) => i + 1),
  51,
  52,
  70,
]);

export interface CnpParts {
  gender: Gender;
  /** yyyy-MM-dd */
  birthday: string;
  /** County code (JJ), e.g. 12 Cluj, 22 Iași. */
  county: number;
  /** NNN, 1–999. */
  serial?: number;
}

export function cnpControlDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (CONTROL_KEY[i] ?? 0);
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function splitDate(birthday: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) throw new Error(`birthday must be yyyy-MM-dd: ${birthday}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A valid CNP for a person born in 1800–2099 and registered in Romania. */
export function generateCnp({ gender, birthday, county, serial = 1 }: CnpParts): string {
  const [year, month, day] = splitDate(birthday);
  if (!isRealDate(year, month, day)) throw new Error(`not a date: ${birthday}`);
  if (!CNP_COUNTY_CODES.has(county)) throw new Error(`unknown county code: ${county}`);
  if (!Number.isInteger(serial) || serial < 1 || serial > 999)
    throw new Error(`serial must be 1–999: ${serial}`);
  const centuryBase = year >= 2000 && year <= 2099 ? 5 : year >= 1900 ? 1 : year >= 1800 ? 3 : 0;
  if (centuryBase === 0 || year > 2099) throw new Error(`year out of range: ${year}`);
  const sex = centuryBase + (gender === 'male' ? 0 : 1);
  const first12 = `${sex}${pad(year % 100, 2)}${pad(month, 2)}${pad(day, 2)}${pad(county, 2)}${pad(serial, 3)}`;
  return `${first12}${cnpControlDigit(first12)}`;
}

export interface ParsedCnp {
  /** null for S = 9 (foreigners), which encodes no sex. */
  gender: Gender | null;
  /** yyyy-MM-dd; null for residents and foreigners (S 7–9), whose CNP encodes no century. */
  birthday: string | null;
  county: number;
  serial: number;
}

/** Reads a valid CNP; null when it is not one. */
export function parseCnp(cnp: string): ParsedCnp | null {
  if (!/^\d{13}$/.test(cnp)) return null;
  const sex = Number(cnp[0]);
  const yy = Number(cnp.slice(1, 3));
  const month = Number(cnp.slice(3, 5));
  const day = Number(cnp.slice(5, 7));
  const county = Number(cnp.slice(7, 9));
  const serial = Number(cnp.slice(9, 12));
  if (sex === 0) return null;
  if (!CNP_COUNTY_CODES.has(county) || serial === 0) return null;
  if (cnpControlDigit(cnp.slice(0, 12)) !== Number(cnp[12])) return null;
  const century =
    sex === 1 || sex === 2 ? 1900 : sex === 3 || sex === 4 ? 1800 : sex === 5 || sex === 6 ? 2000 : null;
  if (century === null) {
    // Resident or foreigner: the date must exist in one of the two plausible centuries.
    if (!isRealDate(1900 + yy, month, day) && !isRealDate(2000 + yy, month, day)) return null;
    const gender = sex === 9 ? null : sex === 7 ? 'male' : 'female';
    return { gender, birthday: null, county, serial };
  }
  if (!isRealDate(century + yy, month, day)) return null;
  return {
    gender: sex % 2 === 1 ? 'male' : 'female',
    birthday: `${century + yy}-${pad(month, 2)}-${pad(day, 2)}`,
    county,
    serial,
  };
}

export function isValidCnp(cnp: string): boolean {
  return parseCnp(cnp) !== null;
}
