/**
 * Sign-in accounts (auth.users, auth.identities) and their profiles (public.users) for the
 * super_admin and every clinic's admins, staff and doctors.
 */
import type { ClinicSpec, PersonSpec } from './demo-catalog.ts';
import { idCard, mobilePhone, type SeedContext, streetAddress, uniqueCnp } from './demo-context.ts';
import type { AuthIdentityRow, AuthUserRow, UserRow } from './demo-rows.ts';
import type { Rng } from './prng.ts';
import { asciiFold, type City, CLUJ_NAPOCA } from './romanian-names.ts';

export interface PersonRows {
  authUser: AuthUserRow;
  identity: AuthIdentityRow;
  profile: UserRow;
}

export function buildPerson(
  ctx: SeedContext,
  rng: Rng,
  person: PersonSpec,
  clinicId: string | null,
  city: City,
): PersonRows {
  const authId = rng.uuid();
  const name = `${person.firstName} ${person.lastName}`;
  // Staff may be born elsewhere; most were registered in the clinic's county.
  const county = rng.chance(0.7) ? city.countyCode : rng.pick([1, 5, 6, 24, 26, 31, 4, 27, 33]);
  const card = idCard(rng, ctx, person.birthDate, city);
  if (!card) throw new Error(`${name} is too young for an identity card`);
  return {
    authUser: { id: authId, email: person.email, raw_user_meta_data: { name } },
    identity: {
      id: rng.uuid(),
      provider_id: authId,
      user_id: authId,
      provider: 'email',
      identity_data: { sub: authId, email: person.email, email_verified: true },
    },
    profile: {
      id: rng.uuid(),
      auth_user_id: authId,
      clinic_id: clinicId,
      role: person.role,
      name,
      first_name: person.firstName,
      last_name: person.lastName,
      gender: person.gender,
      phone: mobilePhone(rng),
      personal_email: `${asciiFold(person.firstName)}.${asciiFold(person.lastName)}@example.ro`,
      clinic_email: person.email,
      email: person.email,
      avatar: null,
      specialization: person.specialization,
      professional_grade: person.grade,
      collaboration_type: person.collaboration,
      birth_date: person.birthDate,
      id_series: card.series,
      id_number: card.number,
      cnp: uniqueCnp(ctx, rng, person.gender, person.birthDate, county),
      id_address: streetAddress(rng, city),
      id_issue_date: card.issueDate,
      id_expiry_date: card.expiryDate,
      id_issued_by: card.issuedBy,
      email_notifications: true,
      sms_notifications: rng.chance(0.7),
      status: 'active',
    },
  };
}

export function buildClinicPeople(
  ctx: SeedContext,
  rng: Rng,
  clinic: ClinicSpec,
  clinicId: string,
): PersonRows[] {
  return clinic.people.map((person) => buildPerson(ctx, rng, person, clinicId, clinic.city));
}

/** The super_admin works across clinics: no clinic context until one is picked. */
export function buildSuperAdmin(ctx: SeedContext, rng: Rng, person: PersonSpec): PersonRows {
  return buildPerson(ctx, rng, person, null, CLUJ_NAPOCA);
}
